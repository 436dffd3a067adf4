/**
 * Admin section "stats" (role 10): the dashboard's figures for a period of Tallinn days and the
 * one before it, its chart (days, or Monday-start weeks for 365), and the same rows as CSV.
 */
import { toDecimal } from '#domain/rules/money';
import {
  STATS_CSV_COLUMNS,
  statsWindows,
  type StatsAnswer,
  type StatsPeriod,
  type StatsSpan,
} from '#domain/vocabulary/stats';
import { statsQuery } from '#domain/inputs/stats-input';
import type { AppDeps } from '../../context';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import type { Span, SpanFigures } from '../../stores/stats';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

const spanOf = (s: StatsSpan): Span => [s.start, s.end];
const range = ({ from, to }: StatsSpan) => ({ from, to });
const figures = ({ byType: _byType, ...rest }: SpanFigures) => rest;

/** One CSV row of a chart point, in STATS_CSV_COLUMNS' order */
const csvRow = (span: StatsSpan, f: SpanFigures) =>
  [
    span.from,
    span.to,
    toDecimal(f.sales),
    f.orders,
    toDecimal(f.averageOrder),
    toDecimal(f.corporateSales),
    toDecimal(f.refunds),
    f.notices,
    f.paidNotices,
    f.freeNotices,
    f.byType.funeral,
    f.byType.condolence,
    f.byType.memorial,
    f.candles,
    f.replies,
    f.articles,
  ].join(',');

/** The period's windows on the app's clock and the figures of its chart points */
async function chart(deps: AppDeps, { stats }: Stores, period: StatsPeriod) {
  const windows = statsWindows(deps.now(), period);
  return { windows, points: await stats.figures(windows.series.map(spanOf)) };
}

export function adminStatsRoutes(deps: AppDeps, stores: Stores) {
  return createRouter().get('/', validate('query', statsQuery), async (c) => {
    const { period } = c.req.valid('query');
    const { windows, points } = await chart(deps, stores, period);
    const { stats } = stores;
    const [current, previous] = await stats.figures([
      spanOf(windows.current),
      spanOf(windows.previous),
    ]);
    const answer: StatsAnswer = {
      period,
      current: figures(current!),
      previous: figures(previous!),
      series: windows.series.map((span, i) => ({
        ...range(span),
        sales: points[i]!.sales,
        notices: points[i]!.byType,
      })),
      ranges: { current: range(windows.current), previous: range(windows.previous) },
    };
    return c.json(answer, 200, PRIVATE);
  });
}

/** GET /api/admin/stats.csv: the period's chart points with every figure, one row each */
export function adminStatsCsvRoutes(deps: AppDeps, stores: Stores) {
  return createRouter().get('/', validate('query', statsQuery), async (c) => {
    const { period } = c.req.valid('query');
    const { windows, points } = await chart(deps, stores, period);
    const lines = [
      STATS_CSV_COLUMNS.join(','),
      ...windows.series.map((span, i) => csvRow(span, points[i]!)),
    ];
    const name = `kyynal-ulevaade-${period}p-${windows.current.from}-${windows.current.to}.csv`;
    return c.body(`${lines.join('\r\n')}\r\n`, 200, {
      ...PRIVATE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    });
  });
}
