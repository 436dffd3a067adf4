/**
 * The job queues' depths for GET /metrics (lib/metrics.ts): the mails still to send, the push
 * notifications still to send, and the refunds the server owes and PayPal has not confirmed.
 * Read from the tables at scrape time; one SQL text for both databases (queues.pg.ts).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { QueueDepths } from '../lib/metrics';

/** The same rows the jobs themselves take up: their states and the refunds' partial index */
export const QUEUE_DEPTHS_SQL = `SELECT
  (SELECT count(*) FROM mail_outbox WHERE state IN ('pending', 'sending')) AS mail,
  (SELECT count(*) FROM push_jobs WHERE state IN ('pending', 'sending')) AS push,
  (SELECT count(*) FROM orders WHERE refund_due_at IS NOT NULL AND status = 'failed') AS refunds`;

/** Counts as numbers (PostgreSQL's bigint count arrives as a string) */
export const toQueueDepths = (row: Record<keyof QueueDepths, number | string>): QueueDepths => ({
  mail: Number(row.mail),
  push: Number(row.push),
  refunds: Number(row.refunds),
});

export function createQueueStore(sqlite: BetterSqlite3.Database) {
  const depths = sqlite.prepare(QUEUE_DEPTHS_SQL);
  return {
    depths: (): QueueDepths => toQueueDepths(depths.get() as Record<keyof QueueDepths, number>),
  };
}
