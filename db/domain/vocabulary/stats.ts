/**
 * The admin dashboard's figures (GET /api/admin/stats): the periods, the answer's shape, and the
 * Tallinn calendar days a period covers. What each figure counts is in docs/api.md; the SQL is
 * api/src/stores/stats.ts.
 */
import { isoDay, tallinnDayStart, tallinnWallClock } from '../calendar/dates';

/** The dashboard's periods in Tallinn calendar days, each ending today */
export const STATS_PERIODS = [7, 30, 365] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** The figures of one period or one chart point; money in integer euro cents */
export interface StatsFigures {
  sales: number;
  orders: number;
  averageOrder: number;
  corporateSales: number;
  refunds: number;
  notices: number;
  paidNotices: number;
  freeNotices: number;
  /** Condolence notices (type 1) published in the period: the dashboard's "Kaastundeavaldusi" */
  condolences: number;
  candles: number;
  replies: number;
  articles: number;
}

/** The notices published in a chart point, by type (0 funeral, 1 condolence, 2 memorial day) */
export interface NoticesByType {
  funeral: number;
  condolence: number;
  memorial: number;
}

/** One day (7 and 30 days) or one Monday-start week (365 days) of the chart */
export interface StatsPoint {
  /** Its first and last Tallinn day, YYYY-MM-DD */
  from: string;
  to: string;
  sales: number;
  notices: NoticesByType;
}

export interface StatsAnswer {
  period: StatsPeriod;
  current: StatsFigures;
  previous: StatsFigures;
  series: StatsPoint[];
  /** The days each period covers, YYYY-MM-DD */
  ranges: { current: DayRange; previous: DayRange };
}

export interface DayRange {
  from: string;
  to: string;
}

/** Tallinn days [from, to] and the instants they span, [start, end) in Unix ms */
export interface StatsSpan extends DayRange {
  start: number;
  end: number;
}

export interface StatsWindows {
  current: StatsSpan;
  previous: StatsSpan;
  /** The current period cut into the chart's days or weeks */
  series: StatsSpan[];
}

/** The current period (the `period` Tallinn days ending on today's), the one before, the chart. */
export function statsWindows(now: number, period: StatsPeriod): StatsWindows {
  const { year, month, day } = tallinnWallClock(now);
  // day offsets from today; Date.UTC carries overflowing days, tallinnDayStart the offsets
  const span = (first: number, last: number): StatsSpan => ({
    from: isoDay(year, month, day + first),
    to: isoDay(year, month, day + last),
    start: tallinnDayStart(year, month, day + first),
    end: tallinnDayStart(year, month, day + last + 1),
  });
  const first = 1 - period;
  const cuts: number[] = [];
  for (let d = first; d <= 0; d++) {
    // a day each for 7 and 30; for 365 the first day and every Monday after it
    const monday = new Date(Date.UTC(year, month - 1, day + d)).getUTCDay() === 1;
    if (period !== 365 || d === first || monday) cuts.push(d);
  }
  return {
    current: span(first, 0),
    previous: span(first - period, first - 1),
    series: cuts.map((d, i) => span(d, (cuts[i + 1] ?? 1) - 1)),
  };
}

/** The CSV export's columns (one row per chart point): each figure, money in euros */
export const STATS_CSV_COLUMNS = [
  'from',
  'to',
  'sales_eur',
  'orders',
  'average_order_eur',
  'corporate_sales_eur',
  'refunds_eur',
  'notices',
  'paid_notices',
  'free_notices',
  'funeral_notices',
  'condolence_notices',
  'memorial_notices',
  'candles',
  'replies',
  'articles',
] as const;
