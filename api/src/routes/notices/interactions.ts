/**
 * Candles and replies, written once for both databases (decision 0109). Each write runs in one
 * transaction, so the limit check, the insert and the notice's counter cannot disagree. A client
 * key (uuid) makes a retried write a no-op: the same key from the same visitor on the same notice
 * gets the first result again; the key used by anyone else or on another notice is `key_reused`
 * (409), never a second row.
 *
 * On PostgreSQL, under READ COMMITTED two transactions could both find "no candle this hour" and
 * both insert, so each write first takes a transaction-scoped advisory lock on what its limit
 * counts: the (notice, visitor) pair for a candle, the visitor for replies (SQLite's one writer
 * needs none). Writers of different visitors never wait on each other, and nothing locks the
 * notice's row: the counts move through counter-shards.ts.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { candles, replies } from '#db/schema';
import type { SqlRow } from '#db/schema/sql-row';
import { candlePushQueued, replyPushQueued } from '../../services/push/queue';
import { all, get, run, sql, sqliteDb, value, type Db, type Maybe } from '../../stores/flow';
import { holdCase } from '../moderation/cases';
import { countsOf, movedCounts, type CounterColumn } from './counter-shards';
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

/** One page of a notice's visible replies (`rows`: those from `page * take`) */
function repliesPage(total: number, take: number, page: number, rows: ReplyRow[]) {
  const items = rows.map(toReply);
  return { items, total, hasMore: page * take + items.length < total };
}

const published = sql<{ held: number }, [number]>(
  'interactions_published',
  `SELECT CASE WHEN hold_replies THEN 1 ELSE 0 END AS held FROM notices
    WHERE id = $1 AND status = 'published'`,
);
/** Waits for the other transactions holding the same key (a text, hashed to 64 bits) */
const lock = sql<never, [string]>('interactions_lock', {
  sqlite: null, // the SQLite transaction holds the file
  pg: 'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))',
});

const candleByKey = sql<WriterRow, [string]>(
  'interactions_candle_by_key',
  'SELECT notice_id, visitor_hash FROM candles WHERE client_key = $1',
);
const lastCandle = sql<{ last: number | null }, [number, string, number]>(
  'interactions_last_candle',
  `SELECT max(created_at) AS last FROM candles
    WHERE notice_id = $1 AND visitor_hash = $2 AND created_at > $3`,
);
const insertCandle = sql<never, [number, string, string | null, number]>(
  'interactions_insert_candle',
  'INSERT INTO candles (notice_id, visitor_hash, client_key, created_at) VALUES ($1, $2, $3, $4)',
);

const replyPage = sql<ReplyRow, [number, number, number]>(
  'interactions_reply_page',
  `SELECT id, author, body, created_at FROM replies
    WHERE notice_id = $1 AND status = 'visible' ORDER BY created_at DESC, id DESC
    LIMIT $2 OFFSET $3`,
);
const replyCount = sql<{ n: number }, [number]>(
  'interactions_reply_count',
  "SELECT count(*) AS n FROM replies WHERE notice_id = $1 AND status = 'visible'",
);
const replyByKey = sql<KeyedReplyRow, [string]>(
  'interactions_reply_by_key',
  `SELECT id, notice_id, visitor_hash, author, body, created_at, status FROM replies
    WHERE client_key = $1`,
);
const recentRepliesBy = sql<{ n: number; first: number | null }, [string, number]>(
  'interactions_recent_replies',
  `SELECT count(*) AS n, min(created_at) AS first FROM replies
    WHERE visitor_hash = $1 AND created_at > $2`,
);
const insertReply = sql<ReplyRow, ReturnType<typeof replyValues>>(
  'interactions_insert_reply',
  `INSERT INTO replies (notice_id, author, body, visitor_hash, client_key, created_at, status)
   VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, author, body, created_at`,
);

/** The notice's count of `column` as it stands in this transaction */
function* countNow(noticeId: number, column: CounterColumn) {
  return (yield* countsOf(noticeId))![column];
}

/** The count after this write was counted */
function* countAfter(noticeId: number, column: CounterColumn) {
  return (yield* movedCounts(noticeId, column, 1))[column];
}

function* myLastCandle(noticeId: number, visitorHash: string, now: number) {
  return (yield* value(lastCandle, noticeId, visitorHash, now - CANDLE_WINDOW_MS)) ?? null;
}

