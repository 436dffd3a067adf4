import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The calendar is its own chunk, fetched only when a calendar button is first pressed.
const DatePickerPopover = lazy(() =>
  import('./DatePickerPopover').then((m) => ({ default: m.DatePickerPopover })),
);

interface DateFieldProps {
  id: string;
  name: string;
  label: string;
  /** Accessible name of the calendar button (must not repeat the field's label) */
  calendarLabel: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** A dd.MM.yyyy text input with a calendar button that opens a date picker popover. */
export function DateField({
  id,
  name,
  label,
  calendarLabel,
  value,
  error,
  onChange,
}: DateFieldProps) {
  const { t } = useTranslation('notices');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popoverId = `${id}-calendar`;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  return (
    <div className="field date-field">
      <label htmlFor={id}>{label}</label>
      <div className="date-field__control">
        <input
          ref={inputRef}
          id={id}
          name={name}
          className="input date-field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          ref={buttonRef}
          type="button"
          className="date-field__button"
          aria-label={calendarLabel}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          onClick={() => setOpen(!open)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <rect
              x="3.5"
              y="5"
              width="17"
              height="15.5"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
            <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </div>
      <span id={`${id}-hint`} className="hint">
        {t('filter.dateHint')}
      </span>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {open ? (
        <Suspense
          fallback={
            <div className="date-popover date-popover--loading" role="status">
              {t('app.loading')}
            </div>
          }
        >
          <DatePickerPopover
            id={popoverId}
            value={value}
            anchor={buttonRef}
            onSelect={(day) => {
              onChange(day);
              close(false);
              inputRef.current?.focus();
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
