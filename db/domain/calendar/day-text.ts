/**
 * Days as stored (YYYY-MM-DD) and as people read and type them (DD.MM.YYYY). A module of its
 * own, apart from dates.ts: the first screen loads dates.ts, and only later screens need these.
 */
import { isoDay, parseDay } from './dates';

/** "24.12.2026" → "2026-12-24"; null when it is not a real day. */
export function isoOfDay(day: string): string | null {
  const d = parseDay(day);
  return d ? isoDay(d.year, d.month, d.day) : null;
}

/** "2026-12-24" → "24.12.2026" (a stored YYYY-MM-DD day as people read it). */
export function dayOfIso(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}
