/**
 * Calendar arithmetic for generated dates, in UTC day numbers.
 */
import { randomInt, type Rng } from './random';

export const DAY_MS = 86_400_000;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
export const daysInMonth = (y: number, m: number) =>
  m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1]!;
const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

interface Day {
  year: number;
  month: number;
  day: number;
}

/** Day number (days since 1970-01-01) to a calendar day. */
export function calendarDay(dayNumber: number): Day {
  const date = new Date(dayNumber * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** As typed on a notice and its sort key, matching parseNoticeDate in db/domain/dates.ts. */
export function noticeDate(
  { year, month, day }: Day,
  yearOnly = false,
): { text: string; sort: string } {
  if (yearOnly) return { text: `${year}`, sort: `${year}-00-00` };
  return {
    text: `${pad2(day)}.${pad2(month)}.${year}`,
    sort: `${year}-${pad2(month)}-${pad2(day)}`,
  };
}

/**
 * A publishing instant in [from, to] during Estonian waking hours: 06:00–19:59 UTC is
 * 08:00–22:59 in Tallinn all year, so the UTC and the Estonian calendar day agree.
 */
export function publishingInstant(rng: Rng, from: number, to: number): number {
  const instant = from + rng() * (to - from);
  let at = Math.floor(instant / DAY_MS) * DAY_MS + randomInt(rng, 6 * 60, 20 * 60 - 1) * 60_000;
  if (at > to) at -= DAY_MS;
  if (at < from) at += DAY_MS;
  return Math.min(Math.max(at, from), to);
}
