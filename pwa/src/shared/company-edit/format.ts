/** How the owner's screens write dates (Estonian time, the interface language). */
import { TALLINN_TIME_ZONE } from '../../../../db/domain/dates';
import { currentLanguage } from '../../lib/i18n';

/** An instant (Unix ms) as a date and time, e.g. "25.11.2026 14:05". */
export function formatMoment(instant: number): string {
  return new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: TALLINN_TIME_ZONE,
  }).format(instant);
}

/** A day as stored (YYYY-MM-DD) as the calendar writes it, e.g. "25.11.2026". */
export function formatIsoDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
