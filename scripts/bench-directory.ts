/**
 * The directory part of the bench database: the demo's service categories and BENCH_COMPANIES
 * companies spread over Estonia's EHAK places (a little off each place), each offering a few
 * services, with office hours and some price lists, so a search reads what a real one would.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { sameEveryDay } from '#domain/calendar/opening-hours';
import { chance, pick, randomInt, type Rng } from '#db/seed/random';
import { SERVICE_CATEGORIES } from '#db/seed/services';

const OFFICE_HOURS = JSON.stringify({
  week: {
    ...sameEveryDay({ kind: 'intervals', intervals: [{ from: '09:00', to: '17:00' }] }),
    P: { kind: 'closed' },
  },
  holidays: { kind: 'closed' },
  closedUntil: null,
});

/** Inserts the categories and `count` companies; answers the category ids and the places' positions. */
export function buildBenchDirectory(sqlite: BetterSqlite3.Database, count: number, rng: Rng) {
  const insertService = sqlite.prepare(
    'INSERT INTO services (slug, name, description, sort_order) VALUES (?, ?, ?, ?) RETURNING id',
  );
  const insertCompany = sqlite.prepare(
    `INSERT INTO companies (name, slug, place_id, county_id, lat, lon, opening_hours,
       transport_phone, cremation_from_cents, burial_from_cents, review_count, rating_sum)
     VALUES (@name, @slug, @placeId, @countyId, @lat, @lon, @hours, @transport, @cremation,
       @burial, @reviews, @ratingSum)`,
  );
  const insertOffer = sqlite.prepare(
    'INSERT INTO company_services (company_id, service_id) VALUES (?, ?)',
  );
  const places = sqlite.prepare('SELECT id, county_id, lat, lon FROM places').all() as {
    id: number;
    county_id: number;
    lat: number;
    lon: number;
  }[];
  let serviceIds: number[] = [];
  sqlite.transaction(() => {
    serviceIds = SERVICE_CATEGORIES.map(
      (s, i) => insertService.pluck().get(s.slug, s.name, s.description, i) as number,
    );
    for (let i = 1; i <= count; i++) {
      const place = pick(rng, places);
      const reviews = randomInt(rng, 0, 8);
      const id = insertCompany.run({
        name: `Võrdlusbüroo ${i}`,
        slug: `vordlusburoo-${i}`,
        placeId: place.id,
        countyId: place.county_id,
        lat: place.lat + (rng() - 0.5) * 0.04,
        lon: place.lon + (rng() - 0.5) * 0.06,
        hours: OFFICE_HOURS,
        transport: chance(rng, 0.4) ? '+372 5000 0000' : null,
        cremation: chance(rng, 0.6) ? randomInt(rng, 60_000, 150_000) : null,
        burial: chance(rng, 0.6) ? randomInt(rng, 60_000, 150_000) : null,
        reviews,
        ratingSum: reviews * randomInt(rng, 2, 5),
      }).lastInsertRowid;
      for (const serviceId of serviceIds) if (chance(rng, 0.35)) insertOffer.run(id, serviceId);
    }
  })();
  return {
    serviceIds,
    points: places.slice(0, 2000).map((p) => ({ lat: p.lat, lon: p.lon })),
  };
}
