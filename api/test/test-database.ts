/**
 * The API tests' database: SQLite, or with KYYNAL_TEST_ADAPTER=pg a PostgreSQL database copied
 * from the run's template, and SQL on it whichever it is (./harness.ts starts the server on it).
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '#db/client';
import { openPostgres, type PostgresDatabase } from '#db/pg/client';
import { createTestDatabase } from '#db/pg/test/databases';
import { DATABASE_FILE, openDataDir } from '#db/setup';

/**
 * The database the API tests run on: SQLite, or with KYYNAL_TEST_ADAPTER=pg a PostgreSQL
 * database copied from the run's template (`npm test` runs the API suite both ways)
 */
export const TEST_ADAPTER: 'sqlite' | 'pg' =
  process.env.KYYNAL_TEST_ADAPTER === 'pg' ? 'pg' : 'sqlite';

/**
 * SQL on the test server's database, whichever it is: `?` placeholders (turned into $1, $2… on
 * PostgreSQL). Flags come back as the database keeps them (SQLite 0/1, PostgreSQL booleans).
 */
export interface TestSql {
  all<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]>;
  get<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T | undefined>;
  /** The first column of the first row */
  value<T = unknown>(text: string, ...params: unknown[]): Promise<T | undefined>;
  /** The rows written */
  run(text: string, ...params: unknown[]): Promise<number>;
}

export interface TestDatabase {
  sqlite: Database | null;
  pg: PostgresDatabase | null;
  sql: TestSql;
  close: () => Promise<void>;
}

/** The test server's database: DIR's SQLite file, or a new PostgreSQL database (TEST_ADAPTER) */
export async function openTestDatabase(dir: string, given: boolean): Promise<TestDatabase> {
  if (TEST_ADAPTER === 'sqlite' || given) {
    const template = process.env.KYYNAL_TEST_SQLITE_TEMPLATE;
    if (!given && template) copyFileSync(template, path.join(dir, DATABASE_FILE));
    const { database } = openDataDir(dir);
    const { sqlite } = database;
    return {
      sqlite: database,
      pg: null,
      sql: sqliteTestSql(sqlite),
      // (closing twice is harmless: breakDatabase may have)
      close: async () => void sqlite.close(),
    };
  }
  const target = await createTestDatabase({ fromTemplate: true });
  const pg = await openPostgres(target.url, { connectAttempts: 1, log: () => {} });
  return {
    sqlite: null,
    pg,
    sql: pgTestSql(pg.pool),
    close: async () => {
      if (!pg.pool.ended) await pg.pool.end();
      await target.drop();
    },
  };
}

/** TestSql on a SQLite connection */
export function sqliteTestSql(sqlite: Database['sqlite']): TestSql {
  return {
    all: async <T>(text: string, ...params: unknown[]) =>
      sqlite.prepare(text).all(...params) as T[],
    get: async <T>(text: string, ...params: unknown[]) =>
      sqlite.prepare(text).get(...params) as T | undefined,
    value: async <T>(text: string, ...params: unknown[]) =>
      sqlite
        .prepare(text)
        .pluck()
        .get(...params) as T | undefined,
    run: async (text: string, ...params: unknown[]) => sqlite.prepare(text).run(...params).changes,
  };
}

/** TestSql on a PostgreSQL pool: `?` placeholders numbered $1, $2… */
export function pgTestSql(pool: PostgresDatabase['pool']): TestSql {
  const numbered = (text: string) => {
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  };
  const query = (text: string, params: unknown[]) => pool.query(numbered(text), params);
  return {
    all: async <T>(text: string, ...params: unknown[]) => (await query(text, params)).rows as T[],
    get: async <T>(text: string, ...params: unknown[]) =>
      (await query(text, params)).rows[0] as T | undefined,
    value: async <T>(text: string, ...params: unknown[]) => {
      const row = (await query(text, params)).rows[0] as Record<string, unknown> | undefined;
      return (row ? Object.values(row)[0] : undefined) as T | undefined;
    },
    run: async (text: string, ...params: unknown[]) => (await query(text, params)).rowCount ?? 0,
  };
}

/** server.database on PostgreSQL: a test that reads SQLite directly cannot run there */
export function sqliteOnly(): Database {
  return new Proxy({} as Database, {
    get() {
      throw new Error('this test uses SQLite directly (server.database): use server.sql');
    },
  });
}
