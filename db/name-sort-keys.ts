/**
 * Keeps the stored `notices.name_sort_key` in step with the rule of nameSortKey: when the rule's
 * version differs from the one the data was keyed with (settings `nameSortKeyVersion`), every
 * notice's key is recomputed from its name, in one transaction. A recompute in code, not an SQL
 * migration, because the key is the TypeScript function's (the Estonian alphabet; decision
 * record 0060); the version makes it run once per rule change.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { NAME_SORT_KEY_VERSION, nameSortKey } from './domain/estonian-sort';

const SETTING = 'nameSortKeyVersion';

/** Returns how many notices got a new key (0 when the data was up to date). */
export function refreshNameSortKeys(sqlite: BetterSqlite3.Database): number {
  const stored = sqlite.prepare('SELECT value FROM settings WHERE key = ?').get(SETTING) as
    { value: string } | undefined;
  if (stored && Number(JSON.parse(stored.value)) === NAME_SORT_KEY_VERSION) return 0;
  const rows = sqlite.prepare('SELECT id, deceased_name AS name FROM notices').all() as {
    id: number;
    name: string;
  }[];
  const update = sqlite.prepare('UPDATE notices SET name_sort_key = ? WHERE id = ?');
  const save = sqlite.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  return sqlite.transaction(() => {
    let changed = 0;
    for (const row of rows) changed += update.run(nameSortKey(row.name), row.id).changes;
    save.run(SETTING, JSON.stringify(NAME_SORT_KEY_VERSION));
    return changed;
  })();
}
