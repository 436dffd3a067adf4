/**
 * A store's tests without the app: its port on a fresh migrated database of the run's adapter
 * (SQLite, or PostgreSQL with KYYNAL_TEST_ADAPTER=pg), opened before the file's tests, closed and
 * removed after them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '#db/client';
import type { PostgresDatabase } from '#db/pg/client';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface StoreDatabase<P> {
  /** The database: `sql` on either adapter, `pg` set on PostgreSQL */
  database: TestDatabase;
  /** What the adapter's builder made on it (the port, or an object of ports) */
  store: P;
}

export function useStoreDatabase<P>(adapters: {
  sqlite: (database: Database) => P;
  pg: (database: PostgresDatabase) => P;
}): StoreDatabase<P> {
  let dir = '';
  const held = {} as StoreDatabase<P>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kyynal-store-'));
    held.database = await openTestDatabase(dir, false);
    const { sqlite, pg } = held.database;
    held.store = pg ? adapters.pg(pg) : adapters.sqlite(sqlite!);
  });
  afterAll(async () => {
    await held.database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return held;
}
