/** Directory fixtures for the API's tests: service categories and companies written straight to SQLite. */
import type { Database } from '../../db/client';
import type { OpeningHours } from '../../db/domain/opening-hours';
import type { GroupPrice } from '../../db/domain/prices';

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

export function insertCompany(database: Database, f: CompanyFixture): number {
  const { sqlite } = database;
  const id = Number(
    sqlite
      .prepare(
        `INSERT INTO companies (name, slug, description, phone, address, place_id, county_id, lat,
           lon, opening_hours, transport_phone, cremation_from_cents, burial_from_cents,
           review_count, rating_sum, owner_user_id, verified_at)
         VALUES (@name, @slug, @description, @phone, @address, @placeId, @countyId, @lat, @lon,
           @hours, @transportPhone, @cremation, @burial, @reviewCount, @ratingSum, @owner,
           @verifiedAt)
         RETURNING id`,
      )
      .pluck()
      .get({
        name: f.name,
        slug: f.slug ?? `firma-${++slugSeq}`,
        description: f.description ?? '',
        phone: f.phone ?? null,
        address: f.address ?? null,
        placeId: f.placeId ?? null,
        countyId: f.countyId ?? null,
        lat: f.lat ?? null,
        lon: f.lon ?? null,
        hours: JSON.stringify(f.hours ?? {}),
        transportPhone: f.transportPhone ?? null,
        cremation: f.cremationFromCents ?? null,
        burial: f.burialFromCents ?? null,
        reviewCount: f.reviews?.[0] ?? 0,
        ratingSum: f.reviews?.[1] ?? 0,
        owner: f.ownerUserId ?? null,
        verifiedAt: f.verifiedAt ?? null,
      }),
  );
  const addService = sqlite.prepare(
    'INSERT INTO company_services (company_id, service_id) VALUES (?, ?)',
  );
  for (const serviceId of f.serviceIds ?? []) addService.run(id, serviceId);
  const addPrice = sqlite.prepare(
    'INSERT INTO company_prices (company_id, price_group, from_cents, confirmed_on) VALUES (?, ?, ?, ?)',
  );
  for (const p of f.prices ?? []) addPrice.run(id, p.group, p.fromCents, p.confirmedOn);
  return id;
}
