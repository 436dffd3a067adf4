import { describe, expect, it } from 'vitest';
import { dayInWords } from './month-names';

describe('a day in words', () => {
  it('is written as running text has it in each language', () => {
    expect(dayInWords('2026-11-25', 'et')).toBe('25. novembril 2026');
    expect(dayInWords('2026-03-01', 'et')).toBe('1. märtsil 2026');
    expect(dayInWords('2026-11-25', 'en')).toBe('25 November 2026');
    expect(dayInWords('2027-05-09', 'ru')).toBe('9 мая 2027');
  });
});
