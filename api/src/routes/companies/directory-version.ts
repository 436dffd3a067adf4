/**
 * The directory's change counter (directory_version, moved by triggers on companies, what they
 * offer and the categories, migration 0015): whatever is read of the directory may be kept in
 * memory until it moves, also when another process wrote.
 *
 * Reading the counter is a read transaction on the file (several microseconds, a fifth of a
 * directory search). So it is read again only when this connection has written anything since
 * (`total_changes()`, answered without touching the file: this process's own change is seen at
 * once) or `recheckMs` has passed (another process's change, such as a CLI script's, is seen
 * within that time).
 */
import type BetterSqlite3 from 'better-sqlite3';

/** How long a read of the counter stands for another process's writes */
export const DIRECTORY_RECHECK_MS = 1000;

/** `compute`'s value, computed again only after the directory changed. */
export function cachedPerDirectoryVersion<T>(
  sqlite: BetterSqlite3.Database,
  compute: () => T,
  { recheckMs = DIRECTORY_RECHECK_MS, clock = Date.now } = {},
): () => T {
  const read = sqlite.prepare('SELECT version FROM directory_version WHERE id = 1').pluck();
  const changes = sqlite.prepare('SELECT total_changes()').pluck();
  let version = -1;
  let changesAtRead = -1;
  let readAt = -Infinity;
  let value: T;
  return () => {
    const written = changes.get() as number;
    const now = clock();
    if (written !== changesAtRead || now - readAt >= recheckMs) {
      const current = read.get() as number;
      changesAtRead = written;
      readAt = now;
      if (current !== version) {
        value = compute();
        version = current;
      }
    }
    return value;
  };
}
