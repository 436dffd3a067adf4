/**
 * Databases on the PostgreSQL test server (TEST_DATABASE_URL, read when called: the global setup
 * sets it after this module is loaded). No vitest here: the global setup imports it too.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server's own database (creating and dropping databases). */
export async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The database the API tests on PostgreSQL start from: migrated, with the EHAK geography (made
 * once per run by the global setup, api/test/postgres-setup.ts)
 */
export const TEMPLATE_DATABASE = 'kyynal_test_template';

/**
 * A new database on the test server: its URL, and `drop` to remove it. Empty, or with
 * `fromTemplate` a copy of TEMPLATE_DATABASE (PostgreSQL copies its files: milliseconds).
 */
export async function createTestDatabase(
  options: { fromTemplate?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kyynal_test_${randomBytes(6).toString('hex')}`;
  await onServer(
    options.fromTemplate
      ? `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`
      : `CREATE DATABASE ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
