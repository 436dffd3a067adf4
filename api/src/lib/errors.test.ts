/**
 * A database that cannot be reached, or that goes away mid-request (a failover), answers 503 with
 * Retry-After and the error shape: never a 500, never a crash. Real connections: a port nothing
 * listens on, and a query whose backend the server terminates.
 */
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, describePg } from '#db/pg/test/server';
import type { AppEnv } from '../context';
import { transaction } from '../stores/pg/sql';
import { handleError } from './errors';

function appOn(pool: pg.Pool) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.get('/slow', async (c) => c.json((await pool.query('SELECT pg_sleep(5)')).rowCount));
  app.get('/one', async (c) => c.json((await pool.query('SELECT 1')).rowCount));
  // a transaction whose connection the server ended between two statements: pg refuses the next
  // one ("not queryable"), as a failover leaves a transaction that was between statements
  app.get('/broken-transaction', async (c) =>
    c.json(
      await transaction(pool, async (client) => {
        const lost = new Promise((resolve) => client.once('error', resolve));
        await client.query('SELECT pg_terminate_backend(pg_backend_pid())').catch(() => {});
        await lost;
        const { rowCount } = await client.query('SELECT 1');
        return rowCount;
      }),
    ),
  );
  return app;
}

it('answers 503 database_unavailable when the database refuses connections', async () => {
  // port 9 (discard) on loopback: nothing listens there
  const pool = new pg.Pool({ host: '127.0.0.1', port: 9, connectionTimeoutMillis: 2000 });
  pool.on('error', () => {});
  const res = await appOn(pool).request('/one');
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
    'database_unavailable',
  );
  await pool.end();
});

describePg('a database that goes away mid-request', () => {
  let target: { url: string; drop: () => Promise<void> };
  let pool: pg.Pool;
  beforeAll(async () => {
    target = await createTestDatabase();
    pool = new pg.Pool({ connectionString: target.url });
    // as db/pg/client.ts does: a lost connection's error must not end the process
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
  });
  afterAll(async () => {
    await pool.end();
    await target.drop();
  });

  it('answers 503 when the server ends the connection under a query', async () => {
    const app = appOn(pool);
    const pending = app.request('/slow');
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    // wait until the slow query runs, then end its backend as a shutting-down primary does
    for (let i = 0; i < 50; i++) {
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE query = 'SELECT pg_sleep(5)' AND pid <> pg_backend_pid()`,
      );
      if (rowCount) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.end();
    const res = await pending;
    expect(res.status).toBe(503);
    // and the next request gets a fresh connection
    expect((await app.request('/one')).status).toBe(200);
  });

  it('answers 503 when a transaction sends its next statement on a connection already lost', async () => {
    const app = appOn(pool);
    const res = await app.request('/broken-transaction');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'database_unavailable',
    );
    expect((await app.request('/one')).status).toBe(200);
  });
});
