/**
 * Folds PostgreSQL's counter shards into their notices (counter-shards.ts says why they exist).
 */
import type pg from 'pg';
import { run, transaction, value } from '../../stores/pg/sql';

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
