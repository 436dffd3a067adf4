import { describe, expect, it } from 'vitest';
import { dayNumber } from '#domain/calendar/dates';
import { dateToDay, dayToDate, normalizeDayInput } from './date-input';

describe('normalizeDayInput', () => {
  it('keeps a canonical day', () => {
    expect(normalizeDayInput('02.11.2025')).toBe('02.11.2025');
  });
  it('pads loosely typed days and accepts other separators', () => {
    expect(normalizeDayInput(' 2.1.2025 ')).toBe('02.01.2025');
    expect(normalizeDayInput('2/1/2025')).toBe('02.01.2025');
    expect(normalizeDayInput('2-1-2025')).toBe('02.01.2025');
    expect(normalizeDayInput('2. 1. 2025')).toBe('02.01.2025');
  });
  it('is empty for an empty field', () => {
    expect(normalizeDayInput('   ')).toBe('');
  });
  it('rejects malformed text and days that do not exist', () => {
    expect(normalizeDayInput('2025-11-02')).toBeNull();
    expect(normalizeDayInput('31.02.2025')).toBeNull();
    expect(normalizeDayInput('29.02.2023')).toBeNull();
    expect(normalizeDayInput('eile')).toBeNull();
    expect(normalizeDayInput('1.1.25')).toBeNull();
  });
  it('accepts a leap day', () => {
    expect(normalizeDayInput('29.2.2024')).toBe('29.02.2024');
  });
});

describe('calendar conversions', () => {
  it('round-trips through a local Date', () => {
    const date = dayToDate('29.02.2024');
    expect(date?.getFullYear()).toBe(2024);
    expect(date?.getMonth()).toBe(1);
    expect(date?.getDate()).toBe(29);
    expect(dateToDay(date!)).toBe('29.02.2024');
    expect(dayToDate('nope')).toBeNull();
  });
  it('orders days', () => {
    expect(dayNumber('01.12.2024')).toBeLessThan(dayNumber('02.01.2025'));
    expect(dayNumber('bad')).toBeNaN();
  });
});
