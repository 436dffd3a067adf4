/**
 * A notice's candle and reply counts on PostgreSQL: notices.candles and notices.replies plus the
 * notice's rows in notice_counter_shards. A write bumps one shard row chosen at random, so the
 * candles of a much-visited notice wait on one another's row lock only when they pick the same
 * shard, never on the notice's row; `foldShards` now and then moves the shards into the notice.
 * Every reader of the counts adds the shards (COUNTS_OF), so the sum is the same before and
 * after a fold (one statement moves them, seen whole or not at all).
 */
import type pg from 'pg';
import { run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';

/** Rows a notice's counts are spread over */
export const COUNTER_SHARDS = 16;

export type CounterColumn = 'candles' | 'replies';

/** SELECT columns `candles` and `replies` of the notice aliased `n`, shards added */
export const COUNTS_OF = (n: string) =>
  `${n}.candles + coalesce((SELECT sum(s.candles) FROM notice_counter_shards s
     WHERE s.notice_id = ${n}.id), 0) AS candles,
   ${n}.replies + coalesce((SELECT sum(s.replies) FROM notice_counter_shards s
     WHERE s.notice_id = ${n}.id), 0) AS replies`;

const move = {
  candles: statement(
    'counter_shards_candle',
    `INSERT INTO notice_counter_shards (notice_id, shard, candles) VALUES ($1, $2, $3)
     ON CONFLICT (notice_id, shard) DO UPDATE SET candles = notice_counter_shards.candles + $3`,
  ),
  replies: statement(
    'counter_shards_reply',
    `INSERT INTO notice_counter_shards (notice_id, shard, replies) VALUES ($1, $2, $3)
     ON CONFLICT (notice_id, shard) DO UPDATE SET replies = notice_counter_shards.replies + $3`,
  ),
};

/**
 * Moves the notice's candle or reply count by `delta` (a reply hidden: -1), in the caller's
 * transaction, through a shard like every count: never on the notice's row. A shard may go
 * below 0; the sum, which every reader takes, does not.
 */
export async function moveShard(
  q: Queryable,
  noticeId: number,
  column: CounterColumn,
  delta: number,
) {
  const shard = Math.floor(Math.random() * COUNTER_SHARDS);
  await run(q, move[column], [noticeId, shard, delta]);
}

/** Counts one candle or reply of the notice, in the caller's transaction */
export const bumpShard = (q: Queryable, noticeId: number, column: CounterColumn) =>
  moveShard(q, noticeId, column, 1);

/**
 * Moves every shard into its notice's columns, in one statement; skipped (0) while another
 * instance folds. The notices whose counts moved.
 */
export function foldShards(pool: pg.Pool): Promise<number> {
  return transaction(pool, async (client) => {
    // named, as the stores' other advisory locks are, so no two uses share a key by accident
    const lock = "SELECT pg_try_advisory_xact_lock(hashtextextended('notice_counter_fold', 0))";
    if (!(await value<boolean>(client, lock))) {
      return 0;
    }
    return run(
      client,
      `WITH moved AS (DELETE FROM notice_counter_shards RETURNING notice_id, candles, replies),
            sums AS (SELECT notice_id, sum(candles) AS candles, sum(replies) AS replies
                       FROM moved GROUP BY notice_id)
       UPDATE notices n SET candles = n.candles + sums.candles, replies = n.replies + sums.replies
         FROM sums WHERE n.id = sums.notice_id`,
    );
  });
}
