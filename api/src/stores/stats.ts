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
import type { NoticesByType, StatsFigures } from '../../../db/domain/stats';

/** A time span [start, end) in Unix ms */
export type Span = readonly [start: number, end: number];

export interface SpanFigures extends StatsFigures {
  byType: NoticesByType;
}

// the spans as rows (i, lo, hi) in the order given
const SPANS = `WITH span(i, lo, hi) AS (
  SELECT CAST(key AS INTEGER), value ->> 0, value ->> 1 FROM json_each(?)
)`;

const PAID = `EXISTS (
  SELECT 1 FROM orders p WHERE p.notice_id = n.id AND p.paid_at IS NOT NULL AND p.amount_cents > 0
)`;

const createdIn = (table: 'candles' | 'replies') => `${SPANS}
     SELECT count(t.id) FROM span
       LEFT JOIN ${table} t ON t.created_at >= span.lo AND t.created_at < span.hi
      GROUP BY span.i ORDER BY span.i`;

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

/** The statements' SQL (exported for the test that reads their query plans) */
export const STATS_SQL = {
  ordersPaid: `${SPANS}
     SELECT count(o.id) AS orders,
            coalesce(sum(o.amount_cents), 0) AS sales,
            coalesce(CAST(round(avg(o.amount_cents)) AS INTEGER), 0) AS averageOrder,
            coalesce(sum(o.amount_cents) FILTER (WHERE o.payer_type = 'business'), 0)
              AS corporateSales
       FROM span LEFT JOIN orders o ON o.paid_at >= span.lo AND o.paid_at < span.hi
      GROUP BY span.i ORDER BY span.i`,
  // money given back on sales (orders once paid), full or partial: each PayPal refund at its time
  refunds: `${SPANS}
     SELECT coalesce(sum(r.amount_cents) FILTER (WHERE o.paid_at IS NOT NULL), 0)
       FROM span
       LEFT JOIN order_refunds r ON r.created_at >= span.lo AND r.created_at < span.hi
       LEFT JOIN orders o ON o.id = r.order_id
      GROUP BY span.i ORDER BY span.i`,
  // published in the span (a hidden notice was published too); paid: by an order that took money
  notices: `${SPANS}
     SELECT count(n.id) AS notices,
            count(n.id) FILTER (WHERE ${PAID}) AS paidNotices,
            count(n.id) FILTER (WHERE NOT ${PAID}) AS freeNotices,
            count(n.id) FILTER (WHERE n.type = 0) AS funeral,
            count(n.id) FILTER (WHERE n.type = 1) AS condolence,
            count(n.id) FILTER (WHERE n.type = 2) AS memorial
       FROM span LEFT JOIN notices n
         ON n.status IN ('published', 'hidden')
        AND n.published_at >= span.lo AND n.published_at < span.hi
      GROUP BY span.i ORDER BY span.i`,
  candles: createdIn('candles'),
  replies: createdIn('replies'),
  // first published in the span and published now
  articles: `${SPANS}
     SELECT count(a.id) FROM span
       LEFT JOIN articles a
         ON a.published = 1 AND a.published_at >= span.lo AND a.published_at < span.hi
      GROUP BY span.i ORDER BY span.i`,
};

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

export function createStatsStore(sqlite: BetterSqlite3.Database) {
  const ordersPaid = sqlite.prepare<[string], OrderRow>(STATS_SQL.ordersPaid);
  const refunds = sqlite.prepare<[string], number>(STATS_SQL.refunds).pluck();
  const noticesPublished = sqlite.prepare<[string], NoticeRow>(STATS_SQL.notices);
  const candles = sqlite.prepare<[string], number>(STATS_SQL.candles).pluck();
  const replies = sqlite.prepare<[string], number>(STATS_SQL.replies).pluck();
  const articles = sqlite.prepare<[string], number>(STATS_SQL.articles).pluck();

  return {
    /** Every figure of each span, in the spans' order (one read transaction) */
    figures: sqlite.transaction((spans: readonly Span[]): SpanFigures[] => {
      const json = JSON.stringify(spans);
      return spanFigures(spans, {
        sold: ordersPaid.all(json),
        refunded: refunds.all(json),
        published: noticesPublished.all(json),
        lit: candles.all(json),
        written: replies.all(json),
        posted: articles.all(json),
      });
    }),
  };
}
