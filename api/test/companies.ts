/** Directory fixtures for the API's tests: service categories and companies written straight to SQLite. */
import type { Database } from '../../db/client';
import type { OpeningHours } from '../../db/domain/opening-hours';
import type { GroupPrice } from '../../db/domain/prices';
import type { TestSql } from './harness';

export function insertService(database: Database, name: string, slug: string, sortOrder = 0) {
  return Number(
    database.sqlite
      .prepare(
        'INSERT INTO services (name, slug, description, sort_order) VALUES (?, ?, ?, ?) RETURNING id',
      )
      .pluck()
      .get(name, slug, `${name}: kirjeldus`, sortOrder),
  );
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

/** A company's rows as SQL with `?` placeholders (the same on both databases) */
function companyStatements(f: CompanyFixture) {
  return {
    company: [
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
    ] as const,
    service: 'INSERT INTO company_services (company_id, service_id) VALUES (?, ?)',
    price:
      'INSERT INTO company_prices (company_id, price_group, from_cents, confirmed_on) VALUES (?, ?, ?, ?)',
  };
}

export function insertCompany(database: Database, f: CompanyFixture): number {
  const { sqlite } = database;
  const { company, service, price } = companyStatements(f);
  const id = Number(
    sqlite
      .prepare(company[0])
      .pluck()
      .get(...company[1]),
  );
  const addService = sqlite.prepare(service);
  for (const serviceId of f.serviceIds ?? []) addService.run(id, serviceId);
  const addPrice = sqlite.prepare(price);
  for (const p of f.prices ?? []) addPrice.run(id, p.group, p.fromCents, p.confirmedOn);
  return id;
}

/** insertCompany on the test server's database, whichever it is (server.sql) */
export async function addCompany(sql: TestSql, f: CompanyFixture): Promise<number> {
  const { company, service, price } = companyStatements(f);
  const id = Number(await sql.value(company[0], ...company[1]));
  for (const serviceId of f.serviceIds ?? []) await sql.run(service, id, serviceId);
  for (const p of f.prices ?? []) await sql.run(price, id, p.group, p.fromCents, p.confirmedOn);
  return id;
}
