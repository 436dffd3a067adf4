/**
 * A funeral home's opening hours and whether it is open at a moment, in Estonian wall-clock
 * time. Times are "HH:MM"; an interval may end at "24:00", and hours across midnight are
 * written as two intervals (Friday 20:00–24:00, Saturday 00:00–02:00), which are read as one.
 */
import { isIsoDay, isoDay, tallinnWallClock } from './dates';
import { isPublicHoliday } from './holidays';
import type { Locale } from '../vocabulary/locales';

/** The weekdays as Estonian calendars abbreviate them, Monday (esmaspäev) first. */
export const WEEKDAYS = ['E', 'T', 'K', 'N', 'R', 'L', 'P'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening interval; `to` is after `from` and may be "24:00". */
export interface OpenInterval {
  from: string;
  to: string;
}

/** One day's hours: not known, closed, open all day, or one or more intervals (split hours). */
export type DayHours =
  | { kind: 'unknown' }
  | { kind: 'closed' }
  | { kind: 'allDay' }
  | { kind: 'intervals'; intervals: OpenInterval[] };

/** The rule for every Estonian public holiday; `asWeekday` keeps that weekday's usual hours. */
export type HolidayHours = DayHours | { kind: 'asWeekday' };

/** A company's hours as stored. */
export interface OpeningHours {
  week: Record<Weekday, DayHours>;
  holidays: HolidayHours;
  /** Temporarily closed through this day (YYYY-MM-DD, inclusive); null when not closed. */
  closedUntil: string | null;
}

/** A week with the same hours on every day. */
export function sameEveryDay(day: DayHours): Record<Weekday, DayHours> {
  return { E: day, T: day, K: day, N: day, R: day, L: day, P: day };
}

/** Hours nobody has entered yet: every day unknown (shown as unknown, never as closed). */
export const UNKNOWN_HOURS: OpeningHours = {
  week: sameEveryDay({ kind: 'unknown' }),
  holidays: { kind: 'unknown' },
  closedUntil: null,
};

/**
 * Hours as read from storage, where `{}` or a missing day means not known: every missing part
 * becomes unknown (never closed). The 24/7 transport line is not part of the hours: it is the
 * company's transport phone.
 */
export function storedOpeningHours(stored: Readonly<Record<string, unknown>>): OpeningHours {
  const partial = stored as Partial<OpeningHours>;
  return {
    week: { ...UNKNOWN_HOURS.week, ...partial.week },
    holidays: partial.holidays ?? UNKNOWN_HOURS.holidays,
    closedUntil: partial.closedUntil ?? null,
  };
}

const MINUTES_PER_DAY = 1440;
const TIME_PATTERN = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** "HH:MM" as minutes since midnight; "24:00" only where an interval ends; null when malformed. */
function minutesOf(time: string, isEnd: boolean): number | null {
  const match = TIME_PATTERN.exec(time);
  if (!match) return null;
  if (match[3] !== undefined) return isEnd ? MINUTES_PER_DAY : null;
  return Number(match[1]) * 60 + Number(match[2]);
}

const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** One thing wrong with entered hours: where (a weekday, the holiday rule or the closure date), which interval, what. */
export interface HoursProblem {
  where: Weekday | 'holidays' | 'closedUntil';
  index: number | null;
  /** overlap: starts before an earlier interval ends (out of order included) */
  problem: 'time' | 'endNotAfterStart' | 'overlap' | 'noIntervals' | 'date';
}

function dayProblems(where: Weekday | 'holidays', day: HolidayHours): HoursProblem[] {
  if (day.kind !== 'intervals') return [];
  if (day.intervals.length === 0) return [{ where, index: null, problem: 'noIntervals' }];
  const problems: HoursProblem[] = [];
  let previousEnd = -1;
  day.intervals.forEach(({ from, to }, index) => {
    const start = minutesOf(from, false);
    const end = minutesOf(to, true);
    if (start === null || end === null) problems.push({ where, index, problem: 'time' });
    else if (end <= start) problems.push({ where, index, problem: 'endNotAfterStart' });
    else if (start < previousEnd) problems.push({ where, index, problem: 'overlap' });
    if (end !== null) previousEnd = Math.max(previousEnd, end);
  });
  return problems;
}

/**
 * What is wrong with entered hours (empty when nothing): each time "HH:MM" within 00:00–24:00,
 * each interval ending after it starts, intervals in order without overlapping (touching is fine).
 */
export function validateOpeningHours(hours: OpeningHours): HoursProblem[] {
  const problems = WEEKDAYS.flatMap((day) => dayProblems(day, hours.week[day]));
  problems.push(...dayProblems('holidays', hours.holidays));
  if (hours.closedUntil !== null && !isIsoDay(hours.closedUntil)) {
    problems.push({ where: 'closedUntil', index: null, problem: 'date' });
  }
  return problems;
}

/** Why a day has the hours it has. */
export type DayHoursReason = 'week' | 'holiday' | 'temporarilyClosed';

/** The hours that hold on one calendar day (YYYY-MM-DD): closure first, then holiday, then weekday. */
export function dayHoursOn(
  hours: OpeningHours,
  date: string,
): { hours: DayHours; reason: DayHoursReason } {
  if (hours.closedUntil !== null && date <= hours.closedUntil) {
    return { hours: { kind: 'closed' }, reason: 'temporarilyClosed' };
  }
  if (hours.holidays.kind !== 'asWeekday' && isPublicHoliday(date)) {
    return { hours: hours.holidays, reason: 'holiday' };
  }
  return { hours: hours.week[weekdayOf(date)], reason: 'week' };
}

/** The Estonian weekday letter of a YYYY-MM-DD day. */
export function weekdayOf(date: string): Weekday {
  const utcDay = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(utcDay + 6) % 7]!;
}

