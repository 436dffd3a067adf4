/**
 * Dates as Estonians type them on a notice: DD.MM.YYYY or a year alone (YYYY).
 * The sortable form is YYYY-MM-DD; a year alone sorts as YYYY-00-00.
 */
export const NOTICE_DATE_PATTERN = /^(?:(\d{2})\.(\d{2})\.)?(\d{4})$/;
export const DAY_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4})$/;

export interface NoticeDate {
  text: string;
  sort: string;
}

function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Parses DD.MM.YYYY or YYYY; null when malformed or not a real calendar day. */
export function parseNoticeDate(input: string): NoticeDate | null {
  const match = NOTICE_DATE_PATTERN.exec(input.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const year = Number(yyyy);
  if (year < 1800 || year > 2200) return null;
  if (dd === undefined || mm === undefined) return { text: yyyy!, sort: `${yyyy}-00-00` };
  if (!isRealDay(year, Number(mm), Number(dd))) return null;
  return { text: `${dd}.${mm}.${yyyy}`, sort: `${yyyy}-${mm}-${dd}` };
}

/** Parses a full DD.MM.YYYY day into its parts; null when malformed or not a real day. */
export function parseDay(input: string): { year: number; month: number; day: number } | null {
  const match = DAY_PATTERN.exec(input.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1800 || year > 2200 || !isRealDay(year, month, day)) return null;
  return { year, month, day };
}

/** A DD.MM.YYYY day as a comparable number (yyyymmdd); NaN when it is not a real day. */
export function dayNumber(input: string): number {
  const d = parseDay(input);
  return d ? d.year * 10_000 + d.month * 100 + d.day : Number.NaN;
}

/** Estonia's time zone: notice days, candles' windows and invoices are in Estonian time. */
export const TALLINN_TIME_ZONE = 'Europe/Tallinn';
// pure: a bundle whose code never asks for an offset (the PWA's) leaves the formatter out
const offsetFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: TALLINN_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/**
 * Since 1990 Tallinn's offset has changed only on whole UTC hours (01:00 UTC), so one UTC hour
 * has one offset: the last hour's is kept, as formatting for it costs some 10 µs a call (the
 * directory reads the clock for every company it lists).
 */
const WHOLE_HOUR_CHANGES_SINCE = Date.UTC(1990, 0, 1);
let lastHour = Number.NaN;
let lastHourOffset = 0;

/** Minutes Tallinn is ahead of UTC at the given instant (120 in winter, 180 in summer). */
function tallinnOffsetMinutes(instant: number): number {
  const hour = Math.floor(instant / 3_600_000);
  if (hour === lastHour) return lastHourOffset;
  const offset = formatOffsetMinutes(instant);
  if (instant >= WHOLE_HOUR_CHANGES_SINCE) {
    lastHour = hour;
    lastHourOffset = offset;
  }
  return offset;
}

function formatOffsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant (Unix ms) a calendar day starts in Estonia. */
export function tallinnDayStart(year: number, month: number, day: number): number {
  const utcMidnight = Date.UTC(year, month - 1, day);
  const firstGuess = utcMidnight - tallinnOffsetMinutes(utcMidnight) * 60_000;
  return utcMidnight - tallinnOffsetMinutes(firstGuess) * 60_000;
}

/** The instant (Unix ms) a calendar day ends in Estonia: the next day's start (DST-safe). */
export function tallinnDayEnd(year: number, month: number, day: number): number {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return tallinnDayStart(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/**
 * A filter's DD.MM.YYYY days `from`–`to` (both included, either may be absent) as instants:
 * `from` the first day's start, `to` the last day's end (exclusive).
 */
export function tallinnDaySpan(from?: string, to?: string): { from?: number; to?: number } {
  const first = from === undefined ? null : parseDay(from);
  const last = to === undefined ? null : parseDay(to);
  return {
    ...(first ? { from: tallinnDayStart(first.year, first.month, first.day) } : {}),
    ...(last ? { to: tallinnDayEnd(last.year, last.month, last.day) } : {}),
  };
}

const dayFormat = new Intl.DateTimeFormat('et-EE', {
  timeZone: TALLINN_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * Formats an instant as dd.MM.yyyy in Estonian time: the one way the app writes a day, in every
 * language and on every screen (never "1.12.2026" or "04.12.26").
 */
export function formatDay(instant: number | Date): string {
  return dayFormat.format(instant);
}

/** A moment as Estonia's wall clock shows it; weekday 0 is Monday (E) and 6 Sunday (P). */
export interface TallinnWallClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  /** Minutes since the wall clock's midnight (0–1439); DST makes some days skip or repeat an hour. */
  minutes: number;
}

/** Reads Estonia's wall clock at an instant (the same offsets as tallinnDayStart). */
export function tallinnWallClock(instant: number | Date): TallinnWallClock {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  const wall = new Date(at + tallinnOffsetMinutes(at) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: (wall.getUTCDay() + 6) % 7,
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

/** A calendar day as YYYY-MM-DD; month and day may overflow (Date.UTC carries them). */
export function isoDay(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** Whether a string is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return !!match && isoDay(Number(match[1]), Number(match[2]), Number(match[3])) === value;
}
