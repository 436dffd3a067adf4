/**
 * Vitest's global setup for the PostgreSQL tests: one throwaway server for the whole run
 * (scripts/services/postgres.ts), its URL handed to the test files as TEST_DATABASE_URL; each
 * test file creates its own database in it. An outside server can be given instead by setting
 * TEST_DATABASE_URL. Without PostgreSQL installed the pg tests skip, unless
 * KYYNAL_REQUIRE_POSTGRES=1 (as `npm test` sets, after installing it), which makes that an error.
 */
import { postgresBinDir, startPostgres, type TestPostgres } from '../../scripts/services/postgres';

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
}

export async function teardown() {
  await server?.stop();
}
