/** The job queues' depths on PostgreSQL (queues.ts is the SQLite twin, with the shared SQL) */
import type pg from 'pg';
import type { QueueDepths } from '../lib/metrics';
import type { Port } from './port';
import { type createQueueStore, QUEUE_DEPTHS_SQL, toQueueDepths } from './queues';
import { get } from './pg/sql';

export function createPgQueueStore(pool: pg.Pool): Port<ReturnType<typeof createQueueStore>> {
  return {
    depths: async () =>
      toQueueDepths((await get<Record<keyof QueueDepths, string>>(pool, QUEUE_DEPTHS_SQL))!),
  };
}