/** A wall-clock moment relative to today: the day, its weekday, "HH:MM", and days from today. */
export interface WallMoment {
  date: string;
  weekday: Weekday;
  time: string;
  daysAhead: number;
}

/**
 * Whether a company is open at an instant. `known` is false when today's hours are unknown.
 * `closesAt` is absent only when the opening runs on through the week ahead (open 24 h); an
 * opening that runs into a day of unknown hours closes at 24:00 as far as we know. `opensAt` is
 * the next opening before any day of unknown hours, absent when none is known.
 */
export interface OpenState {
  known: boolean;
  openNow: boolean;
  temporarilyClosed: boolean;
  closesAt?: WallMoment;
  opensAt?: WallMoment;
}

/** How many days ahead openState looks, past the end of a temporary closure. */
const LOOKAHEAD_DAYS = 8;
const MAX_LOOKAHEAD_DAYS = 400;

/** Whether the company is open at `now`, by Estonia's wall clock (see OpenState). */
export function openState(hours: OpeningHours, now: number | Date): OpenState {
  return openStateAndChange(hours, now).state;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * openState at `now`, and the instant until which it stays the same: the next opening or
 * closing, or midnight (the moments' days ahead move), and at the latest the next full hour,
 * where a change to or from daylight saving time moves Estonia's wall clock (at 01:00 UTC).
 */
export function openStateUntil(
  hours: OpeningHours,
  now: number,
): { state: OpenState; until: number } {
  const { state, minutes, changesAt } = openStateAndChange(hours, now);
  const minuteStart = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const nextHour = (Math.floor(now / HOUR_MS) + 1) * HOUR_MS;
  return { state, until: Math.min(minuteStart + (changesAt - minutes) * MINUTE_MS, nextHour) };
}

/** openState, the wall clock's minute of the day, and the minute of the day it next changes at */
function openStateAndChange(hours: OpeningHours, now: number | Date) {
  const clock = tallinnWallClock(now);
  const result = (state: OpenState, changesAt = MINUTES_PER_DAY) => ({
    state,
    minutes: clock.minutes,
    changesAt: Math.min(changesAt, MINUTES_PER_DAY),
  });
  const dateAhead = (days: number) => isoDay(clock.year, clock.month, clock.day + days);
  const today = dateAhead(0);
  const temporarilyClosed = hours.closedUntil !== null && today <= hours.closedUntil;
  let horizon = LOOKAHEAD_DAYS;
  if (temporarilyClosed) {
    const closedDays = (Date.parse(hours.closedUntil!) - Date.parse(today)) / 86_400_000;
    horizon = Math.min(MAX_LOOKAHEAD_DAYS, closedDays + LOOKAHEAD_DAYS);
  }

  // open spans as minutes from today's midnight, up to the horizon or the first unknown day
  const spans: [number, number][] = [];
  for (let k = 0; k < horizon; k += 1) {
    const day = dayHoursOn(hours, dateAhead(k)).hours;
    if (day.kind === 'unknown') {
      if (k === 0) return result({ known: false, openNow: false, temporarilyClosed });
      break;
    }
    const base = k * MINUTES_PER_DAY;
    const intervals =
      day.kind === 'allDay'
        ? [{ from: '00:00', to: '24:00' }]
        : day.kind === 'intervals'
          ? day.intervals
          : [];
    for (const { from, to } of intervals) {
      const start = minutesOf(from, false);
      const end = minutesOf(to, true);
      if (start === null || end === null || end <= start) continue;
      const last = spans.at(-1);
      if (last && last[1] >= base + start) last[1] = Math.max(last[1], base + end);
      else spans.push([base + start, base + end]);
    }
  }

  const moment = (minute: number, isEnd: boolean): WallMoment => {
    // an opening that ends at midnight ends at 24:00 of its own day, not 00:00 of the next
    const daysAhead = Math.floor((isEnd ? minute - 1 : minute) / MINUTES_PER_DAY);
    const date = dateAhead(daysAhead);
    const time = timeOf(minute - daysAhead * MINUTES_PER_DAY);
    return { date, weekday: weekdayOf(date), time, daysAhead };
  };

  const current = spans.find(([start, end]) => start <= clock.minutes && clock.minutes < end);
  if (current) {
    const state: OpenState = { known: true, openNow: true, temporarilyClosed };
    if (current[1] < horizon * MINUTES_PER_DAY) state.closesAt = moment(current[1], true);
    return result(state, current[1]);
  }
  const state: OpenState = { known: true, openNow: false, temporarilyClosed };
  const next = spans.find(([start]) => start > clock.minutes);
  if (next) state.opensAt = moment(next[0], false);
  return result(state, next?.[0]);
}

const EN_WEEKDAYS: Record<Weekday, string> = {
  E: 'Mon',
  T: 'Tue',
  K: 'Wed',
  N: 'Thu',
  R: 'Fri',
  L: 'Sat',
  P: 'Sun',
};

/** "On Monday" and so on, abbreviated as Russian calendars do (во before вт, as spoken). */
const RU_ON_WEEKDAY: Record<Weekday, string> = {
  E: 'в пн',
  T: 'во вт',
  K: 'в ср',
  N: 'в чт',
  R: 'в пт',
  L: 'в сб',
  P: 'в вс',
};

interface OpenStateWords {
  unknown: string;
  openAllDay: string;
  openUntil: (time: string) => string;
  closed: string;
  temporarilyClosed: string;
  /** "opens <day> <time>", in lower case: it may follow "Temporarily closed, " */
  opens: (day: string, time: string) => string;
  today: string;
  tomorrow: string;
  weekday: (day: Weekday) => string;
}

const OPEN_STATE_TEXT: Record<Locale, OpenStateWords> = {
  et: {
    unknown: 'Lahtiolekuajad teadmata',
    openAllDay: 'Avatud ööpäev läbi',
    openUntil: (time) => `Avatud kuni ${time}`,
    closed: 'Suletud',
    temporarilyClosed: 'Ajutiselt suletud',
    opens: (day, time) => `avatakse ${day} ${time}`,
    today: 'täna',
    tomorrow: 'homme',
    weekday: (day) => day,
  },
  en: {
    unknown: 'Opening hours unknown',
    openAllDay: 'Open 24 hours',
    openUntil: (time) => `Open until ${time}`,
    closed: 'Closed',
    temporarilyClosed: 'Temporarily closed',
    opens: (day, time) => `opens ${day} at ${time}`,
    today: 'today',
    tomorrow: 'tomorrow',
    weekday: (day) => EN_WEEKDAYS[day],
  },
  ru: {
    unknown: 'Часы работы неизвестны',
    openAllDay: 'Открыто круглосуточно',
    openUntil: (time) => `Открыто до ${time}`,
    closed: 'Закрыто',
    temporarilyClosed: 'Временно закрыто',
    opens: (day, time) => `откроется ${day} в ${time}`,
    today: 'сегодня',
    tomorrow: 'завтра',
    weekday: (day) => RU_ON_WEEKDAY[day],
  },
};

/**
 * The open state in words: "Avatud kuni 17:00", "Avatakse homme 09:00", "Lahtiolekuajad
 * teadmata"; «Открыто до 17:00», «Откроется завтра в 09:00» in Russian. Estonian for a
 * language the site does not speak (as weekdayName).
 */
export function openStateText(state: OpenState, language: Locale | (string & {})): string {
  const text = OPEN_STATE_TEXT[language as Locale] ?? OPEN_STATE_TEXT.et;
  if (!state.known) return text.unknown;
  if (state.openNow) return state.closesAt ? text.openUntil(state.closesAt.time) : text.openAllDay;
  const closed = state.temporarilyClosed ? text.temporarilyClosed : text.closed;
  const at = state.opensAt;
  if (!at) return closed;
  // today, tomorrow, a weekday within the week ahead, else the date as DD.MM
  const day =
    at.daysAhead === 0
      ? text.today
      : at.daysAhead === 1
        ? text.tomorrow
        : at.daysAhead < 7
          ? text.weekday(at.weekday)
          : `${at.date.slice(8, 10)}.${at.date.slice(5, 7)}`;
  const opens = text.opens(day, at.time);
  if (state.temporarilyClosed) return `${closed}, ${opens}`;
  return opens.charAt(0).toUpperCase() + opens.slice(1);
}
