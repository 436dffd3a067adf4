/**
 * The directory's change counter (directory_version, moved by triggers on companies, what they
 * offer and the categories, migration 0015): whatever is read of the directory may be kept in
 * memory until it moves, also when another process wrote.
 */
import type BetterSqlite3 from 'better-sqlite3';

/** `cached(compute)`: compute's value, computed again only after the directory changed. */
export function createDirectoryVersion(sqlite: BetterSqlite3.Database) {
  const read = sqlite.prepare('SELECT version FROM directory_version WHERE id = 1').pluck();
  return {
    current: () => read.get() as number,
    cached<T>(compute: () => T): () => T {
      let version = -1;
      let value: T;
      return () => {
        const now = read.get() as number;
        if (now !== version) {
          value = compute();
          version = now;
        }
        return value;
      };
    },
  };
}
