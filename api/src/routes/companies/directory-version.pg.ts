/**
 * directory-version.ts on PostgreSQL: what is read of the directory kept until directory_version
 * moves (its triggers are in the pg rules migration). Every call reads the version, so an
 * instance sees another instance's writes at its next request.
 */
import type pg from 'pg';
import { statement, value } from '../../stores/pg/sql';

const read = statement(
  'directory_version_read',
  'SELECT version FROM directory_version WHERE id = 1',
);

/** `compute`'s value, computed again only after the directory changed. */
export function cachedPerDirectoryVersionPg<T>(
  pool: pg.Pool,
  compute: () => Promise<T>,
): () => Promise<T> {
  let kept: { version: number; value: Promise<T> } | null = null;
  return async () => {
    const version = (await value<number>(pool, read))!;
    if (kept?.version !== version) {
      const computing = compute();
      kept = { version, value: computing };
      // a failed read is not kept: the next call reads again
      computing.catch(() => {
        if (kept?.value === computing) kept = null;
      });
    }
    return kept.value;
  };
}
