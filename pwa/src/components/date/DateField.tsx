import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../form/FormField';
import './date-field.css';

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
  onBlur?: () => void;
  /** The text input, e.g. for a form library that focuses the first invalid field */
  inputRef?: (element: HTMLInputElement | null) => void;
  /** Marked as required (visibly and for assistive technology) */
  required?: boolean;
  /** What may be typed; "pp.kk.aaaa" unless told */
  hint?: string;
  /** The calendar's year range (default 2000 to next year) */
  years?: { from: number; to: number };
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
  onBlur,
  inputRef,
  required = false,
  hint,
  years,
}: DateFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const ownInputRef = useRef<HTMLInputElement | null>(null);
  const popoverId = `${id}-calendar`;

  function setInput(element: HTMLInputElement | null) {
    ownInputRef.current = element;
    inputRef?.(element);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  return (
    <FormField
      id={id}
      className="date-field"
      label={label}
      required={required}
      hint={hint ?? t('date.hint')}
      error={error}
      after={
        open ? (
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
              years={years}
              onSelect={(day) => {
                onChange(day);
                close(false);
                ownInputRef.current?.focus();
              }}
              onClose={close}
            />
          </Suspense>
        ) : null
      }
    >
      {(control) => (
        <div className="date-field__control">
          <input
            {...control}
            ref={setInput}
            name={name}
            className="input date-field__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
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
      )}
    </FormField>
  );
}
