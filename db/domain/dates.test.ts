import { describe, expect, it } from 'vitest';
import { dayNumber, formatDay, parseDay, parseNoticeDate, tallinnDayStart } from './dates';

const HOUR = 3_600_000;
const utc = (iso: string) => Date.parse(iso);

describe('parseNoticeDate (a date as typed on a notice)', () => {
  it('reads DD.MM.YYYY and a year alone, with their sort keys', () => {
    expect(parseNoticeDate('05.03.1941')).toEqual({ text: '05.03.1941', sort: '1941-03-05' });
    expect(parseNoticeDate(' 1941 ')).toEqual({ text: '1941', sort: '1941-00-00' });
  });

  it('refuses days that are not in the calendar and years out of range', () => {
    expect(parseNoticeDate('29.02.2024')?.sort).toBe('2024-02-29');
    expect(parseNoticeDate('29.02.2023')).toBeNull();
    expect(parseNoticeDate('31.04.2020')).toBeNull();
    expect(parseNoticeDate('00.01.2020')).toBeNull();
    expect(parseNoticeDate('1799')).toBeNull();
    expect(parseNoticeDate('2201')).toBeNull();
    expect(parseNoticeDate('5.3.1941')).toBeNull();
    expect(parseNoticeDate('1941-03-05')).toBeNull();
  });
});

describe('parseDay and dayNumber (full days only)', () => {
  it('splits a day and orders days as numbers', () => {
    expect(parseDay('31.12.1999')).toEqual({ year: 1999, month: 12, day: 31 });
    expect(parseDay('1999')).toBeNull();
    expect(dayNumber('31.12.1999')).toBe(19_991_231);
    expect(dayNumber('01.01.2000')).toBeGreaterThan(dayNumber('31.12.1999'));
    expect(dayNumber('30.02.2000')).toBeNaN();
  });
});

describe('Estonian days across the daylight-saving changes', () => {
  it('starts a winter day at 22:00 and a summer day at 21:00 UTC', () => {
    expect(tallinnDayStart(2026, 1, 15)).toBe(utc('2026-01-14T22:00:00Z'));
    expect(tallinnDayStart(2026, 7, 1)).toBe(utc('2026-06-30T21:00:00Z'));
  });

  it.each([
    ['March', 23, 'go forward at 03:00', [3, 29], '2026-03-28T22:00:00Z', '2026-03-29T21:00:00Z'],
    ['October', 25, 'go back at 04:00', [10, 25], '2026-10-24T21:00:00Z', '2026-10-25T22:00:00Z'],
  ] as const)(
    'gives the last Sunday of %s %i hours (clocks %s)',
    (_month, hours, _change, [month, day], startsAt, nextStartsAt) => {
      const start = tallinnDayStart(2026, month, day);
      const next = tallinnDayStart(2026, month, day + 1);
      expect(start).toBe(utc(startsAt));
      expect(next).toBe(utc(nextStartsAt));
      expect(next - start).toBe(hours * HOUR);
    },
  );

  it('formats the instants on either side of an Estonian midnight as different days', () => {
    expect(formatDay(utc('2026-03-28T21:59:59.999Z'))).toBe('28.03.2026');
    expect(formatDay(utc('2026-03-28T22:00:00Z'))).toBe('29.03.2026');
    expect(formatDay(utc('2026-10-24T20:59:59.999Z'))).toBe('24.10.2026');
    expect(formatDay(utc('2026-10-24T21:00:00Z'))).toBe('25.10.2026');
    // the hour that happens twice on the night of the change is still the same day
    expect(formatDay(utc('2026-10-25T00:30:00Z'))).toBe('25.10.2026');
    expect(formatDay(utc('2026-10-25T01:30:00Z'))).toBe('25.10.2026');
  });

  it('agrees with formatDay on every day of a year', () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    for (let d = new Date(Date.UTC(2026, 0, 1)); d.getUTCFullYear() === 2026;) {
      const [year, month, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
      const start = tallinnDayStart(year, month, day);
      expect(formatDay(start)).toBe(`${pad(day)}.${pad(month)}.${year}`);
      expect(formatDay(start - 1)).not.toBe(formatDay(start));
      d = new Date(d.getTime() + 24 * HOUR);
    }
  });
});
