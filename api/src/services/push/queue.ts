/**
 * Enqueueing push work, steps of the flow that adds the reply or lights the candle (decision 0109,
 * one text for both databases): a couple of indexed statements, nothing sent, so a POST never
 * waits on a push service.
 */
import type { notices } from '#db/schema';
import { noticePath, isNoticeType } from '#domain/vocabulary/notice-types';
import { CANDLE_NOTIFY_WINDOW_MS, replyPreview, type PushPayload } from '#domain/inputs/push';
import { get, run, sql, value, type Flow } from '../../stores/flow';

/** A followed notice's type and name (deceased_name) */
export type FollowedNotice = Pick<typeof notices.$inferSelect, 'type'> & { name: string };

/** A reply's notification; null for a notice of no known type */
export function replyPushPayload(
  n: FollowedNotice,
  noticeId: number,
  replyId: number,
  text: string,
): PushPayload | null {
  if (!isNoticeType(n.type)) return null;
  return {
    title: `Uus järelhüüe: ${n.name}`,
    body: replyPreview(text),
    url: noticePath(n.type, noticeId),
    tag: `reply-${replyId}`,
  };
}

/** The candles' notification; its body is filled in with the gathered count when it is sent */
export function candlePushPayload(n: FollowedNotice, noticeId: number): PushPayload | null {
  if (!isNoticeType(n.type)) return null;
  return { title: n.name, body: '', url: noticePath(n.type, noticeId), tag: `candles-${noticeId}` };
}

/** A new candles job is due at once, or a window after the last candles notification */
export const candlesDueAt = (lastNotifiedAt: number | null | undefined, now: number) =>
  Math.max(now, (lastNotifiedAt ?? -Infinity) + CANDLE_NOTIFY_WINDOW_MS);

const followedNotice = sql<FollowedNotice, [number]>(
  'push_followed_notice',
  `SELECT type, deceased_name AS name FROM notices
    WHERE id = $1 AND EXISTS (SELECT 1 FROM follows WHERE notice_id = notices.id)`,
);
const insertJob = sql<never, [number, 'reply' | 'candles', string, number]>(
  'push_insert_job',
  `INSERT INTO push_jobs (notice_id, subscription_id, kind, payload, count, due_at)
   VALUES ($1, NULL, $2, $3, 1, $4)`,
);
const gatherCandle = sql<never, [number]>(
  'push_gather_candle',
  `UPDATE push_jobs SET count = count + 1
    WHERE notice_id = $1 AND kind = 'candles' AND state = 'pending' AND subscription_id IS NULL`,
);
const candlesNotifiedAt = sql<{ at: number | null }, [number]>(
  'push_candles_notified_at',
  'SELECT candles_notified_at AS at FROM push_notice_state WHERE notice_id = $1',
);

/** A new reply on a followed notice: one job, due at once */
export function* replyPushQueued(
  noticeId: number,
  replyId: number,
  text: string,
  now: number,
): Flow<void> {
  const n = yield* get(followedNotice, noticeId);
  const payload = n && replyPushPayload(n, noticeId, replyId, text);
  if (payload) yield* run(insertJob, noticeId, 'reply', JSON.stringify(payload), now);
}

/** A new candle: counted into the notice's pending job, or a new one after the 15-minute window */
export function* candlePushQueued(noticeId: number, now: number): Flow<void> {
  if ((yield* run(gatherCandle, noticeId)) > 0) return;
  const n = yield* get(followedNotice, noticeId);
  const payload = n && candlePushPayload(n, noticeId);
  if (!payload) return;
  const last = yield* value(candlesNotifiedAt, noticeId);
  yield* run(insertJob, noticeId, 'candles', JSON.stringify(payload), candlesDueAt(last, now));
}
