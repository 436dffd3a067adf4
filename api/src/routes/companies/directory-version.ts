/**
 * The directory's change counter (directory_version, moved by triggers on companies, what they
 * offer and the categories, migration 0015): whatever is read of the directory may be kept in
 * memory until it moves, also when another process wrote.
 */
import type BetterSqlite3 from 'better-sqlite3';

/** `compute`'s value, computed again only after the directory changed. */
export function cachedPerDirectoryVersion<T>(
  sqlite: BetterSqlite3.Database,
  compute: () => T,
): () => T {
  const read = sqlite.prepare('SELECT version FROM directory_version WHERE id = 1').pluck();
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
}
