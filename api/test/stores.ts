/**
 * For a store's own tests on the test adapter's database (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg), without the app around it: the database is opened before the file's
 * tests and removed after them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../db/client';
import type { PostgresDatabase } from '../../db/pg/client';
import { openTestDatabase, type TestDatabase, type TestSql } from './harness';

export interface StoreDatabase {
  /** SQL on it, on either adapter (`?` placeholders) */
  sql: TestSql;
  /** Builds the store under test on whichever database it is */
  on<T>(adapters: { sqlite: (database: Database) => T; pg: (database: PostgresDatabase) => T }): T;
}

export function useStoreDatabase(): StoreDatabase {
  let dir = '';
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kyynal-store-'));
    db = await openTestDatabase(dir, false);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const opened = () => {
    if (!db) throw new Error('the store database opens in beforeAll');
    return db;
  };
  return {
    sql: {
      all: (text, ...params) => opened().sql.all(text, ...params),
      get: (text, ...params) => opened().sql.get(text, ...params),
      value: (text, ...params) => opened().sql.value(text, ...params),
      run: (text, ...params) => opened().sql.run(text, ...params),
    },
    on: ({ sqlite, pg }) => {
      const { sqlite: file, pg: server } = opened();
      return server ? pg(server) : sqlite(file!);
    },
  };
}
