import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { refreshNameSortKeys } from './name-sort-keys';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema>;
export interface Database {
  /** The raw connection: hot queries use prepared statements on it directly. */
  sqlite: Database.Database;
  db: Db;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens (creating if needed) the SQLite file with the pragmas every connection needs. */
export function openDatabase(file: string): Database {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { sqlite, db: drizzle(sqlite, { schema }) };
}

/**
 * Applies every pending drizzle-kit migration, then the data refreshes that need our code
 * (the notices' name sort keys after a rule change); safe to call on each start.
 */
export function migrateDatabase({ db, sqlite }: Database): void {
  migrate(db, { migrationsFolder });
  refreshNameSortKeys(sqlite);
}
