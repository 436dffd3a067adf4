/**
 * The admin dashboard's figures, counted in SQL over time spans the caller cuts from Tallinn
 * calendar days (db/domain/stats.ts: statsWindows). Every statement takes the spans as one JSON
 * array `[[start, end], …]` (Unix ms, end exclusive) and answers one row per span, so the same
 * prepared SQL gives the two periods' totals and the chart's days or weeks. Each joins its
 * table on an index of the time it counts by (orders_paid, order_refunds_created,
 * notices_status_published, candles_created, replies_created, articles_published): a span costs
 * an index range, not a scan. What each figure means: docs/api.md (GET /api/admin/stats).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { NoticesByType, StatsFigures } from '#domain/vocabulary/stats';
import { all, sql, sqliteDb, type Db, type Flow } from './flow';

/** A time span [start, end) in Unix ms */
export type Span = readonly [start: number, end: number];

export interface SpanFigures extends StatsFigures {
  byType: NoticesByType;
}

// the spans as rows (i, lo, hi) in the order given: SQLite's JSON and PostgreSQL's jsonb
const SQLITE_SPANS = `WITH span(i, lo, hi) AS (
  SELECT CAST(key AS INTEGER), value ->> 0, value ->> 1 FROM json_each($1)
)`;
const PG_SPANS = `WITH span(i, lo, hi) AS (
  SELECT (s.ord - 1)::int, (s.value ->> 0)::bigint, (s.value ->> 1)::bigint
    FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS s(value, ord)
)`;
/** A statement over the spans (its body the same on both databases; sums cast to bigint, which
 * PostgreSQL answers as numbers and SQLite as integers) */
const overSpans = <R>(name: string, body: string) =>
  sql<R, [string]>(`stats_${name}`, {
    sqlite: `${SQLITE_SPANS} ${body}`,
    pg: `${PG_SPANS} ${body}`,
  });

const PAID = `EXISTS (
  SELECT 1 FROM orders p WHERE p.notice_id = n.id AND p.paid_at IS NOT NULL AND p.amount_cents > 0
)`;

const createdIn = (table: 'candles' | 'replies') =>
  overSpans<{ n: number }>(
    table,
    `SELECT count(t.id) AS n FROM span
       LEFT JOIN ${table} t ON t.created_at >= span.lo AND t.created_at < span.hi
      GROUP BY span.i ORDER BY span.i`,
  );

export interface OrderRow {
  orders: number;
  sales: number;
  averageOrder: number;
  corporateSales: number;
}
export interface NoticeRow {
  notices: number;
  paidNotices: number;
  freeNotices: number;
  funeral: number;
  condolence: number;
  memorial: number;
}

const STATEMENTS = {
  ordersPaid: overSpans<OrderRow>(
    'ordersPaid',
    `SELECT count(o.id) AS orders,
            CAST(coalesce(sum(o.amount_cents), 0) AS bigint) AS sales,
            CAST(coalesce(round(avg(o.amount_cents)), 0) AS bigint) AS "averageOrder",
            CAST(coalesce(sum(o.amount_cents) FILTER (WHERE o.payer_type = 'business'), 0)
              AS bigint) AS "corporateSales"
       FROM span LEFT JOIN orders o ON o.paid_at >= span.lo AND o.paid_at < span.hi
      GROUP BY span.i ORDER BY span.i`,
  ),
  // money given back on sales (orders once paid), full or partial: each PayPal refund at its time
  refunds: overSpans<{ n: number }>(
    'refunds',
    `SELECT CAST(coalesce(sum(r.amount_cents) FILTER (WHERE o.paid_at IS NOT NULL), 0) AS bigint)
         AS n
       FROM span
       LEFT JOIN order_refunds r ON r.created_at >= span.lo AND r.created_at < span.hi
       LEFT JOIN orders o ON o.id = r.order_id
      GROUP BY span.i ORDER BY span.i`,
  ),
  // published in the span (a hidden notice was published too); paid: by an order that took money
  notices: overSpans<NoticeRow>(
    'notices',
    `SELECT count(n.id) AS notices,
            count(n.id) FILTER (WHERE ${PAID}) AS "paidNotices",
            count(n.id) FILTER (WHERE NOT ${PAID}) AS "freeNotices",
            count(n.id) FILTER (WHERE n.type = 0) AS funeral,
            count(n.id) FILTER (WHERE n.type = 1) AS condolence,
            count(n.id) FILTER (WHERE n.type = 2) AS memorial
       FROM span LEFT JOIN notices n
         ON n.status IN ('published', 'hidden')
        AND n.published_at >= span.lo AND n.published_at < span.hi
      GROUP BY span.i ORDER BY span.i`,
  ),
  candles: createdIn('candles'),
  replies: createdIn('replies'),
  // first published in the span and published now
  articles: overSpans<{ n: number }>(
    'articles',
    `SELECT count(a.id) AS n FROM span
       LEFT JOIN articles a
         ON a.published = TRUE AND a.published_at >= span.lo AND a.published_at < span.hi
      GROUP BY span.i ORDER BY span.i`,
  ),
};

/** The statements' SQLite text (exported for the test that reads their query plans) */
export const STATS_SQL = Object.fromEntries(
  Object.entries(STATEMENTS).map(([name, statement]) => [name, statement.sqlite!.text]),
);

/** Each statement's rows (one per span, in the spans' order) */
export interface SpanRows {
  sold: OrderRow[];
  refunded: number[];
  published: NoticeRow[];
  lit: number[];
  written: number[];
  posted: number[];
}

/** Every figure of each span, from the statements' rows */
export function spanFigures(spans: readonly Span[], rows: SpanRows): SpanFigures[] {
  return spans.map((_, i) => {
    const n = rows.published[i]!;
    return {
      ...rows.sold[i]!,
      refunds: rows.refunded[i]!,
      notices: n.notices,
      paidNotices: n.paidNotices,
      freeNotices: n.freeNotices,
      condolences: n.condolence,
      candles: rows.lit[i]!,
      replies: rows.written[i]!,
      articles: rows.posted[i]!,
      byType: { funeral: n.funeral, condolence: n.condolence, memorial: n.memorial },
    };
  });
}

/** Every figure of each span, in the spans' order */
function* figures(spans: readonly Span[]): Flow<SpanFigures[]> {
  const json = JSON.stringify(spans);
  function* counts(statement: typeof STATEMENTS.refunds) {
    return (yield* all(statement, json)).map((row) => row.n);
  }
  return spanFigures(spans, {
    sold: yield* all(STATEMENTS.ordersPaid, json),
    refunded: yield* counts(STATEMENTS.refunds),
    published: yield* all(STATEMENTS.notices, json),
    lit: yield* counts(STATEMENTS.candles),
    written: yield* counts(STATEMENTS.replies),
    posted: yield* counts(STATEMENTS.articles),
  });
}

/** The dashboard's figures on a database: every figure read in one snapshot */
export const statsStoreOf = <Tx>(db: Db<Tx>) => ({
  /** Every figure of each span, in the spans' order (one read transaction) */
  figures: (spans: readonly Span[]) => db.transaction(() => figures(spans)),
});

/** The figures on SQLite (its transaction is the snapshot) */
export const createStatsStore = (sqlite: BetterSqlite3.Database) => statsStoreOf(sqliteDb(sqlite));
