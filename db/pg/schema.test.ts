/**
 * The PostgreSQL schema on a real server: its migrations apply to an empty database (again, and
 * from two instances at once, without harm), it has every table and column SQLite has, and the
 * rules SQLite keeps in custom migrations hold (searches, triggers, reference rows).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../client';
import { estonianSortKey } from '#domain/rules/estonian-sort';
import * as sqliteSchema from '../schema';
import { migratePostgres, openPostgres, type PostgresDatabase } from './client';
import { createTestDatabase, describePg } from './test/server';

let database: PostgresDatabase;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  const created = await createTestDatabase();
  drop = created.drop;
  database = await openPostgres(created.url);
  await migratePostgres(database);
});

afterAll(async () => {
  await database?.pool.end();
  await drop?.();
});

const rows = async <T>(text: string, values: unknown[] = []) =>
  (await database.pool.query(text, values)).rows as T[];

describePg('PostgreSQL migrations', () => {
  it('apply once: a second run, and two instances at once, change nothing', async () => {
    const applied = () =>
      rows<{ n: number }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
    const [{ n: before }] = (await applied()) as [{ n: number }];
    expect(before).toBeGreaterThanOrEqual(3);

    await migratePostgres(database);
    const other = await openPostgres(database.pool.options.connectionString!);
    try {
      await Promise.all([migratePostgres(database), migratePostgres(other)]);
    } finally {
      await other.pool.end();
    }
    expect(await applied()).toEqual([{ n: before }]);
  });

  it('leave two fresh instances migrating at once with one schema', async () => {
    const fresh = await createTestDatabase();
    const [a, b] = await Promise.all([openPostgres(fresh.url), openPostgres(fresh.url)]);
    try {
      await Promise.all([migratePostgres(a), migratePostgres(b)]);
      const tables = await a.pool.query(
        "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(tables.rows[0].n).toBeGreaterThan(40);
    } finally {
      await a.pool.end();
      await b.pool.end();
      await fresh.drop();
    }
  });

  it('insert the reference rows SQLite migrations insert', async () => {
    expect(await rows('SELECT id, version FROM notice_list_version')).toEqual([
      { id: 1, version: 0 },
    ]);
    expect(await rows('SELECT id, version FROM directory_version')).toEqual([
      { id: 1, version: 0 },
    ]);
  });
});

/**
 * SQLite's tables that PostgreSQL deliberately lacks: the FTS5 indexes over names are generated
 * tsvector columns there (notices.name_search, companies.name_search), and FTS5's shadow tables
 * have no counterpart. site_search is a plain table in PostgreSQL, with the same columns.
 */
/** Text columns SQLite's code parses as JSON documents (its schema does not say so) */
const JSON_AS_TEXT_IN_SQLITE = ['articles.doc', 'help_pages.content'];

const SQLITE_ONLY_TABLES = new Set(['notices_fts', 'companies_fts']);
/**
 * PostgreSQL's tables SQLite lacks: the notices' counter shards (pg migration 0004), so that a
 * much-visited notice's candles do not all wait on its row's lock, as they never do in SQLite
 */
const PG_ONLY_TABLES = new Set(['notice_counter_shards']);
const FTS5_SHADOW = /^(notices_fts|companies_fts|site_search)_(data|idx|content|docsize|config)$/;
/** PostgreSQL types a SQLite declared type may become ('' is an FTS5 column: text) */
const COMPATIBLE: Record<string, string[]> = {
  INTEGER: ['integer', 'bigint', 'boolean'],
  REAL: ['double precision'],
  TEXT: ['text', 'jsonb'],
  BLOB: ['bytea'],
  '': ['text'],
};

interface SqliteColumn {
  name: string;
  type: string;
  notnull: number;
}
interface PgColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
}

