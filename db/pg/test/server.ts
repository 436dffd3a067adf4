/**
 * The PostgreSQL server the pg tests use: TEST_DATABASE_URL (the test script starts one and
 * sets it). Without it the pg tests are skipped, saying so in their name. Each test file makes
 * its own databases on it, with random names, and drops them after.
 */
import { describe } from 'vitest';

const serverUrl = process.env.TEST_DATABASE_URL;

/** `describe`, skipped (with the reason in its name) when there is no test server */
export const describePg = (name: string, tests: () => void) =>
  describe.skipIf(!serverUrl)(
    serverUrl ? name : `${name} [skipped: TEST_DATABASE_URL is not set]`,
    tests,
  );

export { createTestDatabase } from './databases';
