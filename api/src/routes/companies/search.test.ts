/**
 * The search over a directory snapshot against the plain answer (every match found by checking
 * every company, then sorted), for random directories and queries: the pools kept per category,
 * their distance indexes and the totals kept per filter must not change any answer.
 */
import { describe, expect, it } from 'vitest';
import { companyListQuery } from '../../../../db/domain/directory-query';
import { estonianSortKey } from '../../../../db/domain/estonian-sort';
import { distanceKm } from '../../../../db/domain/geo';
import { createRng } from '../../../../db/seed/random';
import { directorySnapshot, type DirectoryRow, searchSnapshot } from './search';

const NAMES = ['Õunapuu', 'Ärasaatmine', 'Šaškov', 'Zeta', 'Ülo', 'Tamm', 'tamme', 'Kask', 'Aas'];

function randomDirectory(count: number, seed: number): DirectoryRow[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `${NAMES[Math.floor(rng() * NAMES.length)]} ${Math.floor(rng() * 5)}`,
    lat: rng() < 0.1 ? null : 57.6 + rng() * 2,
    lon: rng() < 0.1 ? null : 22 + rng() * 6,
    county_id: rng() < 0.1 ? null : 1 + Math.floor(rng() * 15),
    transport24: rng() < 0.4,
    opening_hours: '{}',
    review_count: 0,
    rating_sum: 0,
    cremation_from_cents: null,
    burial_from_cents: null,
    services: [1, 2, 3, 4].filter(() => rng() < 0.4),
  }));
}

/** "Open now" for this test: a fixed third of the companies */
const isOpen = (c: { id: number }) => c.id % 3 === 0;

describe('searchSnapshot', () => {
  it('answers what checking and sorting every company answers, for any filter, position and page', () => {
    const rows = randomDirectory(600, 3);
    const snapshot = directorySnapshot(rows);
    const rng = createRng(5);
    const keys = new Map(rows.map((r) => [r.id, estonianSortKey(r.name)]));
    const byName = (a: DirectoryRow, b: DirectoryRow) => {
      const [x, y] = [keys.get(a.id)!, keys.get(b.id)!];
      return x < y ? -1 : x > y ? 1 : a.id - b.id;
    };
    for (let i = 0; i < 400; i++) {
      const service = [[], ['2'], ['1', '3'], ['4']][i % 4]!;
      const raw: Record<string, string | string[]> = { service, take: String(1 + (i % 13)) };
      raw.page = String(1 + Math.floor(rng() * 3));
      if (rng() < 0.3) raw.county = String(1 + Math.floor(rng() * 15));
      if (rng() < 0.3) raw.transport24 = '1';
      if (rng() < 0.3) raw.open = 'now';
      if (rng() < 0.8) {
        raw.lat = (57.5 + rng() * 2.2).toFixed(2);
        raw.lon = (21.8 + rng() * 6.4).toFixed(2);
      }
      const q = companyListQuery.parse(raw);
      const named = rng() < 0.2 ? new Set(rows.filter(() => rng() < 0.3).map((r) => r.id)) : null;
      const match = named ? `names ${i}` : undefined;

      const matches = rows.filter(
        (r) =>
          (q.service.length === 0 || r.services.some((s) => q.service.includes(s))) &&
          (q.county === undefined || r.county_id === q.county) &&
          (!q.transport24 || r.transport24) &&
          (!named || named.has(r.id)) &&
          (!q.openNow || isOpen(r)),
      );
      const from = q.position;
      const order = from
        ? [
            ...matches
              .filter((r) => r.lat !== null && r.lon !== null)
              .map((r) => ({ r, km: distanceKm(from, { lat: r.lat!, lon: r.lon! }) }))
              .sort((a, b) => a.km - b.km || a.r.id - b.r.id)
              .map(({ r }) => r),
            ...matches.filter((r) => r.lat === null || r.lon === null).sort(byName),
          ]
        : [...matches].sort(byName);
      const offset = (q.page - 1) * q.take;

      const found = searchSnapshot(snapshot, q, match, named, isOpen);
      expect(found.total).toBe(matches.length);
      expect(found.hits.map((hit) => hit.id)).toEqual(
        order.slice(offset, offset + q.take).map((r) => r.id),
      );
      for (const hit of found.hits) {
        const row = rows[hit.id - 1]!;
        if (hit.km !== undefined) expect(hit.km).toBe(distanceKm(from!, row as never));
      }
    }
  });
});
