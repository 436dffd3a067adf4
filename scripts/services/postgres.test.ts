import pg from 'pg';
import { expect, it } from 'vitest';
import { describePg } from '#db/pg/test/server';

const url = process.env.TEST_DATABASE_URL;

describePg('the test PostgreSQL server (TEST_DATABASE_URL)', () => {
  it('answers on loopback as the kyynal role, with unaccent available (postgresql-contrib)', async () => {
    const client = new pg.Client(url);
    await client.connect();
    try {
      const { rows } = await client.query<{ role: string; addr: string | null }>(
        'SELECT current_user AS role, inet_server_addr()::text AS addr',
      );
      expect(rows[0]).toEqual({ role: 'kyynal', addr: '127.0.0.1/32' });
      const available = await client.query(
        "SELECT 1 FROM pg_available_extensions WHERE name = 'unaccent'",
      );
      expect(available.rowCount).toBe(1);
    } finally {
      await client.end();
    }
  });
});
