/**
 * Candles and replies. Each write runs in one transaction, so the limit check, the insert and
 * the notice's counter cannot disagree. A client key (uuid) makes a retried write a no-op: the
 * same key from the same visitor on the same notice gets the first result again; the key used
 * by anyone else or on another notice is `key_reused` (409), never a second row.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { candles, notices, replies } from '../../../../db/schema';
import type { SqlRow } from '../../../../db/schema/sql-row';
import { createPushQueue } from '../../services/push/queue';
import { createCases } from '../moderation/cases';
import type { Reply, ReplyWritten } from './responses';

export const CANDLE_WINDOW_MS = 60 * 60 * 1000;
export const REPLY_WINDOW_MS = 10 * 60 * 1000;
export const REPLIES_PER_WINDOW = 5;

export type WriteOutcome<T> =
  | { kind: 'ok'; value: T; replayed: boolean }
  | { kind: 'not_found' }
  | { kind: 'key_reused' }
  | { kind: 'limited'; retryAfterMs: number };

export type ReplyRow = Pick<SqlRow<typeof replies>, 'id' | 'author' | 'body' | 'created_at'>;
type ReplyStatusRow = Pick<SqlRow<typeof replies>, 'status'>;
/** Who wrote a candle or reply: the same columns in both tables */
export type WriterRow = Pick<SqlRow<typeof candles>, 'notice_id' | 'visitor_hash'>;
/** A reply found by its client key: who wrote it, and whether it waits for the family */
export type KeyedReplyRow = ReplyRow & WriterRow & ReplyStatusRow;
type CountsRow = Pick<SqlRow<typeof notices>, 'candles' | 'replies' | 'hold_replies'>;
export type AddedReply = WriteOutcome<ReplyWritten>;

export const toReply = (r: ReplyRow): Reply => ({
  id: r.id,
  author: r.author,
  text: r.body,
  createdAt: r.created_at,
});

const sameWriter = (row: WriterRow, noticeId: number, visitorHash: string) =>
  row.notice_id === noticeId && row.visitor_hash === visitorHash;

/**
 * A candle whose client key is already stored: the same visitor on the same notice gets the
 * notice's count again (a retry); anyone else `key_reused`.
 */
export const replayedCandle = (
  earlier: WriterRow,
  noticeId: number,
  visitorHash: string,
  candles: number,
): WriteOutcome<number> =>
  sameWriter(earlier, noticeId, visitorHash)
    ? { kind: 'ok', value: candles, replayed: true }
    : { kind: 'key_reused' };

/** The candle limit: `limited` while the visitor's last candle here is within the window */
export const candleLimited = (last: number | null, now: number): WriteOutcome<never> | null =>
  last === null ? null : { kind: 'limited', retryAfterMs: last + CANDLE_WINDOW_MS - now };

/** Until when the visitor's own candle burns: its last one within the window, plus the window */
export const candleLitUntil = (last: number | null): number | null =>
  last === null ? null : last + CANDLE_WINDOW_MS;

/** A reply whose client key is already stored: the same writer's retry, or `key_reused` */
export const replayedReply = (
  existing: KeyedReplyRow,
  noticeId: number,
  visitorHash: string,
  replies: number,
): AddedReply =>
  sameWriter(existing, noticeId, visitorHash)
    ? {
        kind: 'ok',
        value: { reply: toReply(existing), replies, held: existing.status === 'held' },
        replayed: true,
      }
    : { kind: 'key_reused' };

/** The reply limit: `limited` when the visitor wrote REPLIES_PER_WINDOW within the window */
export const replyLimited = (
  recent: { n: number; first: number | null },
  now: number,
): WriteOutcome<never> | null =>
  recent.n >= REPLIES_PER_WINDOW && recent.first !== null
    ? { kind: 'limited', retryAfterMs: recent.first + REPLY_WINDOW_MS - now }
    : null;

/** The new reply row's values, in the INSERT's column order (both adapters' statement) */
export const replyValues = (
  noticeId: number,
  input: { author: string; text: string; clientKey?: string | undefined },
  visitorHash: string,
  now: number,
  held: boolean,
) => [
  noticeId,
  input.author,
  input.text,
  visitorHash,
  input.clientKey ?? null,
  now,
  held ? 'held' : 'visible',
];

/** A new reply's outcome: `replies` is the notice's count after it (unchanged when held) */
export const addedReply = (row: ReplyRow, replies: number, held: boolean): AddedReply => ({
  kind: 'ok',
  value: { reply: toReply(row), replies, held },
  replayed: false,
});

/** One page of a notice's visible replies: read only when the offset is below their total */
export function repliesPage(
  total: number,
  take: number,
  page: number,
  read: (offset: number) => ReplyRow[],
) {
  const offset = page * take;
  const items = offset >= total ? [] : read(offset).map(toReply);
  return { items, total, hasMore: offset + items.length < total };
}

