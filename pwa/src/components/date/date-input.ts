/**
 * Typed days (the list filter, the wizard's dates): people write "1.2.2025", "01.02.2025" or
 * "1/2/2025"; the API wants DD.MM.YYYY. Pure, so it is unit-tested.
 */
import { parseDay } from '#domain/calendar/dates';

const LOOSE_DAY = /^(\d{1,2})\s*[./\-\s]\s*(\d{1,2})\s*[./\-\s]\s*(\d{4})$/;

/**
 * The canonical "dd.MM.yyyy" of a typed day, "" for an empty field, or null when the text is
 * not a real calendar day.
 */
export function normalizeDayInput(input: string): string | null {
  const text = input.trim();
  if (text === '') return '';
  const match = LOOSE_DAY.exec(text);
  if (!match) return null;
  const canonical = `${match[1]!.padStart(2, '0')}.${match[2]!.padStart(2, '0')}.${match[3]}`;
  return parseDay(canonical) ? canonical : null;
}

/** A local Date (noon, safe across DST) for a canonical or loosely typed day; null if invalid. */
export function dayToDate(input: string): Date | null {
  const canonical = normalizeDayInput(input);
  if (!canonical) return null;
  const parts = parseDay(canonical)!;
  return new Date(parts.year, parts.month - 1, parts.day, 12);
}

/** "dd.MM.yyyy" of a local Date (as the calendar gives it). */
export function dateToDay(date: Date): string {
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${date.getFullYear()}`;
}
