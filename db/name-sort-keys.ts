/**
 * Keeps the stored `notices.name_sort_key` in step with the rule of nameSortKey: when the rule's
 * version differs from the one the data was keyed with (settings `nameSortKeyVersion`), every
 * notice's key is recomputed from its name, in one transaction — on SQLite and on PostgreSQL
 * alike (each start runs it after the migrations). A recompute in code, not an SQL migration,
 * because the key is the TypeScript function's (the Estonian alphabet; decision record 0060);
 * the version makes it run once per rule change.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import { NAME_SORT_KEY_VERSION, nameSortKey } from '#domain/rules/estonian-sort';

const SETTING = 'nameSortKeyVersion';

/** Whether data keyed under the stored version (the setting's value, parsed) has today's keys */
const keyedByThisRule = (stored: { value: unknown } | undefined) =>
  stored !== undefined && Number(stored.value) === NAME_SORT_KEY_VERSION;

/** Returns how many notices got a new key (0 when the data was up to date). */
export function refreshNameSortKeys(sqlite: BetterSqlite3.Database): number {
  const stored = sqlite.prepare('SELECT value FROM settings WHERE key = ?').get(SETTING) as
    { value: string } | undefined;
  if (keyedByThisRule(stored && { value: JSON.parse(stored.value) })) return 0;
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

/**
 * The same on PostgreSQL (migratePostgres calls it, holding the migration lock). A database
 * without notices is left as it is, setting and all: a new site's first fill copies SQLite's
 * rows, its settings too, into empty tables (db/pg/copy.ts). The list's version moves, so
 * running instances drop the order they cached.
 */
export async function refreshNameSortKeysPg(client: pg.ClientBase): Promise<number> {
  const { rows: settings } = await client.query<{ value: unknown }>(
    'SELECT value FROM settings WHERE key = $1',
    [SETTING],
  );
  if (keyedByThisRule(settings[0])) return 0;
  const { rows } = await client.query<{ id: number; name: string }>(
    'SELECT id, deceased_name AS name FROM notices',
  );
  if (rows.length === 0) return 0;
  await client.query('BEGIN');
  try {
    const { rowCount } = await client.query(
      `UPDATE notices n SET name_sort_key = k.key
         FROM unnest($1::int[], $2::text[]) AS k(id, key) WHERE n.id = k.id`,
      [rows.map((r) => r.id), rows.map((r) => nameSortKey(r.name))],
    );
    await client.query(
      `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      [SETTING, JSON.stringify(NAME_SORT_KEY_VERSION)],
    );
    await client.query('UPDATE notice_list_version SET version = version + 1 WHERE id = 1');
    await client.query("SELECT pg_notify('notice_list_version', '')");
    await client.query('COMMIT');
    return rowCount ?? 0;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
