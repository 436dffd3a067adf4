import { describe, expect, it } from 'vitest';
import { calendarDay, directionsUrl, shownAddress, telUri, webUrl } from './format';

describe('a company page’s links and days', () => {
  it('calls a number as dialled: spaces, dashes and brackets dropped, a leading + kept', () => {
    expect(telUri('+372 5123 4567')).toBe('tel:+37251234567');
    expect(telUri('(43) 12-345')).toBe('tel:4312345');
  });

  it('links a website typed without its scheme over https, and keeps one given', () => {
    expect(webUrl('matused.ee')).toBe('https://matused.ee');
    expect(webUrl('http://matused.ee/hinnad')).toBe('http://matused.ee/hinnad');
    expect(webUrl('HTTPS://Matused.ee')).toBe('HTTPS://Matused.ee');
  });

  it('asks OpenStreetMap for directions to the position', () => {
    expect(directionsUrl(58.3639, 25.59)).toBe(
      'https://www.openstreetmap.org/directions?to=58.3639%2C25.59',
    );
  });

  it('writes a calendar day as dd.MM.yyyy, the same day in any time zone', () => {
    expect(calendarDay('2026-01-05')).toBe('05.01.2026');
    expect(calendarDay('2025-12-31')).toBe('31.12.2025');
  });
});

describe('a company’s address', () => {
  it('names the settlement once: after the street, unless the address already has it', () => {
    expect(shownAddress('Rahu 2, Aruküla alevik', 'Aruküla alevik')).toBe('Rahu 2, Aruküla alevik');
    expect(shownAddress('Rahu 2, aruküla alevik', 'Aruküla alevik')).toBe('Rahu 2, aruküla alevik');
    expect(shownAddress('Rahu 2', 'Aruküla alevik')).toBe('Rahu 2, Aruküla alevik');
    expect(shownAddress(null, 'Aruküla alevik')).toBe('Aruküla alevik');
    expect(shownAddress('Rahu 2', null)).toBe('Rahu 2');
    expect(shownAddress(null, undefined)).toBe('');
  });
});
