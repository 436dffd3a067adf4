/**
 * Directory fixtures for the API's tests: service categories and companies written straight to
 * the database. Given a test server (`{ sql }`) they run on either adapter and answer through a
 * promise; given a SQLite Database they answer at once (tests of the SQLite file itself).
 */
import type { Database } from '#db/client';
import type { OpeningHours } from '#domain/calendar/opening-hours';
import type { GroupPrice } from '#domain/rules/prices';
import type { TestSql } from './test-database';

/** Where a fixture is written: a SQLite database, or a test server's SQL (either adapter) */
type Target = Database | { sql: TestSql };

/** A statement and its parameters */
type Step = readonly [sql: string, params: readonly unknown[]];

/** Runs `first` (answering an id), then the statements `rest` makes of that id */
function write(
  target: Target,
  first: Step,
  rest: (id: number) => Step[],
): number | Promise<number> {
  // a test server is a proxy until it has started: asked for its `sql`, not with `in`
  const { sql } = target as { sql?: TestSql };
  if (sql) {
    return (async () => {
      const id = Number(await sql.value(first[0], ...first[1]));
      for (const [text, params] of rest(id)) await sql.run(text, ...params);
      return id;
    })();
  }
  const { sqlite } = target as Database;
  const id = Number(
    sqlite
      .prepare(first[0])
      .pluck()
      .get(...first[1]),
  );
  for (const [text, params] of rest(id)) sqlite.prepare(text).run(...params);
  return id;
}

const serviceInsert = (name: string, slug: string, sortOrder: number): Step => [
  'INSERT INTO services (name, slug, description, sort_order) VALUES (?, ?, ?, ?) RETURNING id',
  [name, slug, `${name}: kirjeldus`, sortOrder],
];

export function insertService(
  target: Database,
  name: string,
  slug: string,
  sortOrder?: number,
): number;
export function insertService(
  target: { sql: TestSql },
  name: string,
  slug: string,
  sortOrder?: number,
): Promise<number>;
export function insertService(
  target: Target,
  name: string,
  slug: string,
  sortOrder = 0,
): number | Promise<number> {
  return write(target, serviceInsert(name, slug, sortOrder), () => []);
}

export interface CompanyFixture {
  name: string;
  slug?: string;
  lat?: number | null;
  lon?: number | null;
  countyId?: number | null;
  placeId?: number | null;
  hours?: Partial<OpeningHours>;
  transportPhone?: string | null;
  serviceIds?: number[];
  /** Lowest complete prices as stored (the derived columns), cents */
  cremationFromCents?: number | null;
  burialFromCents?: number | null;
  prices?: GroupPrice[];
  /** [review count, rating sum] as kept on the company */
  reviews?: [number, number];
  ownerUserId?: number | null;
  verifiedAt?: number | null;
  phone?: string | null;
  address?: string | null;
  description?: string;
}

let slugSeq = 0;

const companyInsert = (f: CompanyFixture): Step => [
  `INSERT INTO companies (name, slug, description, phone, address, place_id, county_id, lat,
     lon, opening_hours, transport_phone, cremation_from_cents, burial_from_cents,
     review_count, rating_sum, owner_user_id, verified_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
   RETURNING id`,
  [
    f.name,
    f.slug ?? `firma-${++slugSeq}`,
    f.description ?? '',
    f.phone ?? null,
    f.address ?? null,
    f.placeId ?? null,
    f.countyId ?? null,
    f.lat ?? null,
    f.lon ?? null,
    JSON.stringify(f.hours ?? {}),
    f.transportPhone ?? null,
    f.cremationFromCents ?? null,
    f.burialFromCents ?? null,
    f.reviews?.[0] ?? 0,
    f.reviews?.[1] ?? 0,
    f.ownerUserId ?? null,
    f.verifiedAt ?? null,
  ],
];

const companyParts = (f: CompanyFixture) => (id: number) => [
  ...(f.serviceIds ?? []).map((serviceId): Step => [
    'INSERT INTO company_services (company_id, service_id) VALUES (?, ?)',
    [id, serviceId],
  ]),
  ...(f.prices ?? []).map((p): Step => [
    'INSERT INTO company_prices (company_id, price_group, from_cents, confirmed_on) VALUES (?, ?, ?, ?)',
    [id, p.group, p.fromCents, p.confirmedOn],
  ]),
];

export function insertCompany(target: Database, f: CompanyFixture): number;
export function insertCompany(target: { sql: TestSql }, f: CompanyFixture): Promise<number>;
export function insertCompany(target: Target, f: CompanyFixture): number | Promise<number> {
  return write(target, companyInsert(f), companyParts(f));
}
