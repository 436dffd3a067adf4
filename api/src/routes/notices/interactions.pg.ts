/**
 * Candles and replies on PostgreSQL (interactions.ts holds the rules and the SQLite twin).
 *
 * Under READ COMMITTED two transactions could both find "no candle this hour" and both insert,
 * so each write first takes a transaction-scoped advisory lock on what its limit counts: the
 * (notice, visitor) pair for a candle, the visitor for replies. Writers of different visitors
 * never wait on each other, and nothing locks the notice's row: the counts go to one of a few
 * shard rows per notice (notice_counter_shards, chosen at random), which readers add to the
 * notice's own column (the notice queries' timer folds them in now and then: counter-shards.pg.ts).
 */
import type pg from 'pg';
import { pgCases } from '../moderation/cases.pg';
import { pgPushQueue } from '../../services/push/queue.pg';
import type { Port } from '../../stores/port';
import {
  all,
  get,
  isUniqueViolation,
  run,
  statement,
  transaction,
  value,
} from '../../stores/pg/sql';
import {
  addedReply,
  CANDLE_WINDOW_MS,
  candleLimited,
  candleLitUntil,
  REPLY_WINDOW_MS,
  replayedCandle,
  replayedReply,
  repliesPage,
  replyLimited,
  replyValues,
  type createInteractions,
  type KeyedReplyRow,
  type ReplyRow,
  type WriterRow,
} from './interactions';
import { bumpShard, COUNTS_OF, type CounterColumn } from './counter-shards.pg';

type Interactions = Port<ReturnType<typeof createInteractions>>;

const published = statement(
  'interactions_published',
  `SELECT hold_replies AS "holdReplies" FROM notices WHERE id = $1 AND status = 'published'`,
);
const counts = statement(
  'interactions_counts',
  `SELECT ${COUNTS_OF('n')} FROM notices n WHERE n.id = $1`,
);
/** Waits for the other transactions holding the same key (a text, hashed to 64 bits) */
const lock = statement(
  'interactions_lock',
  'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))',
);

const candleByKey = statement(
  'interactions_candle_by_key',
  'SELECT notice_id, visitor_hash FROM candles WHERE client_key = $1',
);
const lastCandle = statement(
  'interactions_last_candle',
  `SELECT max(created_at) FROM candles
    WHERE notice_id = $1 AND visitor_hash = $2 AND created_at > $3`,
);
const insertCandle = statement(
  'interactions_insert_candle',
  'INSERT INTO candles (notice_id, visitor_hash, client_key, created_at) VALUES ($1, $2, $3, $4)',
);

const replyPage = statement(
  'interactions_reply_page',
  `SELECT id, author, body, created_at FROM replies
    WHERE notice_id = $1 AND status = 'visible' ORDER BY created_at DESC, id DESC
    LIMIT $2 OFFSET $3`,
);
const replyCount = statement(
  'interactions_reply_count',
  "SELECT count(*) FROM replies WHERE notice_id = $1 AND status = 'visible'",
);
const replyByKey = statement(
  'interactions_reply_by_key',
  `SELECT id, notice_id, visitor_hash, author, body, created_at, status FROM replies
    WHERE client_key = $1`,
);
const recentRepliesBy = statement(
  'interactions_recent_replies',
  `SELECT count(*) AS n, min(created_at) AS first FROM replies
    WHERE visitor_hash = $1 AND created_at > $2`,
);
const insertReply = statement(
  'interactions_insert_reply',
  `INSERT INTO replies (notice_id, author, body, visitor_hash, client_key, created_at, status)
   VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, author, body, created_at`,
);

interface Counts {
  candles: number;
  replies: number;
}

/** The count after this write's shard was bumped: the notice's column and all its shards */
async function countAfter(client: pg.PoolClient, noticeId: number, column: CounterColumn) {
  await bumpShard(client, noticeId, column);
  const row = await get<Counts>(client, counts, [noticeId]);
  return row![column];
}

/**
 * A write that stored its client key: a concurrent one with the same key, which the lock did not
 * order (another visitor or notice), makes the insert fail; run again, it finds the key.
 */
async function onceMoreIfKeyTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return write();
  }
}

export function createPgInteractions(pool: pg.Pool): Interactions {
  return {
    lightCandle: (noticeId, visitorHash, clientKey, now) =>
      onceMoreIfKeyTaken(() =>
        transaction(pool, async (client) => {
          if (!(await get(client, published, [noticeId]))) return { kind: 'not_found' } as const;
          await run(client, lock, [`candle:${noticeId}:${visitorHash}`]);
          const earlier = clientKey
            ? await get<WriterRow>(client, candleByKey, [clientKey])
            : undefined;
          if (earlier) {
            const stored = (await get<Counts>(client, counts, [noticeId]))!;
            return replayedCandle(earlier, noticeId, visitorHash, stored.candles);
          }
          const last = await value<number | null>(client, lastCandle, [
            noticeId,
            visitorHash,
            now - CANDLE_WINDOW_MS,
          ]);
          const limited = candleLimited(last ?? null, now);
          if (limited) return limited;
          await run(client, insertCandle, [noticeId, visitorHash, clientKey, now]);
          await pgPushQueue.candle(client, noticeId, now);
          const candles = await countAfter(client, noticeId, 'candles');
          return { kind: 'ok', value: candles, replayed: false } as const;
        }),
      ),

    async myCandleUntil(noticeId, visitorHash, now) {
      const last = await value<number | null>(pool, lastCandle, [
        noticeId,
        visitorHash,
        now - CANDLE_WINDOW_MS,
      ]);
      return candleLitUntil(last ?? null);
    },

    async listReplies(noticeId, take, page) {
      if (!(await get(pool, published, [noticeId]))) return null;
      const total = (await value<number>(pool, replyCount, [noticeId]))!;
      const offset = page * take;
      const rows =
        offset >= total ? [] : await all<ReplyRow>(pool, replyPage, [noticeId, take, offset]);
      return repliesPage(total, take, page, () => rows);
    },

    addReply: (noticeId, input, visitorHash, now) =>
      onceMoreIfKeyTaken(() =>
        transaction(pool, async (client) => {
          const notice = await get<{ holdReplies: boolean }>(client, published, [noticeId]);
          if (!notice) return { kind: 'not_found' } as const;
          // the limit counts the visitor's replies on every notice
          await run(client, lock, [`reply:${visitorHash}`]);
          if (input.clientKey) {
            const existing = await get<KeyedReplyRow>(client, replyByKey, [input.clientKey]);
            if (existing) {
              const stored = (await get<Counts>(client, counts, [noticeId]))!;
              return replayedReply(existing, noticeId, visitorHash, stored.replies);
            }
          }
          const recent = (await get<{ n: number; first: number | null }>(client, recentRepliesBy, [
            visitorHash,
            now - REPLY_WINDOW_MS,
          ]))!;
          const limited = replyLimited(recent, now);
          if (limited) return limited;
          // the family reviews replies first: held, not counted, no push until approved
          const held = notice.holdReplies;
          const values = replyValues(noticeId, input, visitorHash, now, held);
          const row = (await get<ReplyRow>(client, insertReply, values))!;
          if (held) {
            await pgCases.hold(client, 'reply', row.id, now);
            return addedReply(row, (await get<Counts>(client, counts, [noticeId]))!.replies, held);
          }
          await pgPushQueue.reply(client, noticeId, row.id, row.body, now);
          return addedReply(row, await countAfter(client, noticeId, 'replies'), held);
        }),
      ),
  };
}
