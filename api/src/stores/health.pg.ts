/** The health check's look at PostgreSQL (health.ts is the SQLite twin) */
import type pg from 'pg';
import type { createHealthStore } from './health';
import type { Port } from './port';
import { statement, value } from './pg/sql';

const ping = statement('health_ping', 'SELECT 1');

export function createPgHealthStore(pool: pg.Pool): Port<ReturnType<typeof createHealthStore>> {
  return {
    /** Rejects when the database cannot answer a query */
    ping: async () => void (await value(pool, ping)),
  };
}
