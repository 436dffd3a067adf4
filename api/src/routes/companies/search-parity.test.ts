/**
 * The directory's search answers the same on both adapters: one random directory (Estonian
 * letters in the names, missing positions and prices, equal ratings, every kind of hours) written
 * to a SQLite file and to a PostgreSQL database, then every filter, sort, position and page asked
 * of both; the JSON must be identical, byte for byte. The search itself is written once
 * (search.ts); this holds what each database reads for it (the snapshot's rows, a name's
 * matches, the list rows) to one meaning.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { companyListQuery } from '#domain/inputs/directory-query';
import { sameEveryDay, type OpeningHours } from '#domain/calendar/opening-hours';
import { openPostgres, type PostgresDatabase } from '#db/pg/client';
import { createTestDatabase, describePg } from '#db/pg/test/server';
import { createRng } from '#db/seed/random';
import { openDataDir } from '#db/setup';
import type { Database } from '#db/client';
import { insertCompany, insertService, type CompanyFixture } from '#api-test/companies';
import type { TestSql } from '#api-test/test-database';
import { createAuditLog } from '../../stores/audit';
import { createServiceStore } from '../services/store';
import { createPgServices } from '../services/store.pg';
import { createCompanySearch } from './search';
import { createPgCompanySearch } from './search.pg';

const WORDS = ['Õunapuu', 'Ärasaatmine', 'Šaškov', 'Zeta', 'Žanna', 'Ülo', 'Tamm', 'Tamme', 'kask'];
const TAILS = ['Matusebüroo', 'Leinamaja', 'OÜ', 'Kalmistutööd', 'Leina-Abi', '24', 'ja Pojad'];
const HOURS: Partial<OpeningHours>[] = [
  {},
  { week: sameEveryDay({ kind: 'allDay' }) },
  { week: sameEveryDay({ kind: 'closed' }) },
  { week: sameEveryDay({ kind: 'intervals', intervals: [{ from: '09:00', to: '17:00' }] }) },
];
// Wednesday 2026-11-25 12:00 in Tallinn
const NOW = Date.parse('2026-11-25T10:00:00Z');

describePg('the directory search on SQLite and PostgreSQL', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-parity-'));
  let sqlite: Database;
  let pg: PostgresDatabase;
  let drop: () => Promise<void>;
  let searches: {
    sqlite: ReturnType<typeof createCompanySearch>;
    pg: ReturnType<typeof createPgCompanySearch>;
  };
  const services: number[] = [];

  beforeAll(async () => {
    sqlite = openDataDir(dir).database;
    const target = await createTestDatabase({ fromTemplate: true });
    drop = target.drop;
    pg = await openPostgres(target.url, { connectAttempts: 1, log: () => {} });
    const sql: TestSql = {
      all: async (text, ...params) => (await pg.pool.query(numbered(text), params)).rows,
      get: async (text, ...params) => (await pg.pool.query(numbered(text), params)).rows[0],
      value: async (text, ...params) => {
        const row = (await pg.pool.query(numbered(text), params)).rows[0] as object | undefined;
        return row ? Object.values(row)[0] : undefined;
      },
      run: async (text, ...params) => (await pg.pool.query(numbered(text), params)).rowCount ?? 0,
    };
    for (const [i, name] of ['Surnuvedu', 'Tuhastamine', 'Leinasaal', 'Kirst'].entries()) {
      const id = insertService(sqlite, name, `parity-${i}`, i);
      expect(await insertService({ sql }, name, `parity-${i}`, i)).toBe(id);
      services.push(id);
    }
    const rng = createRng(17);
    const pick = <T>(items: readonly T[]) => items[Math.floor(rng() * items.length)]!;
    for (let i = 0; i < 240; i++) {
      const count = rng() < 0.3 ? 0 : 1 + Math.floor(rng() * 4);
      const fixture: CompanyFixture = {
        name: `${pick(WORDS)} ${pick(TAILS)}${rng() < 0.2 ? ` ${pick(WORDS).toLowerCase()}` : ''}`,
        slug: `parity-company-${i}`,
        lat: rng() < 0.1 ? null : 57.6 + rng() * 2,
        lon: rng() < 0.1 ? null : 22 + rng() * 6,
        countyId: rng() < 0.1 ? null : 1 + Math.floor(rng() * 15),
        transportPhone: rng() < 0.4 ? '+372 5000 0000' : null,
        serviceIds: services.filter(() => rng() < 0.4),
        hours: pick(HOURS),
        // equal averages on purpose: 4/1, 8/2, 12/3
        reviews: [count, count * (1 + Math.floor(rng() * 5))],
        cremationFromCents: rng() < 0.4 ? null : pick([50000, 70000, 90000]),
        burialFromCents: rng() < 0.4 ? null : pick([60000, 70000, 120000]),
      };
      const id = insertCompany(sqlite, fixture);
      expect(await insertCompany({ sql }, fixture)).toBe(id);
    }
    searches = {
      sqlite: createCompanySearch(
        sqlite.sqlite,
        createServiceStore(sqlite.sqlite, createAuditLog(sqlite.sqlite)),
      ),
      pg: createPgCompanySearch(pg.pool, createPgServices(pg.pool)),
    };
  }, 120_000); // 240 companies written to both databases: many seconds on a busy machine
  afterAll(async () => {
    sqlite?.sqlite.close();
    await pg?.pool.end();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every filter, sort, position and page alike', async () => {
    const queries: string[] = [];
    const positions = ['', 'lat=58.38&lon=26.72', 'lat=58.25&lon=22.49', 'lat=59.44&lon=24.75'];
    const sorts = ['', 'sort=name', 'sort=rating', 'sort=price', 'sort=distance'];
    const filters = [
      '',
      `service=${services[0]}`,
      `service=${services[1]}&service=${services[2]}`,
      'county=8',
      'transport24=1',
      'open=now',
      'name=tamm',
      'name=ounapuu',
      'name=%C5%BDanna%20le',
      'name=zzz',
      `open=now&service=${services[3]}&transport24=1`,
    ];
    for (const position of positions)
      for (const sort of sorts)
        for (const filter of filters)
          for (const page of ['take=7', 'take=7&page=3', 'take=48&page=2', 'take=40&page=7']) {
            queries.push([position, sort, filter, page].filter(Boolean).join('&'));
          }
    let items = 0;
    for (const query of queries) {
      const q = companyListQuery.parse(queryObject(query));
      const expected = searches.sqlite.searchJson(q, NOW);
      const actual = await searches.pg.searchJson(q, NOW);
      expect(actual, query).toBe(expected);
      items += (JSON.parse(expected!) as { items: unknown[] }).items.length;
    }
    // the queries did list companies, not only empty pages
    expect(items).toBeGreaterThan(5000);
  });
});

const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

/** A query string as Hono hands it to the validator: a repeated key as an array */
function queryObject(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const seen = out[key];
    out[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return out;
}
