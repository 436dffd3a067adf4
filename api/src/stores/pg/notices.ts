/** PostgreSQL adapters: Notices, candles and replies, the list cache (LISTEN/NOTIFY), counties and places */
import type pg from 'pg';
import { createPgCountyStore } from '../../routes/counties/store.pg';
import { createPgNoticeAccess } from '../../routes/notices/access.pg';
import { createPgNoticeEditing } from '../../routes/notices/editing.pg';
import { createPgNoticeHiding } from '../../routes/notices/hiding.pg';
import { createPgInteractions } from '../../routes/notices/interactions.pg';
import { createListSignal } from '../../routes/notices/list-signal.pg';
import { createPgNoticeQueries } from '../../routes/notices/queries.pg';
import { createPgPlaceStore } from '../../routes/places/store';
import type { PgStoreGroup } from './context';

/** What closing a pool's notice stores does, by pool (see closeNoticeStores) */
const closers = new WeakMap<pg.Pool, () => Promise<void>>();

export const noticesStores: PgStoreGroup<
  | 'counties'
  | 'notices'
  | 'interactions'
  | 'noticeEditing'
  | 'noticeHiding'
  | 'noticeAccess'
  | 'places'
> = (ctx) => {
  const { pool } = ctx;
  // the list version, from notice_list_version's notifications (a connection of its own)
  const signal = createListSignal(pool);
  const counties = createPgCountyStore(pool);
  const notices = createPgNoticeQueries(pool, counties, signal);
  closers.set(pool, async () => {
    await notices.close();
    await signal.close();
  });
  return {
    counties,
    notices,
    interactions: createPgInteractions(pool),
    noticeEditing: createPgNoticeEditing(ctx, signal),
    noticeHiding: createPgNoticeHiding(pool, signal),
    noticeAccess: createPgNoticeAccess(pool, () => ctx.stores().users, ctx.deps.now),
    places: createPgPlaceStore(pool),
  };
};

/**
 * Stops what the notice stores of `pool` run in the background: writes the views counted and
 * not yet written, stops their timer, and closes the LISTEN connection. Call it on shutdown,
 * before `pool.end()` (after it, they stop by themselves, losing the unwritten views).
 */
export async function closeNoticeStores(pool: pg.Pool): Promise<void> {
  await closers.get(pool)?.();
  closers.delete(pool);
}
