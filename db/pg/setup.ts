/**
 * What `DATABASE_URL=postgres://… npm start` does before it serves, the counterpart of
 * db/setup.ts: opens and migrates the database and, when it is empty, fills it as a first start
 * fills DATA_DIR's SQLite file (geography, help pages, demo content): made by the same code into
 * a temporary SQLite file, then copied over (db/pg/copy.ts). Instances that start together take
 * turns (an advisory lock), so only the first one fills.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../client';
import { openDataDir } from '../setup';
import { migratePostgres, openPostgres, type PostgresDatabase } from './client';
import { copySqliteToPostgres } from './copy';

export interface PreparedPostgres {
  database: PostgresDatabase;
  /** The rows copied per table, when this start filled an empty database; else null */
  filled: Record<string, number> | null;
}

/**
 * Opens, migrates and, if it has no counties yet, fills the database: `fill` writes what a new
 * site starts with into a fresh, migrated SQLite database with the geography loaded.
 */
export async function preparePostgres(
  url: string,
  fill: (sqlite: Database) => Promise<void>,
): Promise<PreparedPostgres> {
  const database = await openPostgres(url);
  try {
    await migratePostgres(database);
    const client = await database.pool.connect();
    try {
      await client.query('SET statement_timeout = 0');
      await client.query("SELECT pg_advisory_lock(hashtextextended('first_fill', 0))");
      const { rows } = await client.query<{ empty: boolean }>(
        'SELECT NOT EXISTS (SELECT 1 FROM counties) AS empty',
      );
      if (!rows[0]!.empty) return { database, filled: null };
      const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-fill-'));
      try {
        const { database: sqlite } = openDataDir(dir);
        try {
          await fill(sqlite);
          return { database, filled: await copySqliteToPostgres(sqlite.sqlite, database.pool) };
        } finally {
          sqlite.sqlite.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    } finally {
      // closed, not pooled: the lock goes with it
      client.release(true);
    }
  } catch (error) {
    await database.pool.end();
    throw error;
  }
}
