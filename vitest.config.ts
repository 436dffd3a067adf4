import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright specs live in pwa/e2e and must never be collected here.
    include: [
      'api/**/*.test.ts',
      'db/**/*.test.ts',
      'scripts/**/*.test.ts',
      'pwa/src/**/*.test.{ts,tsx}',
    ],
    // one throwaway PostgreSQL server for the pg tests (TEST_DATABASE_URL); one migrated SQLite
    // file the test servers start from
    globalSetup: ['api/test/postgres-setup.ts', 'api/test/sqlite-template.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
  },
});
