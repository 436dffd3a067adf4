import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase, type Database } from './client';
import { loadGeography } from './geography';

export const DATABASE_FILE = 'kyynal.db';

/**
 * Opens DATA_DIR's database (creating the directory and file if needed), applies the pending
 * migrations and loads the EHAK geography once: what every entry point needs before it works.
 */
export function openDataDir(dataDir: string): { database: Database; file: string } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATABASE_FILE);
  const database = openDatabase(file);
  migrateDatabase(database);
  loadGeography(database);
  return { database, file };
}
