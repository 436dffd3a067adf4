/**
 * Vitest's global setup for the PostgreSQL tests: one throwaway server for the whole run
 * (scripts/services/postgres.ts), its URL handed to the test files as TEST_DATABASE_URL; each
 * test file creates its own database in it. An outside server can be given instead by setting
 * TEST_DATABASE_URL. Without PostgreSQL installed the pg tests skip, unless
 * KYYNAL_REQUIRE_POSTGRES=1 (as `npm test` sets, after installing it), which makes that an error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySqliteToPostgres } from '#db/pg/copy';
import { migratePostgres, openPostgres } from '#db/pg/client';
import { onServer, TEMPLATE_DATABASE } from '#db/pg/test/databases';
import { openDataDir } from '#db/setup';
import { postgresBinDir, startPostgres, type TestPostgres } from '#scripts/services/postgres';

let server: TestPostgres | undefined;

export async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  if (!postgresBinDir()) {
    if (process.env.KYYNAL_REQUIRE_POSTGRES === '1') {
      throw new Error('PostgreSQL is required (KYYNAL_REQUIRE_POSTGRES=1) but not installed');
    }
    return;
  }
  server = await startPostgres();
  process.env.TEST_DATABASE_URL = server.url;
  await createTemplate(server.url);
}

/**
 * TEMPLATE_DATABASE: PostgreSQL's migrations, and the rows a fresh SQLite data directory has
 * (its geography), copied as `DATABASE_URL` start copies them.
 */
async function createTemplate(serverUrl: string) {
  await onServer(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const url = new URL(serverUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const database = await openPostgres(url.toString(), { connectAttempts: 1 });
  const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-template-'));
  try {
    await migratePostgres(database);
    const { database: sqlite } = openDataDir(dir);
    await copySqliteToPostgres(sqlite.sqlite, database.pool);
    sqlite.sqlite.close();
  } finally {
    await database.pool.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function teardown() {
  await server?.stop();
}
