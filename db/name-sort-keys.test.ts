import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './client';
import { estonianSortKey, nameSortKey } from './domain/estonian-sort';

const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-sortkeys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('name sort keys of existing notices (#21)', () => {
  it('are recomputed once, on the next start, when the key rule changes', () => {
    const database = openDatabase(path.join(dir, 'kyynal.db'));
    migrateDatabase(database);
    const { sqlite } = database;
    const insert = sqlite.prepare(
      `INSERT INTO notices (type, status, deceased_name, name_sort_key, signature, adder_name, adder_email, created_at)
       VALUES (0, 'published', ?, ?, 'Leinajad', 'Lisaja', 'lisaja@example.ee', 0)`,
    );
    // rows as an older release wrote them: keyed by the first name
    const names = ['Mari Tamm', 'Ülle Aas', 'Ludwig van Beethoven'];
    for (const name of names) insert.run(name, estonianSortKey(name));
    sqlite.prepare("DELETE FROM settings WHERE key = 'nameSortKeyVersion'").run();

    migrateDatabase(database);
    const rows = sqlite
      .prepare(
        'SELECT deceased_name AS name, name_sort_key AS key FROM notices ORDER BY name_sort_key',
      )
      .all() as { name: string; key: string }[];
    expect(rows.map((r) => r.name)).toEqual(['Ülle Aas', 'Ludwig van Beethoven', 'Mari Tamm']);
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
