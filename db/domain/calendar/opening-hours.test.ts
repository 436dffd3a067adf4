import { describe, expect, it } from 'vitest';
import {
  dayHoursOn,
  type DayHours,
  type OpeningHours,
  type Weekday,
  openState,
  openStateUntil,
  openStateText,
  sameEveryDay,
  storedOpeningHours,
  UNKNOWN_HOURS,
  validateOpeningHours,
  weekdayOf,
} from './opening-hours';

const utc = (iso: string) => Date.parse(iso);
const open = (...pairs: [string, string][]): DayHours => ({
  kind: 'intervals',
  intervals: pairs.map(([from, to]) => ({ from, to })),
});
const at = (date: string, weekday: Weekday, time: string, daysAhead: number) => ({
  date,
  weekday,
  time,
  daysAhead,
});
const CLOSED: DayHours = { kind: 'closed' };
const NINE_TO_FIVE = open(['09:00', '17:00']);

/** An office: weekdays 09-17, Saturday 10-14, Sunday and holidays closed. */
const OFFICE: OpeningHours = {
  week: { ...sameEveryDay(NINE_TO_FIVE), L: open(['10:00', '14:00']), P: CLOSED },
  holidays: CLOSED,
  closedUntil: null,
};
/** Every day 09-17, for the daylight-saving days (both are Sundays). */
const DAILY: OpeningHours = { ...OFFICE, week: sameEveryDay(NINE_TO_FIVE) };
const both = (hours: OpeningHours, now: number) => {
  const state = openState(hours, now);
  return [openStateText(state, 'et'), openStateText(state, 'en')];
};
const russian = (hours: OpeningHours, now: number) => openStateText(openState(hours, now), 'ru');

describe('openState on an ordinary week (winter, Tallinn = UTC+2)', () => {
  it('is open until 17:00 on Wednesday noon', () => {
    // Wednesday 2026-11-25 12:00 in Tallinn
    const state = openState(OFFICE, utc('2026-11-25T10:00:00Z'));
    expect(state).toEqual({
      known: true,
      openNow: true,
      temporarilyClosed: false,
      closesAt: at('2026-11-25', 'K', '17:00', 0),
    });
    expect(both(OFFICE, utc('2026-11-25T10:00:00Z'))).toEqual([
      'Avatud kuni 17:00',
      'Open until 17:00',
    ]);
  });

  it('opens today, tomorrow, or on Monday', () => {
    expect(both(OFFICE, utc('2026-11-25T06:00:00Z'))).toEqual([
      'Avatakse täna 09:00',
      'Opens today at 09:00',
    ]);
    // 17:00 sharp is closed: intervals end before their end time
    expect(both(OFFICE, utc('2026-11-25T15:00:00Z'))).toEqual([
      'Avatakse homme 09:00',
      'Opens tomorrow at 09:00',
    ]);
    // Saturday 2026-11-28 15:00: Sunday closed, so Monday 30 November, two days ahead
    const saturday = openState(OFFICE, utc('2026-11-28T13:00:00Z'));
    expect(saturday.opensAt).toEqual(at('2026-11-30', 'E', '09:00', 2));
    expect(both(OFFICE, utc('2026-11-28T13:00:00Z'))).toEqual([
      'Avatakse E 09:00',
      'Opens Mon at 09:00',
    ]);
  });

  it('says the same in Russian: until, today, tomorrow, and a weekday with its preposition', () => {
    expect(russian(OFFICE, utc('2026-11-25T10:00:00Z'))).toBe('Открыто до 17:00');
    expect(russian(OFFICE, utc('2026-11-25T06:00:00Z'))).toBe('Откроется сегодня в 09:00');
    expect(russian(OFFICE, utc('2026-11-25T15:00:00Z'))).toBe('Откроется завтра в 09:00');
    expect(russian(OFFICE, utc('2026-11-28T13:00:00Z'))).toBe('Откроется в пн в 09:00');
    // closed on Monday too: asked on Sunday 29 November, it opens on Tuesday ("во вт")
    const noMonday = { ...OFFICE, week: { ...OFFICE.week, E: CLOSED } };
    expect(russian(noMonday, utc('2026-11-29T10:00:00Z'))).toBe('Откроется во вт в 09:00');
    expect(russian(OFFICE, utc('2026-11-25T15:00:00Z'))).toMatch(/^\p{Lu}/u);
  });

  it('follows split hours', () => {
    const split = {
      ...OFFICE,
      week: { ...OFFICE.week, K: open(['09:00', '12:00'], ['13:00', '17:00']) },
    };
    expect(both(split, utc('2026-11-25T09:30:00Z'))[0]).toBe('Avatud kuni 12:00');
    expect(both(split, utc('2026-11-25T10:30:00Z'))[0]).toBe('Avatakse täna 13:00');
    expect(both(split, utc('2026-11-25T11:00:00Z'))[0]).toBe('Avatud kuni 17:00');
  });
});

