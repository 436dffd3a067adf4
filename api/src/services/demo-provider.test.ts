/**
 * The demo provider (demo mode): signs in with the documented password, owns a claimed company,
 * and its inbox holds open requests and offers in every state; only the accepted request shows
 * the family's contact.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import type {
  ProviderOffer,
  ProviderRequestDetail,
  ProviderRequestItem,
} from '#domain/inputs/service-requests';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '#db/client';
import { copySqliteToPostgres } from '#db/pg/copy';
import { insertDirectory, planDirectory } from '#db/seed/directory';
import { openDataDir } from '#db/setup';
import { bearer, loginUser } from '#api-test/accounts';
import { useTestServer } from '#api-test/harness';
import { DEMO_PROVIDER, ensureDemoProvider } from './admin-account';

const { server, visitor } = useTestServer();
let auth: Record<string, string>;

/** The demo directory and provider, as a first start makes them, on a SQLite database */
async function seedDemoProvider(database: Database) {
  const plan = planDirectory(database, server.now());
  database.db.transaction((tx) => insertDirectory(tx, plan, []));
  expect(await ensureDemoProvider(database, server.now())).toBe(true);
  expect(await ensureDemoProvider(database, server.now())).toBe(false);
}

beforeAll(async () => {
  const { postgres } = server;
  if (!postgres) await seedDemoProvider(server.database);
  else {
    // PostgreSQL gets its demo content as a first start does (db/pg/setup.ts): made in a
    // temporary SQLite file, then copied over
    const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-demo-'));
    const { database } = openDataDir(dir);
    try {
      await seedDemoProvider(database);
      // what the seed wrote: the tables still empty on PostgreSQL (its geography is there)
      const tables: string[] = [];
      for (const { name } of database.sqlite
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all() as { name: string }[]) {
        const filled = database.sqlite.prepare(`SELECT 1 FROM "${name}" LIMIT 1`).get();
        const { rows } = await postgres.pool.query(
          'SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2',
          ['public', name],
        );
        if (!filled || rows.length === 0) continue;
        if ((await postgres.pool.query(`SELECT 1 FROM "${name}" LIMIT 1`)).rowCount) continue;
        tables.push(name);
      }
      await copySqliteToPostgres(database.sqlite, postgres.pool, { tables });
    } finally {
      database.sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const session: Session = await loginUser(visitor, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
  expect(session.user.role).toBe(3);
  auth = bearer(session.token);
}, 120_000); // the demo directory seeded (and copied to PostgreSQL): slow on a busy machine

const get = async <T>(path: string) => {
  const res = await visitor.get(path, auth);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

describe('the demo provider', () => {
  it('has open requests from several counties, nearest first, some unread', async () => {
    const { items } = await get<{ items: ProviderRequestItem[] }>('/api/provider/requests');
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(new Set(items.map((i) => i.county)).size).toBeGreaterThanOrEqual(3);
    const distances = items.map((i) => i.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(items.some((i) => !i.read)).toBe(true);
    expect((await get<{ count: number }>('/api/provider/requests/unread')).count).toBeGreaterThan(
      0,
    );
  });

  it('has offers in every state; only the accepted one reveals the family', async () => {
    const { items } = await get<{ items: (ProviderOffer & { requestId: number })[] }>(
      '/api/provider/offers',
    );
    expect(new Set(items.map((o) => o.status))).toEqual(
      new Set(['sent', 'accepted', 'declined', 'expired']),
    );
    for (const offer of items) {
      const detail = await get<ProviderRequestDetail>(`/api/provider/requests/${offer.requestId}`);
      if (offer.status === 'accepted') {
        expect(detail.name).toEqual(expect.any(String));
        expect(detail.email).toMatch(/@example\.ee$/);
      } else {
        expect(detail).not.toHaveProperty('name');
        expect(detail).not.toHaveProperty('email');
      }
    }
  });
});
