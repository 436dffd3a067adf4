/**
 * The PostgreSQL connection: a bad DATABASE_URL and an unreachable server give clear errors
 * (after a bounded retry), bigint reads as a number, and a connection killed under a client the
 * app holds (as when the primary dies) is logged, not a crash: the pool serves the next query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres, type PostgresDatabase } from './client';
import { createTestDatabase, describePg } from './test/server';

describe('openPostgres refuses a malformed DATABASE_URL', () => {
  it.each([
    ['not a url', /DATABASE_URL is not a URL; expected postgres:\/\/user:password@host/],
    ['mysql://u:secret@db/kyynal', /DATABASE_URL must start with postgres:\/\/ \(got mysql:\/\/\)/],
    ['postgres:///kyynal', /DATABASE_URL names no host/],
  ])('%s', async (url, message) => {
    const opening = openPostgres(url);
    await expect(opening).rejects.toThrow(message);
    await expect(opening).rejects.not.toThrow(/secret/);
  });
});

describe('openPostgres at an unreachable server', () => {
  it('retries a bounded number of times, then says so', async () => {
    const logged: string[] = [];
    const started = Date.now();
    // port 1: nothing listens there
    const opening = openPostgres('postgres://kyynal:secret@127.0.0.1:1/kyynal', {
      connectAttempts: 3,
      retryDelayMs: 50,
      log: (message) => logged.push(message),
    });
    await expect(opening).rejects.toThrow(
      /^PostgreSQL at kyynal@127\.0\.0\.1:1\/kyynal is unreachable: gave up after 3 attempts in [\d.]+ s \(.*ECONNREFUSED/,
    );
    await expect(opening).rejects.not.toThrow(/secret/);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(/unreachable .*attempt 1 of 3/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });
});

/** Resolves once `done` holds (checked every 10 ms, for at most 5 s). */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await done()); waited += 10) {
    if (waited > 5_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describePg('openPostgres on a real server', () => {
  let database: PostgresDatabase;
  let drop: () => Promise<void>;
  let url: string;
  const logged: string[] = [];

  beforeAll(async () => {
    const created = await createTestDatabase();
    ({ url, drop } = created);
    database = await openPostgres(url, { log: (message) => logged.push(message) });
  });
  afterAll(async () => {
    await database?.pool.end();
    await drop?.();
  });

  it('stops at once when the server refuses (no such database)', async () => {
    const missing = new URL(url);
    missing.pathname = '/kyynal_no_such_database';
    const log: string[] = [];
    await expect(openPostgres(missing.toString(), { log: (m) => log.push(m) })).rejects.toThrow(
      /refused the connection: database "kyynal_no_such_database" does not exist/,
    );
    expect(log).toEqual([]);
  });

  it('reads bigint as a number, through the pool and drizzle alike', async () => {
    const { rows } = await database.pool.query(
      'SELECT 1795793362023::bigint AS ms, count(*) AS n FROM pg_class',
    );
    expect(typeof rows[0].ms).toBe('number');
    expect(rows[0].ms).toBe(1795793362023);
    expect(typeof rows[0].n).toBe('number');
    const drizzled = await database.db.execute(sql`SELECT 1795793362023::bigint AS ms`);
    expect(drizzled.rows[0]).toEqual({ ms: 1795793362023 });
    // beyond a JS number's exact range it fails the query, not the connection
    await expect(database.pool.query('SELECT 9007199254740993::bigint')).rejects.toThrow(
      /exceeds 2\^53/,
    );
    expect((await database.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('cancels a statement that runs past the timeout', async () => {
    const quick = await openPostgres(url, { statementTimeoutMs: 100 });
    try {
      await expect(quick.pool.query('SELECT pg_sleep(2)')).rejects.toThrow(
        /canceling statement due to statement timeout/,
      );
    } finally {
      await quick.pool.end();
    }
  });

  it('survives the backend of a checked-out client being terminated, and serves the next query', async () => {
    const terminate = (pid: number) =>
      database.pool.query('SELECT pg_terminate_backend($1)', [pid]);
    const pidOf = async (client: { query: (q: string) => Promise<{ rows: { pid: number }[] }> }) =>
      (await client.query('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;

    // a client held between queries (inside a transaction, say)
    // (no listener of the test's own: openPostgres's handler is what keeps the process up)
    const idle = await database.pool.connect();
    const idlePid = await pidOf(idle);
    await terminate(idlePid);
    await until(() => logged.some((m) => m.includes('connection to')));
    await expect(idle.query('SELECT 1')).rejects.toThrow();
    idle.release();

    // and a query in flight, as the app runs them (pool.query, drizzle)
    // (its outcome taken at once: it may fail before the terminating query itself answers)
    const sleeping = database.pool.query("SELECT pg_sleep(5), 'in flight'").then(
      () => 'finished',
      (error: Error) => error.message,
    );
    let busyPid: number | undefined;
    await until(async () => {
      const { rows } = await database.pool.query(
        "SELECT pid FROM pg_stat_activity WHERE query LIKE '%in flight%' AND pid <> pg_backend_pid()",
      );
      busyPid = rows[0]?.pid;
      return busyPid !== undefined;
    });
    await terminate(busyPid!);
    expect(await sleeping).toMatch(/terminat/);

    expect(logged.join('\n')).toMatch(/\[pg\] connection to .* lost: /);
    const { rows } = await database.pool.query('SELECT pg_backend_pid() AS pid');
    expect([idlePid, busyPid]).not.toContain(rows[0].pid);
    expect(await database.db.execute(sql`SELECT 2 AS two`)).toMatchObject({ rows: [{ two: 2 }] });
  });
});