describe('openState across midnight', () => {
  // Friday 20:00-24:00 runs on into Saturday 00:00-02:00
  const NIGHT: OpeningHours = {
    ...OFFICE,
    week: { ...OFFICE.week, R: open(['20:00', '24:00']), L: open(['00:00', '02:00']) },
  };

  it('reads Friday night and Saturday morning as one opening', () => {
    // Friday 2026-11-27 23:30 in Tallinn
    const friday = openState(NIGHT, utc('2026-11-27T21:30:00Z'));
    expect(friday.closesAt).toEqual(at('2026-11-28', 'L', '02:00', 1));
    expect(openStateText(friday, 'et')).toBe('Avatud kuni 02:00');
    expect(openStateText(friday, 'ru')).toBe('Открыто до 02:00');
    // Saturday 01:00, after the wall clock's midnight
    expect(openState(NIGHT, utc('2026-11-27T23:00:00Z')).closesAt?.daysAhead).toBe(0);
    // Saturday 02:00: closed until Monday
    expect(both(NIGHT, utc('2026-11-28T00:00:00Z'))).toEqual([
      'Avatakse E 09:00',
      'Opens Mon at 09:00',
    ]);
    expect(russian(NIGHT, utc('2026-11-28T00:00:00Z'))).toBe('Откроется в пн в 09:00');
  });

  it('is open with no closing time when open 24 h every day, and closes at 24:00 before a closed day', () => {
    const allDay: DayHours = { kind: 'allDay' };
    const always: OpeningHours = {
      ...OFFICE,
      week: sameEveryDay(allDay),
      holidays: allDay,
    };
    const state = openState(always, utc('2026-11-25T01:00:00Z'));
    expect(state).toEqual({ known: true, openNow: true, temporarilyClosed: false });
    expect(openStateText(state, 'et')).toBe('Avatud ööpäev läbi');
    expect(openStateText(state, 'en')).toBe('Open 24 hours');
    expect(openStateText(state, 'ru')).toBe('Открыто круглосуточно');
    const sundayOff = { ...always, week: { ...always.week, P: CLOSED } };
    // Saturday 2026-11-28 12:00: closes at Saturday's 24:00, not Sunday's 00:00
    expect(openState(sundayOff, utc('2026-11-28T10:00:00Z')).closesAt).toEqual(
      at('2026-11-28', 'L', '24:00', 0),
    );
  });
});