/**
 * Candles and replies on a database. `onceMore` runs a write again when a concurrent one with the
 * same client key, which the lock did not order (another visitor or notice), made its insert fail
 * (PostgreSQL; SQLite's writes never overlap): run again, it finds the key.
 */
export function interactionsOf<Tx>(db: Db<Tx>, onceMore: <T>(write: () => Maybe<T>) => Maybe<T>) {
  const lightCandle = (
    noticeId: number,
    visitorHash: string,
    clientKey: string | null,
    now: number,
  ): Maybe<WriteOutcome<number>> =>
    db.transaction(function* () {
      if (!(yield* get(published, noticeId))) return { kind: 'not_found' };
      yield* run(lock, `candle:${noticeId}:${visitorHash}`);
      const earlier = clientKey ? yield* get(candleByKey, clientKey) : undefined;
      if (earlier) {
        const candles = yield* countNow(noticeId, 'candles');
        return replayedCandle(earlier, noticeId, visitorHash, candles);
      }
      const limited = candleLimited(yield* myLastCandle(noticeId, visitorHash, now), now);
      if (limited) return limited;
      yield* run(insertCandle, noticeId, visitorHash, clientKey, now);
      yield* candlePushQueued(noticeId, now);
      return { kind: 'ok', value: yield* countAfter(noticeId, 'candles'), replayed: false };
    });

  const addReply = (
    noticeId: number,
    input: { author: string; text: string; clientKey?: string | undefined },
    visitorHash: string,
    now: number,
  ): Maybe<AddedReply> =>
    db.transaction(function* () {
      const notice = yield* get(published, noticeId);
      if (!notice) return { kind: 'not_found' };
      // the limit counts the visitor's replies on every notice
      yield* run(lock, `reply:${visitorHash}`);
      const existing = input.clientKey ? yield* get(replyByKey, input.clientKey) : undefined;
      if (existing) {
        const replies = yield* countNow(noticeId, 'replies');
        return replayedReply(existing, noticeId, visitorHash, replies);
      }
      const limited = replyLimited(
        (yield* get(recentRepliesBy, visitorHash, now - REPLY_WINDOW_MS))!,
        now,
      );
      if (limited) return limited;
      // the family reviews replies first: held, not counted, no push until approved
      const held = notice.held === 1;
      const row = (yield* get(
        insertReply,
        ...replyValues(noticeId, input, visitorHash, now, held),
      ))!;
      if (held) {
        yield* holdCase('reply', row.id, now);
        return addedReply(row, yield* countNow(noticeId, 'replies'), held);
      }
      yield* replyPushQueued(noticeId, row.id, row.body, now);
      return addedReply(row, yield* countAfter(noticeId, 'replies'), held);
    });

  return {
    lightCandle: (noticeId: number, visitorHash: string, clientKey: string | null, now: number) =>
      onceMore(() => lightCandle(noticeId, visitorHash, clientKey, now)),

    /** One page of the notice's visible replies, newest first; null unless it is published */
    listReplies: (noticeId: number, take: number, page: number) =>
      db.read(function* () {
        if (!(yield* get(published, noticeId))) return null;
        const total = Number((yield* get(replyCount, noticeId))!.n);
        const offset = page * take;
        // read only when the offset is below their total
        const rows = offset >= total ? [] : yield* all(replyPage, noticeId, take, offset);
        return repliesPage(total, take, page, rows);
      }),

    addReply: (
      noticeId: number,
      input: { author: string; text: string; clientKey?: string | undefined },
      visitorHash: string,
      now: number,
    ) => onceMore(() => addReply(noticeId, input, visitorHash, now)),

    /** Until when this visitor's own candle on the notice burns, or null (GET …/candles/mine) */
    myCandleUntil: (noticeId: number, visitorHash: string, now: number) =>
      db.read(function* () {
        return candleLitUntil(yield* myLastCandle(noticeId, visitorHash, now));
      }),
  };
}

export type Interactions = ReturnType<typeof interactionsOf>;

/** Candles and replies on SQLite */
export const createInteractions = (sqlite: BetterSqlite3.Database) =>
  interactionsOf(sqliteDb(sqlite), (write) => write());
