/**
 * Directory fixtures for the API's tests: service categories and companies written straight to
 * the database: `insert*` to SQLite (synchronous), `add*` to the test server's database, either.
 */
import type { Database } from '../../db/client';
import type { OpeningHours } from '../../db/domain/opening-hours';
import type { GroupPrice } from '../../db/domain/prices';
import type { TestSql } from './harness';

const INSERT_SERVICE =
  'INSERT INTO services (name, slug, description, sort_order) VALUES (?, ?, ?, ?) RETURNING id';
const serviceValues = (name: string, slug: string, sortOrder: number) => [
  name,
  slug,
  `${name}: kirjeldus`,
  sortOrder,
];

export function insertService(database: Database, name: string, slug: string, sortOrder = 0) {
  return Number(
    database.sqlite
      .prepare(INSERT_SERVICE)
      .pluck()
      .get(...serviceValues(name, slug, sortOrder)),
  );
}

/** A service category on the test server's database (SQLite or PostgreSQL) */
export async function addService(
  server: { sql: TestSql },
  name: string,
  slug: string,
  sortOrder = 0,
) {
  return Number(await server.sql.value(INSERT_SERVICE, ...serviceValues(name, slug, sortOrder)));
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

const INSERT_COMPANY = `INSERT INTO companies (name, slug, description, phone, address, place_id,
    county_id, lat, lon, opening_hours, transport_phone, cremation_from_cents, burial_from_cents,
    review_count, rating_sum, owner_user_id, verified_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  RETURNING id`;
const ADD_SERVICE = 'INSERT INTO company_services (company_id, service_id) VALUES (?, ?)';
const ADD_PRICE =
  'INSERT INTO company_prices (company_id, price_group, from_cents, confirmed_on) VALUES (?, ?, ?, ?)';

/** The company row's values, in INSERT_COMPANY's order */
const companyValues = (f: CompanyFixture) => [
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
];

/** The statements that write a company and what belongs to it, with their values */
function companyWrites(id: number, f: CompanyFixture): [string, unknown[]][] {
  return [
    ...(f.serviceIds ?? []).map((serviceId): [string, unknown[]] => [ADD_SERVICE, [id, serviceId]]),
    ...(f.prices ?? []).map((p): [string, unknown[]] => [
      ADD_PRICE,
      [id, p.group, p.fromCents, p.confirmedOn],
    ]),
  ];
}

export function insertCompany(database: Database, f: CompanyFixture): number {
  const { sqlite } = database;
  const id = Number(
    sqlite
      .prepare(INSERT_COMPANY)
      .pluck()
      .get(...companyValues(f)),
  );
  for (const [sql, values] of companyWrites(id, f)) sqlite.prepare(sql).run(...values);
  return id;
}

/** A company on the test server's database (SQLite or PostgreSQL) */
export async function addCompany(server: { sql: TestSql }, f: CompanyFixture): Promise<number> {
  const id = Number(await server.sql.value(INSERT_COMPANY, ...companyValues(f)));
  for (const [sql, values] of companyWrites(id, f)) await server.sql.run(sql, ...values);
  return id;
}
