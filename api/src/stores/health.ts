/** The health check's look at the database (GET /api/health): it answers, or the check throws. */
import type BetterSqlite3 from 'better-sqlite3';

export function createHealthStore(sqlite: BetterSqlite3.Database) {
  const ping = sqlite.prepare('SELECT 1');
  return {
    /** Throws when the database cannot answer a query */
    ping(): void {
      ping.get();
    },
  };
}
