/**
 * Enqueueing push work. Called inside the transaction that adds the reply or lights the candle:
 * a couple of indexed statements, nothing sent, so a POST never waits on a push service.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { notices } from '../../../../db/schema';
import { noticePath, isNoticeType } from '../../../../db/domain/notice-types';
import {
  CANDLE_NOTIFY_WINDOW_MS,
  replyPreview,
  type PushPayload,
} from '../../../../db/domain/push';

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

export function createPushQueue(sqlite: BetterSqlite3.Database) {
  const notice = sqlite.prepare(
    `SELECT type, deceased_name AS name FROM notices
     WHERE id = ? AND EXISTS (SELECT 1 FROM follows WHERE notice_id = notices.id)`,
  );
  const insertJob = sqlite.prepare(
    `INSERT INTO push_jobs (notice_id, subscription_id, kind, payload, count, due_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const gatherCandle = sqlite.prepare(
    `UPDATE push_jobs SET count = count + 1
     WHERE notice_id = ? AND kind = 'candles' AND state = 'pending' AND subscription_id IS NULL`,
  );
  const candlesNotifiedAt = sqlite
    .prepare('SELECT candles_notified_at FROM push_notice_state WHERE notice_id = ?')
    .pluck();
  const followed = (noticeId: number) => notice.get(noticeId) as FollowedNotice | undefined;

  return {
    /** A new reply on a followed notice: one job, due at once */
    reply(noticeId: number, replyId: number, text: string, now: number): void {
      const n = followed(noticeId);
      const payload = n && replyPushPayload(n, noticeId, replyId, text);
      if (payload) insertJob.run(noticeId, null, 'reply', JSON.stringify(payload), 1, now);
    },
    /** A new candle: counted into the notice's pending job, or a new one after the 15-minute window */
    candle(noticeId: number, now: number): void {
      if (gatherCandle.run(noticeId).changes > 0) return;
      const n = followed(noticeId);
      const payload = n && candlePushPayload(n, noticeId);
      if (!payload) return;
      const last = candlesNotifiedAt.get(noticeId) as number | null | undefined;
      insertJob.run(noticeId, null, 'candles', JSON.stringify(payload), 1, candlesDueAt(last, now));
    },
  };
}