describe('openState across the daylight-saving changes', () => {
  it('opens at 09:00 summer time on the last Sunday of March (2026-03-29)', () => {
    // the Saturday before: 06:30 UTC is 08:30 winter time, not yet open
    expect(openState(DAILY, utc('2026-03-28T06:30:00Z')).openNow).toBe(false);
    // Sunday: 05:30 UTC is 08:30 summer time, 06:00 UTC is 09:00
    expect(both(DAILY, utc('2026-03-29T05:30:00Z'))[0]).toBe('Avatakse täna 09:00');
    expect(openState(DAILY, utc('2026-03-29T06:00:00Z')).openNow).toBe(true);
    // 17:00 summer time is 14:00 UTC
    expect(openState(DAILY, utc('2026-03-29T13:59:00Z')).openNow).toBe(true);
    expect(openState(DAILY, utc('2026-03-29T14:00:00Z')).openNow).toBe(false);
  });

  it('opens at 09:00 winter time on the last Sunday of October (2026-10-25)', () => {
    // the Saturday before: 06:30 UTC is 09:30 summer time
    expect(openState(DAILY, utc('2026-10-24T06:30:00Z')).openNow).toBe(true);
    // Sunday: 06:30 UTC is 08:30 winter time, 07:00 UTC is 09:00
    expect(both(DAILY, utc('2026-10-25T06:30:00Z'))[0]).toBe('Avatakse täna 09:00');
    expect(both(DAILY, utc('2026-10-25T07:00:00Z'))[0]).toBe('Avatud kuni 17:00');
    expect(openState(DAILY, utc('2026-10-25T14:59:00Z')).openNow).toBe(true);
    expect(openState(DAILY, utc('2026-10-25T15:00:00Z')).openNow).toBe(false);
  });
});

describe('openState on public holidays', () => {
  // Christmas Eve 2026 is a Thursday; 24, 25 and 26 December are public holidays
  const christmasEveNoon = utc('2026-12-24T10:00:00Z');

  it('closes on every holiday when the rule says closed, and opens after them', () => {
    const state = openState(OFFICE, christmasEveNoon);
    expect(state.openNow).toBe(false);
    // Fri 25 and Sat 26 are holidays, Sunday 27 closed: Monday 28 December, 4 days ahead
    expect(state.opensAt).toEqual(at('2026-12-28', 'E', '09:00', 4));
    expect(openStateText(state, 'et')).toBe('Avatakse E 09:00');
    // Good Friday 2026 (3 April), a movable holiday
    expect(openState(OFFICE, utc('2026-04-03T09:00:00Z')).openNow).toBe(false);
  });

  it('uses the holiday hours, the weekday hours, or admits not knowing', () => {
    expect(both({ ...OFFICE, holidays: open(['10:00', '14:00']) }, christmasEveNoon)[0]).toBe(
      'Avatud kuni 14:00',
    );
    expect(both({ ...OFFICE, holidays: { kind: 'asWeekday' } }, christmasEveNoon)[0]).toBe(
      'Avatud kuni 17:00',
    );
    const unknownHolidays = openState(
      { ...OFFICE, holidays: { kind: 'unknown' } },
      christmasEveNoon,
    );
    expect(unknownHolidays).toEqual({ known: false, openNow: false, temporarilyClosed: false });
    // Wednesday the 23rd at 18:00: the next day is a holiday of unknown hours, so no opening is known
    expect(both({ ...OFFICE, holidays: { kind: 'unknown' } }, utc('2026-12-23T16:00:00Z'))).toEqual(
      ['Suletud', 'Closed'],
    );
    expect(russian({ ...OFFICE, holidays: { kind: 'unknown' } }, utc('2026-12-23T16:00:00Z'))).toBe(
      'Закрыто',
    );
  });
});

