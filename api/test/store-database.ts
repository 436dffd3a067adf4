/**
 * A store's port on a fresh migrated database of the run's adapter (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg), for the store tests that need no HTTP server: opened before the
 * file's tests, closed and removed after them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase, type TestDatabase } from './harness';

export interface StoreDatabase<P> {
  /** The database (its `sql` on either adapter) */
  database: TestDatabase;
  /** The port `build` made on it */
  store: P;
}

export function useStoreDatabase<P>(build: (database: TestDatabase) => P): StoreDatabase<P> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-store-'));
  const held = {} as StoreDatabase<P>;
  beforeAll(async () => {
    held.database = await openTestDatabase(dir, false);
    held.store = build(held.database);
  });
  afterAll(async () => {
    await held.database?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return held;
}
