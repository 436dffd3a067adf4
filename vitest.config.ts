import { defineConfig } from 'vitest/config';

export default defineConfig({
  // the import aliases (#domain/…, #api/…; tsconfig.json "paths", decision 0113)
  resolve: { tsconfigPaths: true },
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
    // Every API test file imports the whole app; a worker keeps the modules it loaded for its next
    // file instead of importing them again (the import phase fell from ~150 s to 12 s). Tests hold
    // no state in modules: each file builds its own server and database, and what a test stubs is
    // put back after it (below), so nothing reaches the next file.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    // both cores (vitest's default leaves one free): the tests wait on sockets, PostgreSQL and
    // password hashing much of the time
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
