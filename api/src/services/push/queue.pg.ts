/**
 * Enqueueing push work on PostgreSQL, inside the transaction that adds the reply or lights the
 * candle (queue.ts is the SQLite twin and says why). Payloads are built by the same functions.
 */
import { get, run, statement, value, type Queryable } from '../../stores/pg/sql';
import { candlePushPayload, candlesDueAt, replyPushPayload, type FollowedNotice } from './queue';

const followedNotice = statement(
  'push_followed_notice',
  `SELECT type, deceased_name AS name FROM notices
    WHERE id = $1 AND EXISTS (SELECT 1 FROM follows WHERE notice_id = notices.id)`,
);
const insertJob = statement(
  'push_insert_job',
  `INSERT INTO push_jobs (notice_id, subscription_id, kind, payload, count, due_at)
   VALUES ($1, NULL, $2, $3, 1, $4)`,
);
const gatherCandle = statement(
  'push_gather_candle',
  `UPDATE push_jobs SET count = count + 1
    WHERE notice_id = $1 AND kind = 'candles' AND state = 'pending' AND subscription_id IS NULL`,
);
const candlesNotifiedAt = statement(
  'push_candles_notified_at',
  'SELECT candles_notified_at FROM push_notice_state WHERE notice_id = $1',
);

export const pgPushQueue = {
  /** A new reply on a followed notice: one job, due at once */
  async reply(q: Queryable, noticeId: number, replyId: number, text: string, now: number) {
    const n = await get<FollowedNotice>(q, followedNotice, [noticeId]);
    const payload = n && replyPushPayload(n, noticeId, replyId, text);
    if (payload) await run(q, insertJob, [noticeId, 'reply', payload, now]);
  },
  /** A new candle: counted into the notice's pending job, or a new one after the window */
  async candle(q: Queryable, noticeId: number, now: number) {
    if ((await run(q, gatherCandle, [noticeId])) > 0) return;
    const n = await get<FollowedNotice>(q, followedNotice, [noticeId]);
    const payload = n && candlePushPayload(n, noticeId);
    if (!payload) return;
    const last = await value<number | null>(q, candlesNotifiedAt, [noticeId]);
    await run(q, insertJob, [noticeId, 'candles', payload, candlesDueAt(last, now)]);
  },
};
