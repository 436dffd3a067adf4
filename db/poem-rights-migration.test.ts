import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './client';
import { migrationsBefore } from './test/migrations-before';

const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-poem-rights-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the poem_rights migration', () => {
  it('gives existing notices whose poem is a bank poem that poem, and leaves the rest alone', () => {
    const database = openDatabase(path.join(dir, 'kyynal.db'));
    migrate(database.db, {
      migrationsFolder: migrationsBefore(
        path.join(import.meta.dirname, 'migrations'),
        '0016_poem_rights',
        path.join(dir, 'migrations'),
      ),
    });
    const { sqlite } = database;
    sqlite.prepare("INSERT INTO poems (id, body) VALUES (7, 'Pangas olev luuletus')").run();
    const insert = sqlite.prepare(
      `INSERT INTO notices (type, status, deceased_name, name_sort_key, signature, poem, adder_name, adder_email, created_at)
       VALUES (0, 'published', 'Mari Tamm', 'tamm mari', 'Leinajad', ?, 'Lisaja', 'lisaja@example.ee', 0)`,
    );
    for (const poem of ['Pangas olev luuletus', 'Käsitsi kirjutatud', '']) insert.run(poem);

    migrateDatabase(database);
    expect(sqlite.prepare('SELECT poem, poem_id FROM notices ORDER BY id').all()).toEqual([
      { poem: 'Pangas olev luuletus', poem_id: 7 },
      { poem: 'Käsitsi kirjutatud', poem_id: null },
      { poem: '', poem_id: null },
    ]);
    // a poem without recorded rights stays in the table, unoffered (db/domain/poem-rights.ts)
    expect(sqlite.prepare('SELECT title, folk, author_death_year FROM poems').get()).toEqual({
      title: '',
      folk: 0,
      author_death_year: null,
    });
    database.sqlite.close();
  });
});