export function createInteractions(sqlite: BetterSqlite3.Database) {
  // push jobs for followers go in with the write, in its transaction (sent later by the worker)
  const push = createPushQueue(sqlite);
  const cases = createCases(sqlite);
  const publishedCounts = sqlite.prepare(
    "SELECT candles, replies, hold_replies FROM notices WHERE id = ? AND status = 'published'",
  );

  // ---- candles
  const candleByKey = sqlite.prepare(
    'SELECT notice_id, visitor_hash FROM candles WHERE client_key = ?',
  );
  const lastCandle = sqlite
    .prepare(
      'SELECT max(created_at) FROM candles WHERE notice_id = ? AND visitor_hash = ? AND created_at > ?',
    )
    .pluck();
  const insertCandle = sqlite.prepare(
    'INSERT INTO candles (notice_id, visitor_hash, client_key, created_at) VALUES (?, ?, ?, ?)',
  );
  const bumpCandles = sqlite
    .prepare('UPDATE notices SET candles = candles + 1 WHERE id = ? RETURNING candles')
    .pluck();

  const lightCandle = sqlite.transaction(
    (
      noticeId: number,
      visitorHash: string,
      clientKey: string | null,
      now: number,
    ): WriteOutcome<number> => {
      const counts = publishedCounts.get(noticeId) as CountsRow | undefined;
      if (!counts) return { kind: 'not_found' };
      const earlier = clientKey ? (candleByKey.get(clientKey) as WriterRow | undefined) : undefined;
      if (earlier) return replayedCandle(earlier, noticeId, visitorHash, counts.candles);
      const last = lastCandle.get(noticeId, visitorHash, now - CANDLE_WINDOW_MS) as number | null;
      const limited = candleLimited(last, now);
      if (limited) return limited;
      insertCandle.run(noticeId, visitorHash, clientKey, now);
      push.candle(noticeId, now);
      return { kind: 'ok', value: bumpCandles.get(noticeId) as number, replayed: false };
    },
  );

  // ---- replies
  const replyPage = sqlite.prepare(
    `SELECT id, author, body, created_at FROM replies
     WHERE notice_id = ? AND status = 'visible' ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const replyCount = sqlite
    .prepare("SELECT count(*) FROM replies WHERE notice_id = ? AND status = 'visible'")
    .pluck();
  const replyByKey = sqlite.prepare(
    `SELECT id, notice_id, visitor_hash, author, body, created_at, status FROM replies
     WHERE client_key = ?`,
  );
  const recentRepliesBy = sqlite.prepare(
    'SELECT count(*) AS n, min(created_at) AS first FROM replies WHERE visitor_hash = ? AND created_at > ?',
  );
  const insertReply = sqlite.prepare(
    `INSERT INTO replies (notice_id, author, body, visitor_hash, client_key, created_at, status)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id, author, body, created_at`,
  );
  const bumpReplies = sqlite
    .prepare('UPDATE notices SET replies = replies + 1 WHERE id = ? RETURNING replies')
    .pluck();

  function listReplies(noticeId: number, take: number, page: number) {
    if (!publishedCounts.get(noticeId)) return null;
    const total = replyCount.get(noticeId) as number;
    return repliesPage(
      total,
      take,
      page,
      (offset) => replyPage.all(noticeId, take, offset) as ReplyRow[],
    );
  }

  const addReply = sqlite.transaction(
    (
      noticeId: number,
      input: { author: string; text: string; clientKey?: string | undefined },
      visitorHash: string,
      now: number,
    ): AddedReply => {
      const counts = publishedCounts.get(noticeId) as CountsRow | undefined;
      if (!counts) return { kind: 'not_found' };
      if (input.clientKey) {
        const existing = replyByKey.get(input.clientKey) as KeyedReplyRow | undefined;
        if (existing) return replayedReply(existing, noticeId, visitorHash, counts.replies);
      }
      const recent = recentRepliesBy.get(visitorHash, now - REPLY_WINDOW_MS) as {
        n: number;
        first: number | null;
      };
      const limited = replyLimited(recent, now);
      if (limited) return limited;
      // the family reviews replies first: held, not counted, no push until approved
      const held = counts.hold_replies === 1;
      const row = insertReply.get(
        ...replyValues(noticeId, input, visitorHash, now, held),
      ) as ReplyRow;
      if (held) {
        cases.hold('reply', row.id, now);
        return addedReply(row, counts.replies, held);
      }
      push.reply(noticeId, row.id, row.body, now);
      return addedReply(row, bumpReplies.get(noticeId) as number, held);
    },
  );

  /** Until when this visitor's own candle on the notice burns, or null (GET …/candles/mine) */
  function myCandleUntil(noticeId: number, visitorHash: string, now: number): number | null {
    const last = lastCandle.get(noticeId, visitorHash, now - CANDLE_WINDOW_MS) as number | null;
    return candleLitUntil(last ?? null);
  }

  return { lightCandle, listReplies, addReply, myCandleUntil };
}
