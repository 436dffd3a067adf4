/**
 * The notice list version on PostgreSQL: heard from notice_list_version's notifications (pg
 * migration 0004) on a connection of its own, which comes back after it is killed and never
 * throws. PostgreSQL only: SQLite reads the version row in the same process.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres, type PostgresDatabase } from '#db/pg/client';
import { createTestDatabase, describePg } from '#db/pg/test/server';
import { createListSignal } from './list-signal.pg';

let database: PostgresDatabase;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  const created = await createTestDatabase({ fromTemplate: true });
  drop = created.drop;
  database = await openPostgres(created.url, { log: () => {} });
});

afterAll(async () => {
  await database?.pool.end();
  await drop?.();
});

const insertNotice = async () =>
  (
    await database.pool.query<{ id: number }>(
      `INSERT INTO notices (type, status, deceased_name, adder_name, adder_email, name_sort_key)
       VALUES (0, 'draft', 'Signaal Test', 'A', 'a@example.ee', 'x') RETURNING id`,
    )
  ).rows[0]!.id;

describePg('the notice list signal', () => {
  it('moves the version when another connection changes a list, and only then', async () => {
    const logs: string[] = [];
    const signal = createListSignal(database.pool, { log: (m) => logs.push(m) });
    try {
      await expect.poll(() => signal.listening()).toBe(true);
      const listened = signal.version();
      expect(signal.version()).toBe(listened);
      const id = await insertNotice();
      await expect.poll(() => signal.version()).toBeGreaterThan(listened);
      // a change no list shows (views, counts) is not signalled
      const quiet = signal.version();
      await database.pool.query('UPDATE notices SET views = views + 1 WHERE id = $1', [id]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(signal.version()).toBe(quiet);
      await database.pool.query("UPDATE notices SET status = 'published' WHERE id = $1", [id]);
      await expect.poll(() => signal.version()).toBeGreaterThan(quiet);
      // this instance's own change moves it at once
      const before = signal.version();
      signal.changed();
      expect(signal.version()).toBeGreaterThan(before);
      expect(logs).toEqual([]);
    } finally {
      await signal.close();
    }
  });

  it('caches nothing while its connection is down, and comes back after it is killed', async () => {
    const logs: string[] = [];
    const signal = createListSignal(database.pool, { log: (m) => logs.push(m) });
    try {
      await expect.poll(() => signal.listening()).toBe(true);
      const before = signal.version();
      await database.pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN notice_list_version'`,
      );
      await expect.poll(() => signal.listening()).toBe(false);
      // every read a version never seen: no cached list is used
      expect(signal.version()).not.toBe(signal.version());
      await expect.poll(() => signal.listening(), { timeout: 5000 }).toBe(true);
      const after = signal.version();
      expect(after).not.toBe(before);
      expect(signal.version()).toBe(after);
      expect(logs.join('\n')).toMatch(/notice list signal lost/);
      // and hears again
      await insertNotice();
      await expect.poll(() => signal.version()).toBeGreaterThan(after);
    } finally {
      await signal.close();
    }
    expect(signal.listening()).toBe(false);
  });

  it('keeps trying an unreachable server without throwing, until closed', async () => {
    const logs: string[] = [];
    // nothing listens on port 1
    const signal = createListSignal(database.pool, {
      log: (m) => logs.push(m),
      client: () => new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 500 }),
    });
    await expect.poll(() => logs.length, { timeout: 3000 }).toBeGreaterThanOrEqual(2);
    expect(signal.listening()).toBe(false);
    expect(signal.version()).not.toBe(signal.version());
    await signal.close();
    const tried = logs.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(logs.length).toBe(tried);
  });
});
