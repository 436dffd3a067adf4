/**
 * A notice's candle and reply counts, moved and read by the same steps on both databases
 * (decision 0109). On SQLite they are notices.candles and notices.replies (its one writer never
 * waits on the notice's row). On PostgreSQL the notice's rows in notice_counter_shards are added:
 * a write moves one shard row chosen at random, so the candles of a much-visited notice wait on
 * one another's row lock only when they pick the same shard, never on the notice's row;
 * `foldShards` (counter-shards.pg.ts) now and then moves the shards into the notice. Every reader
 * of the counts adds the shards (COUNTS_OF), so the sum is the same before and after a fold.
 */
import { get, sql, type Flow } from '../../stores/flow';

/** Rows a notice's counts are spread over (PostgreSQL) */
const COUNTER_SHARDS = 16;

export type CounterColumn = 'candles' | 'replies';

/** SELECT columns `candles` and `replies` of the notice aliased `n`, shards added (PostgreSQL) */
export const COUNTS_OF = (n: string) =>
  `${n}.candles + coalesce((SELECT sum(s.candles) FROM notice_counter_shards s
     WHERE s.notice_id = ${n}.id), 0) AS candles,
   ${n}.replies + coalesce((SELECT sum(s.replies) FROM notice_counter_shards s
     WHERE s.notice_id = ${n}.id), 0) AS replies`;

/** The notice's counts */
interface Counts {
  candles: number;
  replies: number;
}

/**
 * The column moved by $3: on the notice's row, its counts returned (SQLite); on shard $2, nothing
 * returned (PostgreSQL: the sum needs the other shards)
 */
const moveOf = (column: CounterColumn) =>
  sql<Counts, [number, number, number]>(`counter_shards_${column}`, {
    sqlite: `UPDATE notices SET ${column} = ${column} + $3 WHERE id = $1 RETURNING candles, replies`,
    pg: `INSERT INTO notice_counter_shards (notice_id, shard, ${column}) VALUES ($1, $2, $3)
     ON CONFLICT (notice_id, shard) DO UPDATE SET ${column} = notice_counter_shards.${column} + $3`,
  });
const move = { candles: moveOf('candles'), replies: moveOf('replies') };

const counts = sql<Counts, [number]>('notice_counts', {
  sqlite: 'SELECT candles, replies FROM notices WHERE id = $1',
  pg: `SELECT ${COUNTS_OF('n')} FROM notices n WHERE n.id = $1`,
});

/**
 * Moves the notice's candle or reply count by `delta` (a reply hidden: -1), in the caller's
 * transaction. A PostgreSQL shard may go below 0; the sum, which every reader takes, does not.
 */
export function* moveCount(noticeId: number, column: CounterColumn, delta: number): Flow<void> {
  yield* moved(noticeId, column, delta);
}

/** moveCount, then the notice's counts after it (read once more only where the move cannot tell) */
export function* movedCounts(noticeId: number, column: CounterColumn, delta: number) {
  return (yield* moved(noticeId, column, delta)) ?? (yield* countsOf(noticeId))!;
}

function moved(noticeId: number, column: CounterColumn, delta: number) {
  const shard = Math.floor(Math.random() * COUNTER_SHARDS);
  return get(move[column], noticeId, shard, delta);
}

/** The notice's candle and reply counts (any status; undefined when there is no notice) */
export const countsOf = (noticeId: number) => get(counts, noticeId);
