/** How a company page writes its links and days (pure, unit-tested). */
import { formatDay } from '#domain/calendar/dates';

/** A calendar day (YYYY-MM-DD) as dd.MM.yyyy; the day itself, whatever the time zone. */
export const calendarDay = (date: string): string => formatDay(Date.parse(`${date}T12:00:00Z`));

/**
 * Directions open OpenStreetMap's route planner in a new tab rather than a geo: URI: a geo: link
 * does nothing in desktop browsers and in Safari on iOS, while this page works everywhere (and
 * Android offers a map app for it).
 */
export function directionsUrl(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/directions?to=${lat}%2C${lon}`;
}

/** A phone number as a tel: URI (spaces and dashes dropped, a leading + kept). */
export function telUri(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A website as a link: the API keeps what the owner typed, which may lack the scheme. */
export function webUrl(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/**
 * A company's address as shown: the stored address, then its settlement unless the address
 * already names it ("Rahu 2, Aruküla alevik" stays so, not "…, Aruküla alevik, Aruküla alevik").
 */
export function shownAddress(address: string | null, place: string | null | undefined): string {
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const same = (part: string) => part.toLocaleLowerCase('et') === place?.toLocaleLowerCase('et');
  if (place && !parts.some(same)) parts.push(place);
  return parts.join(', ');
}
