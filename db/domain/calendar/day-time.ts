/**
 * A moment written out: dd.MM.yyyy HH:mm in Estonian time, the day by formatDay (dates.ts, the
 * one way a day is written). Apart from dates.ts, which the first screen carries, since only
 * later screens write times.
 */
import { formatDay, pad2, tallinnWallClock } from './dates';

/** An instant's time of day in Estonia, HH:mm on a 24-hour clock. */
export function formatClock(instant: number | Date): string {
  const { minutes } = tallinnWallClock(instant);
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** An instant as dd.MM.yyyy HH:mm in Estonian time ("04.12.2026 14:05"): a moment, written once. */
export function formatDayTime(instant: number | Date): string {
  return `${formatDay(instant)} ${formatClock(instant)}`;
}
