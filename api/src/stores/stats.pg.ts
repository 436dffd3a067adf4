/**
 * The admin dashboard's figures on PostgreSQL: the statements of stats.ts in PostgreSQL's words
 * (the spans from a jsonb array, counts and sums cast to bigint so they come back as numbers),
 * all read in one snapshot (REPEATABLE READ), combined by stats.ts's spanFigures.
 */
import type pg from 'pg';
import type { Port } from './port';
import { all, statement, transaction } from './pg/sql';
import {
  spanFigures,
  type createStatsStore,
  type NoticeRow,
  type OrderRow,
  type Span,
} from './stats';

// the spans as rows (i, lo, hi) in the order given
const SPANS = `WITH span(i, lo, hi) AS (
  SELECT (s.ord - 1)::int, (s.value ->> 0)::bigint, (s.value ->> 1)::bigint
    FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS s(value, ord)
)`;

const PAID = `EXISTS (
  SELECT 1 FROM orders p WHERE p.notice_id = n.id AND p.paid_at IS NOT NULL AND p.amount_cents > 0
)`;

const createdIn = (table: 'candles' | 'replies') => `${SPANS}
     SELECT count(t.id) AS n FROM span
       LEFT JOIN ${table} t ON t.created_at >= span.lo AND t.created_at < span.hi
      GROUP BY span.i ORDER BY span.i`;

/** stats.ts's STATS_SQL on PostgreSQL */
export const PG_STATS_SQL = {
  ordersPaid: `${SPANS}
     SELECT count(o.id) AS orders,
            coalesce(sum(o.amount_cents), 0)::bigint AS sales,
            coalesce(round(avg(o.amount_cents)), 0)::bigint AS "averageOrder",
            coalesce(sum(o.amount_cents) FILTER (WHERE o.payer_type = 'business'), 0)::bigint
              AS "corporateSales"
       FROM span LEFT JOIN orders o ON o.paid_at >= span.lo AND o.paid_at < span.hi
      GROUP BY span.i ORDER BY span.i`,
  refunds: `${SPANS}
     SELECT coalesce(sum(r.amount_cents) FILTER (WHERE o.paid_at IS NOT NULL), 0)::bigint AS n
       FROM span
       LEFT JOIN order_refunds r ON r.created_at >= span.lo AND r.created_at < span.hi
       LEFT JOIN orders o ON o.id = r.order_id
      GROUP BY span.i ORDER BY span.i`,
  notices: `${SPANS}
     SELECT count(n.id) AS notices,
            count(n.id) FILTER (WHERE ${PAID}) AS "paidNotices",
            count(n.id) FILTER (WHERE NOT ${PAID}) AS "freeNotices",
            count(n.id) FILTER (WHERE n.type = 0) AS funeral,
            count(n.id) FILTER (WHERE n.type = 1) AS condolence,
            count(n.id) FILTER (WHERE n.type = 2) AS memorial
       FROM span LEFT JOIN notices n
         ON n.status IN ('published', 'hidden')
        AND n.published_at >= span.lo AND n.published_at < span.hi
      GROUP BY span.i ORDER BY span.i`,
  candles: createdIn('candles'),
  replies: createdIn('replies'),
  articles: `${SPANS}
     SELECT count(a.id) AS n FROM span
       LEFT JOIN articles a
         ON a.published AND a.published_at >= span.lo AND a.published_at < span.hi
      GROUP BY span.i ORDER BY span.i`,
};

const named = Object.fromEntries(
  Object.entries(PG_STATS_SQL).map(([name, text]) => [name, statement(`stats_${name}`, text)]),
) as Record<keyof typeof PG_STATS_SQL, ReturnType<typeof statement>>;

export function createPgStats(pool: pg.Pool): Port<ReturnType<typeof createStatsStore>> {
  return {
    figures: (spans: readonly Span[]) =>
      transaction(
        pool,
        async (client) => {
          const json = JSON.stringify(spans);
          const counts = async (sql: (typeof named)[keyof typeof named]) =>
            (await all<{ n: number }>(client, sql, [json])).map((row) => row.n);
          return spanFigures(spans, {
            sold: await all<OrderRow>(client, named.ordersPaid, [json]),
            refunded: await counts(named.refunds),
            published: await all<NoticeRow>(client, named.notices, [json]),
            lit: await counts(named.candles),
            written: await counts(named.replies),
            posted: await counts(named.articles),
          });
        },
        { isolation: 'repeatable read' },
      ),
  };
}