describe('openState during a temporary closure', () => {
  const closed = { ...OFFICE, closedUntil: '2026-12-05' }; // through Saturday 5 December

  it('is closed through the closure day and names the reopening', () => {
    // Tuesday 1 December noon; Sunday 6th closed as usual, so Monday 7th, 6 days ahead
    const state = openState(closed, utc('2026-12-01T10:00:00Z'));
    expect(state).toMatchObject({ known: true, openNow: false, temporarilyClosed: true });
    expect(state.opensAt).toMatchObject({ date: '2026-12-07', daysAhead: 6 });
    expect(openStateText(state, 'et')).toBe('Ajutiselt suletud, avatakse E 09:00');
    expect(openStateText(state, 'en')).toBe('Temporarily closed, opens Mon at 09:00');
    expect(openStateText(state, 'ru')).toBe('Временно закрыто, откроется в пн в 09:00');
    // the last closed day, at 23:59
    expect(openState(closed, utc('2026-12-05T21:59:00Z')).temporarilyClosed).toBe(true);
  });

  it('ends: the day after, the usual hours hold again', () => {
    // Sunday 6 December: no longer temporarily closed, just Sunday
    expect(both(closed, utc('2026-12-06T10:00:00Z'))).toEqual([
      'Avatakse homme 09:00',
      'Opens tomorrow at 09:00',
    ]);
    expect(russian(closed, utc('2026-12-06T10:00:00Z'))).toBe('Откроется завтра в 09:00');
    // Monday 7 December 10:00
    expect(openState(closed, utc('2026-12-07T08:00:00Z'))).toMatchObject({
      openNow: true,
      temporarilyClosed: false,
    });
  });

  it('looks past a long closure and dates a reopening more than a week ahead', () => {
    // closed through Sunday 10 January 2027; asked on Sunday 20 December 2026 at noon
    const long = { ...OFFICE, closedUntil: '2027-01-10' };
    const state = openState(long, utc('2026-12-20T10:00:00Z'));
    expect(state.opensAt).toEqual(at('2027-01-11', 'E', '09:00', 22));
    expect(openStateText(state, 'et')).toBe('Ajutiselt suletud, avatakse 11.01 09:00');
    expect(openStateText(state, 'en')).toBe('Temporarily closed, opens 11.01 at 09:00');
    expect(openStateText(state, 'ru')).toBe('Временно закрыто, откроется 11.01 в 09:00');
  });
});

describe('unknown hours', () => {
  it('are unknown, never closed', () => {
    const state = openState(UNKNOWN_HOURS, utc('2026-11-25T10:00:00Z'));
    expect(state).toEqual({ known: false, openNow: false, temporarilyClosed: false });
    expect(openStateText(state, 'et')).toBe('Lahtiolekuajad teadmata');
    expect(openStateText(state, 'en')).toBe('Opening hours unknown');
    expect(openStateText(state, 'ru')).toBe('Часы работы неизвестны');
  });

  it('stop the search for the next opening, and close an opening at 24:00', () => {
    const onlyWednesday = {
      ...UNKNOWN_HOURS,
      week: { ...UNKNOWN_HOURS.week, K: { kind: 'allDay' as const } },
    };
    expect(openState(onlyWednesday, utc('2026-11-25T10:00:00Z')).closesAt?.time).toBe('24:00');
    const closedWednesday = { ...UNKNOWN_HOURS, week: { ...UNKNOWN_HOURS.week, K: CLOSED } };
    expect(openState(closedWednesday, utc('2026-11-25T10:00:00Z'))).toEqual({
      known: true,
      openNow: false,
      temporarilyClosed: false,
    });
  });
});

describe('storedOpeningHours', () => {
  it('reads {} and missing days as unknown, never as closed', () => {
    expect(storedOpeningHours({})).toEqual(UNKNOWN_HOURS);
    const partial = storedOpeningHours({ week: { K: CLOSED }, closedUntil: '2026-12-01' });
    expect(partial.week.K).toEqual(CLOSED);
    expect(partial.week.E).toEqual({ kind: 'unknown' });
    expect(partial.holidays).toEqual({ kind: 'unknown' });
    expect(partial.closedUntil).toBe('2026-12-01');
    expect(storedOpeningHours({ ...OFFICE })).toEqual(OFFICE);
  });
});

