import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  formatDay,
  isIsoDay,
  isoDay,
  parseDay,
  parseNoticeDate,
  tallinnDayStart,
  tallinnWallClock,
} from './dates';
import { formatClock, formatDayTime } from './day-time';

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

describe('tallinnWallClock (what a clock in Estonia shows)', () => {
  it('reads winter time as UTC+2 and summer time as UTC+3, Monday as weekday 0', () => {
    // 2026-01-15 is a Thursday (N): 10:00 UTC is 12:00 in Tallinn
    expect(tallinnWallClock(utc('2026-01-15T10:00:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      weekday: 3,
      minutes: 12 * 60,
    });
    // 2026-07-05 is a Sunday (P): 20:59 UTC is 23:59 in Tallinn, 21:00 UTC is Monday 00:00
    expect(tallinnWallClock(new Date(utc('2026-07-05T20:59:00Z')))).toMatchObject({
      day: 5,
      weekday: 6,
      minutes: 23 * 60 + 59,
    });
    expect(tallinnWallClock(utc('2026-07-05T21:00:00Z'))).toMatchObject({
      day: 6,
      weekday: 0,
      minutes: 0,
    });
  });

  it('jumps from 03:00 to 04:00 in March and repeats 03:00-04:00 in October', () => {
    expect(tallinnWallClock(utc('2026-03-29T00:59:00Z')).minutes).toBe(2 * 60 + 59);
    expect(tallinnWallClock(utc('2026-03-29T01:00:00Z')).minutes).toBe(4 * 60);
    expect(tallinnWallClock(utc('2026-10-25T00:30:00Z')).minutes).toBe(3 * 60 + 30);
    expect(tallinnWallClock(utc('2026-10-25T01:30:00Z')).minutes).toBe(3 * 60 + 30);
  });

  it('reads each instant right when asked in a row within an hour and across a change', () => {
    // the offset is kept per UTC hour: the same hour twice, then the hour of the change
    const minutes = [
      '2026-03-29T00:10:00Z',
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-03-29T01:59:00Z',
      '2026-03-29T00:30:00Z',
    ].map((iso) => tallinnWallClock(utc(iso)).minutes);
    expect(minutes).toEqual([2 * 60 + 10, 2 * 60 + 59, 4 * 60, 4 * 60 + 59, 2 * 60 + 30]);
  });
});

describe('isoDay and isIsoDay (YYYY-MM-DD days)', () => {
  it('pads and carries overflowing days into the next month', () => {
    expect(isoDay(2026, 3, 5)).toBe('2026-03-05');
    expect(isoDay(2026, 3, 32)).toBe('2026-04-01');
    expect(isoDay(2026, 1, 0)).toBe('2025-12-31');
  });

  it('accepts only real days in that form', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-13-01')).toBe(false);
    expect(isIsoDay('29.02.2024')).toBe(false);
    expect(isIsoDay('2024-2-29')).toBe(false);
  });
});

describe('formatDayTime (the one way a moment is written, #26)', () => {
  const utc = (iso: string) => Date.parse(iso);
  it('writes dd.MM.yyyy HH:mm in Estonian time: a four-digit year, leading zeros, 24 hours', () => {
    expect(formatDayTime(utc('2026-12-04T07:05:00Z'))).toBe('04.12.2026 09:05');
    expect(formatDayTime(utc('2026-12-01T20:30:00Z'))).toBe('01.12.2026 22:30');
    // summer time, and the day after midnight in Tallinn
    expect(formatDayTime(utc('2026-07-01T21:15:00Z'))).toBe('02.07.2026 00:15');
    expect(formatClock(utc('2026-12-04T12:00:00Z'))).toBe('14:00');
  });
});
