import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { DayPicker } from 'react-day-picker';
import { enGB, et, ru } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { dateToDay, dayToDate } from './date-input';
import './date-picker.css';

const LOCALES = { et, en: enGB, ru } as const;

interface DatePickerPopoverProps {
  id: string;
  value: string;
  /** The button that opened the popover: clicks on it are not "outside" */
  anchor: RefObject<HTMLElement | null>;
  onSelect: (day: string) => void;
  onClose: (returnFocus: boolean) => void;
  /** The years the month and year dropdowns offer (default 2000 to next year) */
  years?: { from: number; to: number };
}

/**
 * The calendar (lazy chunk): Estonian locale, weeks from Monday, keyboard navigation from
 * react-day-picker (arrows, PageUp/PageDown, Home/End); Esc or a click outside closes it.
 */
export function DatePickerPopover({
  id,
  value,
  anchor,
  onSelect,
  onClose,
  years,
}: DatePickerPopoverProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const selected = dayToDate(value) ?? undefined;
  const locale = LOCALES[(i18n.resolvedLanguage ?? 'et') as keyof typeof LOCALES] ?? et;
  const from = years?.from ?? 2000;
  const to = years?.to ?? new Date().getFullYear() + 1;

  useEffect(() => {
    function outside(event: PointerEvent) {
      const target = event.target as Node;
      if (ref.current?.contains(target) || anchor.current?.contains(target)) return;
      onClose(false);
    }
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [anchor, onClose]);

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Esc closes the dialog
    <div
      id={id}
      ref={ref}
      className="date-popover"
      role="dialog"
      aria-modal="false"
      aria-label={t('date.calendar')}
      onKeyDown={keyDown}
    >
      <DayPicker
        mode="single"
        selected={selected}
        defaultMonth={selected}
        onSelect={(date) => {
          if (date) onSelect(dateToDay(date));
        }}
        locale={locale}
        weekStartsOn={1}
        captionLayout="dropdown"
        startMonth={new Date(from, 0)}
        endMonth={new Date(to, 11)}
        showOutsideDays
        // the dialog was opened on purpose: focus goes to the selected day (or today)
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <div className="date-popover__footer">
        <button type="button" className="link-button" onClick={() => onClose(true)}>
          {t('date.closeCalendar')}
        </button>
      </div>
    </div>
  );
}
