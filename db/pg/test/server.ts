/**
 * The PostgreSQL server the pg tests use: TEST_DATABASE_URL (the test script starts one and
 * sets it). Without it the pg tests are skipped, saying so in their name. Each test file makes
 * its own databases on it, with random names, and drops them after.
 */
import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_URL;

/** `describe`, skipped (with the reason in its name) when there is no test server */
export const describePg = (name: string, tests: () => void) =>
  describe.skipIf(!serverUrl)(
    serverUrl ? name : `${name} [skipped: TEST_DATABASE_URL is not set]`,
    tests,
  );

/** Runs one statement on the server's own database (creating and dropping databases). */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database on the test server: its URL, and `drop` to remove it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kyynal_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
