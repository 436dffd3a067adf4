import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './client';
import { NAME_SORT_KEY_VERSION, estonianSortKey, nameSortKey } from '#domain/rules/estonian-sort';
import { migratePostgres, openPostgres } from './pg/client';
import { createTestDatabase, describePg } from './pg/test/server';

const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-sortkeys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Rows as an older release keyed them: by the whole name as typed (release 1), and a Cyrillic
 * name with the empty key of release 2, which had no place for its letters.
 */
const OLD_KEYS: [string, string][] = [
  ['Mari Tamm', estonianSortKey('Mari Tamm')],
  ['Иван Петров', ''],
  ['Ülle Aas', estonianSortKey('Ülle Aas')],
  ['Karel Čapek', estonianSortKey('Karel apek')],
  ['Ludwig van Beethoven', estonianSortKey('Ludwig van Beethoven')],
];
/** Their order by today's keys */
const ORDER = ['Ülle Aas', 'Ludwig van Beethoven', 'Karel Čapek', 'Mari Tamm', 'Иван Петров'];

describe('name sort keys of existing notices (#21, #26)', () => {
  it('are recomputed once, on the next start, when the key rule changes', () => {
    const database = openDatabase(path.join(dir, 'kyynal.db'));
    migrateDatabase(database);
    const { sqlite } = database;
    const insert = sqlite.prepare(
      `INSERT INTO notices (type, status, deceased_name, name_sort_key, signature, adder_name, adder_email, created_at)
       VALUES (0, 'published', ?, ?, 'Leinajad', 'Lisaja', 'lisaja@example.ee', 0)`,
    );
    for (const [name, key] of OLD_KEYS) insert.run(name, key);
    sqlite
      .prepare("UPDATE settings SET value = ? WHERE key = 'nameSortKeyVersion'")
      .run(JSON.stringify(NAME_SORT_KEY_VERSION - 1));

    migrateDatabase(database);
    const rows = sqlite
      .prepare(
        'SELECT deceased_name AS name, name_sort_key AS key FROM notices ORDER BY name_sort_key',
      )
      .all() as { name: string; key: string }[];
    expect(rows.map((r) => r.name)).toEqual(ORDER);
    for (const row of rows) expect(row.key).toBe(nameSortKey(row.name));

    // keyed: a later start leaves the rows alone
    sqlite
      .prepare("UPDATE notices SET name_sort_key = 'x' WHERE deceased_name = 'Mari Tamm'")
      .run();
    migrateDatabase(database);
    const kept = sqlite
      .prepare("SELECT name_sort_key AS key FROM notices WHERE deceased_name = 'Mari Tamm'")
      .get() as { key: string };
    expect(kept.key).toBe('x');
    sqlite.close();
  });
});

describePg('name sort keys of existing notices on PostgreSQL (#26)', () => {
  it('are recomputed once, on the next start, when the key rule changes', async () => {
    const { url, drop } = await createTestDatabase();
    const database = await openPostgres(url);
    const { pool } = database;
    try {
      await migratePostgres(database);
      // an empty database is left for the first fill to copy into
      const none = await pool.query("SELECT 1 FROM settings WHERE key = 'nameSortKeyVersion'");
      expect(none.rowCount).toBe(0);

      for (const [name, key] of OLD_KEYS) {
        await pool.query(
          `INSERT INTO notices (type, status, deceased_name, name_sort_key, adder_name, adder_email, created_at)
           VALUES (0, 'published', $1, $2, 'Lisaja', 'lisaja@example.ee', 0)`,
          [name, key],
        );
      }
      await pool.query(
        "INSERT INTO settings (key, value) VALUES ('nameSortKeyVersion', $1::jsonb)",
        [JSON.stringify(NAME_SORT_KEY_VERSION - 1)],
      );
      const version = async () =>
        (await pool.query<{ version: number }>('SELECT version FROM notice_list_version')).rows[0]!
          .version;
      const before = await version();

      await migratePostgres(database);
      const { rows } = await pool.query<{ name: string; key: string }>(
        'SELECT deceased_name AS name, name_sort_key AS key FROM notices ORDER BY name_sort_key',
      );
      expect(rows.map((r) => r.name)).toEqual(ORDER);
      for (const row of rows) expect(row.key).toBe(nameSortKey(row.name));
      // running instances learn that the list's order changed
      expect(await version()).toBeGreaterThan(before);

      // keyed: a later start leaves the rows alone
      await pool.query("UPDATE notices SET name_sort_key = 'x' WHERE deceased_name = 'Mari Tamm'");
      await migratePostgres(database);
      const kept = await pool.query<{ key: string }>(
        "SELECT name_sort_key AS key FROM notices WHERE deceased_name = 'Mari Tamm'",
      );
      expect(kept.rows[0]!.key).toBe('x');
    } finally {
      await pool.end();
      await drop();
    }
  });
});
