/**
 * "Viimati üle vaadatud": the API keeps the day as YYYY-MM-DD, people read and type it as
 * DD.MM.YYYY. Pure, so it is unit-tested.
 */
import { isIsoDay, isoDay, parseDay } from '../../../../db/domain/dates';

/** '2026-03-01' → '01.03.2026'; anything else → '' */
export function dayText(iso: string | null | undefined): string {
  if (!iso || !isIsoDay(iso)) return '';
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/** '01.03.2026' → '2026-03-01'; null when it is not a real day */
export function isoFromDayText(text: string): string | null {
  const day = parseDay(text);
  return day ? isoDay(day.year, day.month, day.day) : null;
}