describe('dayHoursOn and weekdayOf', () => {
  it('says why a day has its hours', () => {
    expect(weekdayOf('2026-11-25')).toBe('K');
    expect(weekdayOf('2026-11-29')).toBe('P');
    expect(dayHoursOn(OFFICE, '2026-11-25')).toEqual({ hours: NINE_TO_FIVE, reason: 'week' });
    expect(dayHoursOn(OFFICE, '2026-06-23')).toEqual({ hours: CLOSED, reason: 'holiday' });
    expect(dayHoursOn({ ...OFFICE, holidays: { kind: 'asWeekday' } }, '2026-06-23').reason).toBe(
      'week',
    );
    expect(dayHoursOn({ ...OFFICE, closedUntil: '2026-06-30' }, '2026-06-23')).toEqual({
      hours: CLOSED,
      reason: 'temporarilyClosed',
    });
  });
});

describe('validateOpeningHours', () => {
  it('accepts good hours, touching intervals and an interval ending at 24:00', () => {
    expect(validateOpeningHours(OFFICE)).toEqual([]);
    expect(validateOpeningHours(UNKNOWN_HOURS)).toEqual([]);
    const touching = {
      ...OFFICE,
      week: { ...OFFICE.week, R: open(['09:00', '12:00'], ['12:00', '24:00']) },
    };
    expect(validateOpeningHours(touching)).toEqual([]);
  });

  it('names each problem with its day and interval', () => {
    const bad: OpeningHours = {
      ...OFFICE,
      week: {
        ...OFFICE.week,
        E: open(['9:00', '17:00']),
        T: open(['17:00', '09:00']),
        K: open(['09:00', '13:00'], ['12:00', '17:00']),
        N: open(['13:00', '17:00'], ['09:00', '12:00']),
        R: open(['24:00', '24:00']),
        L: { kind: 'intervals', intervals: [] },
        P: open(['00:00', '24:01']),
      },
      holidays: open(['10:00', '10:00']),
      closedUntil: '2026-02-30',
    };
    expect(validateOpeningHours(bad)).toEqual([
      { where: 'E', index: 0, problem: 'time' },
      { where: 'T', index: 0, problem: 'endNotAfterStart' },
      { where: 'K', index: 1, problem: 'overlap' },
      { where: 'N', index: 1, problem: 'overlap' },
      { where: 'R', index: 0, problem: 'time' },
      { where: 'L', index: null, problem: 'noIntervals' },
      { where: 'P', index: 0, problem: 'time' },
      { where: 'holidays', index: 0, problem: 'endNotAfterStart' },
      { where: 'closedUntil', index: null, problem: 'date' },
    ]);
  });
});

describe('openStateUntil', () => {
  const SHIFTS: OpeningHours = {
    week: { ...sameEveryDay(open(['08:00', '12:30'], ['13:15', '23:59'])), P: { kind: 'allDay' } },
    holidays: CLOSED,
    closedUntil: null,
  };
  it('holds the same state every minute until the instant it gives, which is a change, midnight or a full hour', () => {
    // the week of the change to summer time (Sunday 29 March 2026, 03:00 → 04:00 in Tallinn)
    for (const hours of [OFFICE, DAILY, SHIFTS, UNKNOWN_HOURS]) {
      let now = utc('2026-03-27T20:07:30Z');
      const end = utc('2026-03-30T06:00:00Z');
      while (now < end) {
        const { state, until } = openStateUntil(hours, now);
        expect(until).toBeGreaterThan(now);
        expect(until - now).toBeLessThanOrEqual(3_600_000);
        for (let t = now; t < until; t += 60_000) expect(openState(hours, t)).toEqual(state);
        now = until;
      }
    }
  });

  it('ends at the closing time of an open span', () => {
    const { state, until } = openStateUntil(OFFICE, utc('2026-11-25T14:20:10Z')); // 16:20 Wed
    expect(state.openNow).toBe(true);
    expect(until).toBe(utc('2026-11-25T15:00:00Z'));
    expect(openStateUntil(OFFICE, utc('2026-11-25T14:59:00Z')).until).toBe(
      utc('2026-11-25T15:00:00Z'),
    );
    expect(openState(OFFICE, utc('2026-11-25T15:00:00Z')).openNow).toBe(false);
  });
});
