/** How notices are written out on screen (pure, unit-tested). */
import { TALLINN_TIME_ZONE, formatDay } from '#domain/calendar/dates';

/** "12.03.1941 – 02.11.2025", one side alone when the other is unknown, "" when neither. */
export function lifeSpan(birth: string | null, death: string | null): string {
  const b = birth?.trim() ?? '';
  const d = death?.trim() ?? '';
  if (b && d) return `${b} – ${d}`;
  return b || d;
}

export function publishedDay(publishedAt: number): string {
  return formatDay(publishedAt);
}

/** Time of day in Estonia (HH:mm), for "you can light another candle at …". */
export function clockTime(instant: number, locale = 'et-EE'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: TALLINN_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(instant);
}
