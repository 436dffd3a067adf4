import { describe, expect, it } from 'vitest';
import { easterSunday, isPublicHoliday, publicHolidays } from './holidays';

describe('easterSunday (Gregorian computus)', () => {
  it('gives the Easter dates of 2024-2027', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });

  it('reaches the earliest and latest possible dates (22 March 1818, 25 April 1943)', () => {
    expect(easterSunday(1818)).toBe('1818-03-22');
    expect(easterSunday(1943)).toBe('1943-04-25');
    expect(easterSunday(2000)).toBe('2000-04-23');
  });

  it('always falls on a Sunday between 22 March and 25 April', () => {
    for (let year = 1900; year <= 2100; year += 1) {
      const easter = easterSunday(year);
      expect(new Date(`${easter}T12:00:00Z`).getUTCDay()).toBe(0);
      expect(easter >= `${year}-03-22` && easter <= `${year}-04-25`).toBe(true);
    }
  });
});

describe('publicHolidays', () => {
  it('lists the twelve riigipühad of 2026 in date order, movable ones from Easter 5 April', () => {
    expect(publicHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-02-24',
      '2026-04-03', // Good Friday: Easter − 2
      '2026-04-05',
      '2026-05-01',
      '2026-05-24', // Pentecost: 5 April + 49 days = 5 + 49 − 30 (April) = 24 May
      '2026-06-23',
      '2026-06-24',
      '2026-08-20',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('carries Good Friday back into March when Easter is early (2027: Easter 28 March)', () => {
    const dates = publicHolidays(2027).map((h) => h.date);
    expect(dates).toContain('2027-03-26');
    // 28 March + 49 days = 28 + 49 − 31 (March) − 30 (April) = 16 May
    expect(dates).toContain('2027-05-16');
    expect(publicHolidays(2027).find((h) => h.date === '2027-12-24')?.et).toBe('Jõululaupäev');
  });
});

describe('isPublicHoliday', () => {
  it('knows fixed and movable holidays and ordinary days', () => {
    expect(isPublicHoliday('2025-12-24')).toBe(true);
    expect(isPublicHoliday('2025-04-18')).toBe(true); // Good Friday 2025
    expect(isPublicHoliday('2025-06-08')).toBe(true); // Pentecost 2025: 20 April + 49
    expect(isPublicHoliday('2025-04-21')).toBe(false); // Easter Monday is not a public holiday
    expect(isPublicHoliday('2025-12-27')).toBe(false);
    expect(isPublicHoliday('2025-11-25')).toBe(false);
  });

  it('answers false for malformed input', () => {
    expect(isPublicHoliday('24.12.2025')).toBe(false);
    expect(isPublicHoliday('')).toBe(false);
  });
});