describePg('PostgreSQL parity with SQLite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-parity-'));
  let sqlite: ReturnType<typeof openDatabase>['sqlite'];
  let sqliteTables: string[];
  beforeAll(() => {
    const sqliteDb = openDatabase(path.join(dir, 'parity.db'));
    migrateDatabase(sqliteDb);
    sqlite = sqliteDb.sqlite;
    sqliteTables = (
      sqlite
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
        )
        .pluck()
        .all() as string[]
    ).filter((name) => !SQLITE_ONLY_TABLES.has(name) && !FTS5_SHADOW.test(name));
  });
  afterAll(() => {
    sqlite?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has every SQLite table and column, with a compatible type and the same nullability', async () => {
    const pgColumns = await rows<PgColumn>(
      `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
       WHERE table_schema = 'public'`,
    );
    const byName = new Map(pgColumns.map((c) => [`${c.table_name}.${c.column_name}`, c]));
    const problems: string[] = [];
    for (const table of sqliteTables) {
      for (const column of sqlite.pragma(`table_info(${table})`) as SqliteColumn[]) {
        const key = `${table}.${column.name}`;
        const found = byName.get(key);
        if (!found) {
          problems.push(`${key}: missing`);
          continue;
        }
        const allowed = COMPATIBLE[column.type.toUpperCase()] ?? [];
        if (!allowed.includes(found.data_type)) {
          problems.push(`${key}: ${column.type} became ${found.data_type}`);
        }
        // FTS5 columns declare no NOT NULL; primary key columns are NOT NULL in PostgreSQL anyway
        if (column.notnull === 1 && found.is_nullable === 'YES') {
          problems.push(`${key}: NOT NULL in SQLite, nullable in PostgreSQL`);
        }
        if (column.notnull === 0 && column.type !== '' && found.is_nullable === 'NO') {
          const pk = sqlite.pragma(`table_info(${table})`) as { name: string; pk: number }[];
          if (!pk.some((c) => c.name === column.name && c.pk > 0)) {
            problems.push(`${key}: nullable in SQLite, NOT NULL in PostgreSQL`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('makes times bigint, flags boolean and JSON documents jsonb', async () => {
    const types = new Map(
      (
        await rows<PgColumn>(
          "SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public'",
        )
      ).map((c) => [`${c.table_name}.${c.column_name}`, c.data_type]),
    );
    const expected = new Map(JSON_AS_TEXT_IN_SQLITE.map((key) => [key, 'jsonb']));
    for (const table of Object.values(sqliteSchema)) {
      if (!is(table, SQLiteTable)) continue;
      const { name, columns } = getTableConfig(table);
      for (const column of columns) {
        const key = `${name}.${column.name}`;
        if (column.columnType === 'SQLiteBoolean') expected.set(key, 'boolean');
        else if (column.columnType === 'SQLiteTextJson') expected.set(key, 'jsonb');
        // Unix-millisecond times: every integer …_at, …_until and audit_log.at
        else if (column.columnType === 'SQLiteInteger' && /(^|_)at$|_until$/.test(column.name)) {
          expected.set(key, 'bigint');
        }
      }
    }
    expect(expected.size).toBeGreaterThan(80);
    const problems = [...expected]
      .filter(([key, type]) => types.get(key) !== type)
      .map(([key, type]) => `${key}: ${types.get(key)}, expected ${type}`);
    expect(problems).toEqual([]);
  });

  it('has the same named indexes, with the same uniqueness', async () => {
    const pgIndexes = new Map(
      (
        await rows<{ name: string; unique: boolean }>(
          `SELECT c.relname AS name, i.indisunique AS unique FROM pg_index i
           JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = 'public'`,
        )
      ).map((i) => [i.name, i.unique]),
    );
    const problems: string[] = [];
    for (const table of sqliteTables) {
      const indexes = sqlite.pragma(`index_list(${table})`) as { name: string; unique: number }[];
      for (const index of indexes.filter((i) => !i.name.startsWith('sqlite_autoindex'))) {
        const unique = pgIndexes.get(index.name);
        if (unique === undefined) problems.push(`${table}: index ${index.name} missing`);
        else if (unique !== (index.unique === 1))
          problems.push(`${index.name}: uniqueness differs`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has the same foreign keys, with the same ON DELETE rules', async () => {
    const RULES: Record<string, string> = { a: 'NO ACTION', c: 'CASCADE', n: 'SET NULL' };
    const pgKeys = (
      await rows<{ child: string; col: string; parent: string; pcol: string; rule: string }>(
        `SELECT ch.relname AS child, a.attname AS col, p.relname AS parent, pa.attname AS pcol,
           k.confdeltype AS rule
         FROM pg_constraint k
         JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
         JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
         JOIN pg_attribute pa ON pa.attrelid = k.confrelid AND pa.attnum = k.confkey[1]
         WHERE k.contype = 'f'`,
      )
    )
      .filter((k) => !PG_ONLY_TABLES.has(k.child))
      .map((k) => `${k.child}.${k.col} -> ${k.parent}.${k.pcol} ON DELETE ${RULES[k.rule]}`);
    const sqliteKeys = sqliteTables.flatMap((table) =>
      (
        sqlite.pragma(`foreign_key_list(${table})`) as {
          table: string;
          from: string;
          to: string | null;
          on_delete: string;
        }[]
      ).map((k) => `${table}.${k.from} -> ${k.table}.${k.to ?? 'id'} ON DELETE ${k.on_delete}`),
    );
    expect(pgKeys.sort()).toEqual(sqliteKeys.sort());
  });

  it('has the same named check constraints', async () => {
    const pgChecks = (
      await rows<{ name: string }>(`SELECT conname AS name FROM pg_constraint
         WHERE contype = 'c' AND connamespace = 'public'::regnamespace`)
    ).map((c) => c.name);
    const ddl = sqlite
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL")
      .pluck()
      .all() as string[];
    const sqliteChecks = ddl.flatMap((s) =>
      [...s.matchAll(/CONSTRAINT "(\w+)" CHECK/g)].map((m) => m[1]!),
    );
    expect(sqliteChecks.length).toBeGreaterThan(10);
    expect(pgChecks.sort()).toEqual(sqliteChecks.sort());
  });
});

/** A notice with what a row needs, named as given */
async function addNotice(deceasedName: string, maidenName: string | null = null): Promise<number> {
  const [row] = await rows<{ id: number }>(
    `INSERT INTO notices (type, deceased_name, maiden_name, adder_name, adder_email, name_sort_key)
     VALUES (0, $1, $2, 'Lisaja', 'lisaja@example.ee', $3) RETURNING id`,
    [deceasedName, maidenName, estonianSortKey(deceasedName)],
  );
  return row!.id;
}

describePg('PostgreSQL searches fold diacritics', () => {
  it('finds notices by name: "ounapuu" finds Õunapuu, "saskov" Šaškov (a maiden name too)', async () => {
    const ounapuu = await addNotice('Õie Õunapuu');
    const saskov = await addNotice('Žanna Kask', 'Šaškov');
    await addNotice('Mari Tamm');
    const find = async (query: string) =>
      (
        await rows<{ id: number }>(
          "SELECT id FROM notices WHERE name_search @@ to_tsquery('folded', $1) ORDER BY id",
          [query],
        )
      ).map((r) => r.id);
    expect(await find('ounapuu')).toEqual([ounapuu]);
    expect(await find('ounap:*')).toEqual([ounapuu]);
    expect(await find('saskov')).toEqual([saskov]);
    expect(await find('zanna & kask')).toEqual([saskov]);
    // the query is folded as well: typed with its diacritics it finds the same
    expect(await find('Õunapuu')).toEqual([ounapuu]);
    // the index is used for it
    await database.pool.query('SET enable_seqscan = off');
    const plan = await rows<{ 'QUERY PLAN': string }>(
      "EXPLAIN SELECT id FROM notices WHERE name_search @@ to_tsquery('folded', 'ounapuu')",
    );
    await database.pool.query('RESET enable_seqscan');
    expect(plan.map((p) => p['QUERY PLAN']).join('\n')).toContain('notices_name_search');
  });

  it('follows a renamed notice', async () => {
    const id = await addNotice('Jaan Pärn');
    await database.pool.query("UPDATE notices SET deceased_name = 'Jaan Põder' WHERE id = $1", [
      id,
    ]);
    const found = await rows(
      "SELECT id FROM notices WHERE name_search @@ to_tsquery('folded', 'poder')",
    );
    expect(found).toEqual([{ id }]);
  });

  it('finds companies by name: "parnu" finds Pärnu', async () => {
    await database.pool.query(
      "INSERT INTO companies (name, slug) VALUES ('Pärnu Matusebüroo', 'parnu-matusebyroo')",
    );
    const found = await rows<{ name: string }>(
      "SELECT name FROM companies WHERE name_search @@ to_tsquery('folded', 'parnu & matusebur:*')",
    );
    expect(found).toEqual([{ name: 'Pärnu Matusebüroo' }]);
  });

  it('finds articles and help pages, titles first, and marks hits in the original text', async () => {
    await database.pool.query(
      `INSERT INTO site_search (kind, ref, language, title, body) VALUES
         ('article', '/artikkel/toetus', 'et', 'Matusetoetus', 'Kohalik omavalitsus maksab õunapuu all.'),
         ('help', '/kasulikku/oun', 'et', 'Õunapuu', 'Teine tekst.')`,
    );
    const found = await rows<{ ref: string; snippet: string }>(
      `SELECT ref, ts_headline('folded', body, q) AS snippet
       FROM site_search, to_tsquery('folded', 'ounapuu') AS q
       WHERE search @@ q ORDER BY ts_rank(search, q) DESC`,
    );
    expect(found.map((r) => r.ref)).toEqual(['/kasulikku/oun', '/artikkel/toetus']);
    expect(found[1]!.snippet).toContain('<b>õunapuu</b>');
    // one row per page and language
    await expect(
      database.pool.query(
        "INSERT INTO site_search (kind, ref, language, title, body) VALUES ('help', '/kasulikku/oun', 'et', 'x', 'y')",
      ),
    ).rejects.toThrow(/duplicate key/);
  });
});

describePg('PostgreSQL rules from SQLite triggers', () => {
  const version = async (table: string) =>
    (await rows<{ version: number }>(`SELECT version FROM ${table} WHERE id = 1`))[0]!.version;

  it('bumps the notice list version on a list change, not on a counter', async () => {
    let before = await version('notice_list_version');
    const id = await addNotice('Ants Vaher');
    expect(await version('notice_list_version')).toBe(before + 1);

    before = await version('notice_list_version');
    await database.pool.query('UPDATE notices SET candles = candles + 1, views = 3 WHERE id = $1', [
      id,
    ]);
    await database.pool.query("UPDATE notices SET status = 'draft' WHERE id = $1", [id]);
    expect(await version('notice_list_version')).toBe(before);

    await database.pool.query(
      "INSERT INTO counties (id, code, name, lat, lon) VALUES (99, '99', 'Proovi', 58, 25)",
    );
    await database.pool.query("UPDATE notices SET status = 'published' WHERE id = $1", [id]);
    await database.pool.query('INSERT INTO notice_counties VALUES ($1, 99)', [id]);
    // the notice, and its county row with it (cascade)
    await database.pool.query('DELETE FROM notices WHERE id = $1', [id]);
    expect(await version('notice_list_version')).toBe(before + 4);
  });

  it('bumps the directory version on company, service and company-service writes', async () => {
    const before = await version('directory_version');
    const [company] = await rows<{ id: number }>(
      "INSERT INTO companies (name, slug) VALUES ('Rahu', 'rahu') RETURNING id",
    );
    const [service] = await rows<{ id: number }>(
      "INSERT INTO services (name, slug) VALUES ('Tuhastamine', 'tuhastamine') RETURNING id",
    );
    await database.pool.query('INSERT INTO company_services VALUES ($1, $2)', [
      company!.id,
      service!.id,
    ]);
    await database.pool.query('UPDATE companies SET review_count = 1 WHERE id = $1', [company!.id]);
    expect(await version('directory_version')).toBe(before + 4);
  });

  it('queues the confirmation mail when an order turns paid, once', async () => {
    const notice = await addNotice('Leida Lepp');
    const [order] = await rows<{ id: number }>(
      `INSERT INTO orders (notice_id, payer_name, payer_email, payer_type, terms, privacy,
         amount_cents, vat_cents, idempotency_key)
       VALUES ($1, 'Maksja', 'm@example.ee', 'private', true, true, 2900, 561, 'k1') RETURNING id`,
      [notice],
    );
    await database.pool.query("UPDATE orders SET status = 'pending' WHERE id = $1", [order!.id]);
    await database.pool.query(
      "UPDATE orders SET status = 'paid', paid_at = 1700000000000 WHERE id = $1",
      [order!.id],
    );
    await database.pool.query("UPDATE orders SET status = 'paid' WHERE id = $1", [order!.id]);
    expect(
      await rows('SELECT kind, order_id, due_at FROM mail_outbox WHERE order_id = $1', [order!.id]),
    ).toEqual([{ kind: 'order_paid', order_id: order!.id, due_at: 1700000000000 }]);
  });

  it('keeps the audit log append-only: UPDATE, DELETE and TRUNCATE are refused', async () => {
    await database.pool.query(
      `INSERT INTO audit_log (at, actor_id, actor_email, actor_role, action, entity_kind, entity_id, after)
       VALUES (1, 1, 'admin@example.ee', 10, 'order.refund', 'order', '1', '{"a":1}')`,
    );
    for (const change of [
      "UPDATE audit_log SET reason = 'muudetud'",
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
    ]) {
      await expect(database.pool.query(change), change).rejects.toThrow('audit_log is append-only');
    }
    expect(await rows('SELECT reason, after FROM audit_log')).toEqual([
      { reason: null, after: { a: 1 } },
    ]);
  });

  it('orders notices by the sort key byte by byte, whatever the database locale', async () => {
    const [column] = await rows<{ collation_name: string }>(
      `SELECT collation_name FROM information_schema.columns
       WHERE table_name = 'notices' AND column_name = 'name_sort_key'`,
    );
    expect(column!.collation_name).toBe('C');
  });
});
