/**
 * The API suite again, on PostgreSQL (`npm test` runs it after the SQLite run): every API test
 * whose server comes from the harness gets a fresh PostgreSQL database (KYYNAL_TEST_ADAPTER=pg),
 * so both adapters of every store keep one behaviour. Left out: the tests of what only the SQLite
 * file has (its backup, its replica, the SQLite adapters' own unit tests).
 */
import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config';

/** Tests of the embedded SQLite file itself */
const SQLITE_ONLY = ['api/src/services/backup.test.ts', 'api/src/services/replica.test.ts'];

export default defineConfig({
  resolve: base.resolve,
  test: {
    ...base.test,
    include: ['api/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...SQLITE_ONLY],
    env: {
      KYYNAL_TEST_ADAPTER: 'pg',
      // the full 1,000 a route runs on SQLite; on PostgreSQL the same routes' adapters, fewer
      FUZZ_RUNS: process.env.FUZZ_RUNS ?? '200',
    },
  },
});
