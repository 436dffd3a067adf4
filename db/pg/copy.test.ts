/**
 * The copy of a SQLite site into PostgreSQL (db/pg/copy.ts) and the first start that fills an
 * empty PostgreSQL database with it (db/pg/setup.ts), on a demo-seeded SQLite file: every row
 * arrives, flags and JSON in PostgreSQL's types, the reference cycle resolved, the sequences past
 * the copied ids; two instances starting together fill it once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDiskBlobStore } from '#api/services/blobs';
import type { Database } from '../client';
import { seedDemo } from '../seed';
import { openDataDir } from '../setup';
import { migratePostgres, openPostgres, type PostgresDatabase } from './client';
import { copySqliteToPostgres } from './copy';
import { preparePostgres } from './setup';
import { createTestDatabase, describePg } from './test/server';

const NOW = Date.UTC(2026, 5, 15, 9);

describePg('copying a SQLite site into PostgreSQL', () => {
  let dir: string;
  let sqlite: Database;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kyynal-copy-'));
    sqlite = openDataDir(dir).database;
    await seedDemo(sqlite, { blobs: createDiskBlobStore(path.join(dir, 'uploads')), now: NOW });
    // the reference cycle (images -> users -> companies -> images) with rows on every edge
    sqlite.sqlite.exec(`INSERT INTO users (name, email, password_hash, role, company_id)
      VALUES ('Omanik', 'omanik@kyynal.test', 'x', 3, (SELECT min(id) FROM companies))`);
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    sqlite.sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A new database on the test server, dropped after the file */
  async function emptyDatabase(): Promise<{ url: string; pg: PostgresDatabase }> {
    const target = await createTestDatabase();
    const pg = await openPostgres(target.url, { connectAttempts: 1, log: () => {} });
    cleanups.push(async () => {
      await pg.pool.end();
      await target.drop();
    });
    return { url: target.url, pg };
  }

  const sqliteCount = (table: string) =>
    sqlite.sqlite.prepare(`SELECT count(*) FROM "${table}"`).pluck().get() as number;

  it('copies every row, in PostgreSQL types, and moves the sequences on', async () => {
    const { pg } = await emptyDatabase();
    await migratePostgres(pg);
    const copied = await copySqliteToPostgres(sqlite.sqlite, pg.pool);

    for (const table of ['notices', 'candles', 'replies', 'images', 'companies', 'users']) {
      expect(copied[table], table).toBe(sqliteCount(table));
      const { rows } = await pg.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table}`,
      );
      expect(rows[0]!.n, table).toBe(sqliteCount(table));
    }
    expect(sqliteCount('notices')).toBeGreaterThan(50);

    // flags as booleans, JSON documents as jsonb, the folded name search generated
    const { rows: flags } = await pg.pool.query<{ t: string }>(
      'SELECT pg_typeof(hold_replies)::text AS t FROM notices LIMIT 1',
    );
    expect(flags[0]!.t).toBe('boolean');
    const name = sqlite.sqlite
      .prepare("SELECT deceased_name FROM notices WHERE status = 'published' LIMIT 1")
      .pluck()
      .get() as string;
    const folded = name.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const { rows: found } = await pg.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM notices WHERE name_search @@ to_tsquery('folded', $1)",
      [`${folded}:*`],
    );
    expect(found[0]!.n).toBeGreaterThan(0);

    // the held-back reference of the cycle is set
    const { rows: owner } = await pg.pool.query<{ company_id: number | null }>(
      'SELECT company_id FROM users ORDER BY id LIMIT 1',
    );
    expect(owner[0]!.company_id).not.toBeNull();

    // a new row gets the next id after the copied ones
    const maxId = sqlite.sqlite.prepare('SELECT max(id) FROM candles').pluck().get() as number;
    const noticeId = sqlite.sqlite.prepare('SELECT min(id) FROM notices').pluck().get() as number;
    const { rows: inserted } = await pg.pool.query<{ id: number }>(
      `INSERT INTO candles (notice_id, visitor_hash, created_at) VALUES ($1, 'x', $2) RETURNING id`,
      [noticeId, NOW],
    );
    expect(inserted[0]!.id).toBe(maxId + 1);
  }, 120_000);

  it('fills an empty database once when two instances start together', async () => {
    const { url, pg } = await emptyDatabase();
    let fills = 0;
    const fill = async (database: Database) => {
      fills++;
      database.sqlite.exec(`INSERT INTO settings (key, value) VALUES ('copy-test', '1')`);
    };
    const [a, b] = await Promise.all([preparePostgres(url, fill), preparePostgres(url, fill)]);
    cleanups.push(
      () => a.database.pool.end(),
      () => b.database.pool.end(),
    );
    expect(fills).toBe(1);
    expect([a.filled, b.filled].filter(Boolean)).toHaveLength(1);
    const { rows } = await pg.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM counties');
    expect(rows[0]!.n).toBe(15);
  }, 60_000);

  it('copies all or nothing', async () => {
    const { pg } = await emptyDatabase();
    await migratePostgres(pg);
    // a row already there: the copy of its table fails after others were copied
    await pg.pool.query(`INSERT INTO settings (key, value) VALUES ('vat_rate_bp', '2400')`);
    await expect(copySqliteToPostgres(sqlite.sqlite, pg.pool)).rejects.toThrow(/duplicate key/);
    const { rows } = await pg.pool.query<{ counties: number; settings: number }>(
      `SELECT (SELECT count(*)::int FROM counties) AS counties,
              (SELECT count(*)::int FROM settings) AS settings`,
    );
    expect(rows[0]).toEqual({ counties: 0, settings: 1 });
  });
});
