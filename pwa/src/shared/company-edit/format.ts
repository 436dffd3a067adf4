/** How the owner's screens write a stored day (moments: formatDayTime in db/domain/day-time.ts). */

/** A day as stored (YYYY-MM-DD) as the calendar writes it, e.g. "25.11.2026". */
export function formatIsoDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
