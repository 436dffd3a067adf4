import { describe, expect, it } from 'vitest';
import { openText, priceText } from './format';

const moment = (time: string, daysAhead: number) => ({
  date: '2026-11-26',
  weekday: 'N' as const,
  time,
  daysAhead,
});

describe('directory format', () => {
  it('words the open state from the flat item fields', () => {
    const base = { openNow: false, temporarilyClosed: false, opensAt: null, closesAt: null };
    expect(openText({ ...base, hoursKnown: false }, 'et')).toBe('Lahtiolekuajad teadmata');
    expect(
      openText({ ...base, hoursKnown: true, openNow: true, closesAt: moment('17:00', 0) }, 'et'),
    ).toBe('Avatud kuni 17:00');
    expect(openText({ ...base, hoursKnown: true, opensAt: moment('09:00', 1) }, 'et')).toBe(
      'Avatakse homme 09:00',
    );
    // Russian has its own words; a language the site does not speak reads Estonian
    expect(openText({ ...base, hoursKnown: false }, 'ru')).toBe('Часы работы неизвестны');
    expect(openText({ ...base, hoursKnown: true, opensAt: moment('09:00', 1) }, 'ru')).toBe(
      'Откроется завтра в 09:00',
    );
    expect(openText({ ...base, hoursKnown: false }, 'de')).toBe('Lahtiolekuajad teadmata');
  });

  it('writes prices in whole euros with grouped thousands', () => {
    expect(priceText(119000)).toBe('1\u00a0190\u00a0€');
    expect(priceText(119050)).toBe('1\u00a0190,50\u00a0€');
    expect(priceText(99900)).toBe('999\u00a0€');
    expect(priceText(1234500)).toBe('12\u00a0345\u00a0€');
  });
});
