/**
 * Vitest's global setup for the SQLite test servers: one data directory migrated and with the
 * EHAK geography, made once per run; each test server starts from a copy of its file
 * (KYYNAL_TEST_SQLITE_TEMPLATE) instead of running every migration and loading the geography
 * again (about 20 ms instead of 500).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASE_FILE, openDataDir } from '#db/setup';

let dir: string | undefined;

export function setup() {
  dir = mkdtempSync(path.join(tmpdir(), 'kyynal-sqlite-template-'));
  const { database } = openDataDir(dir);
  // everything in the main file, so that a copy of it alone is the whole database
  database.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  database.sqlite.close();
  process.env.KYYNAL_TEST_SQLITE_TEMPLATE = path.join(dir, DATABASE_FILE);
}

export function teardown() {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
