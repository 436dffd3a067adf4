/**
 * The in-memory distance index against the plain answer: every company's distance computed and
 * sorted, for random companies and askers (inside and far outside the occupied area), page
 * sizes and filters.
 */
import { describe, expect, it } from 'vitest';
import { distanceKm, type LatLon } from '#domain/rules/geo';
import { createRng } from '#db/seed/random';
import { buildNearestIndex, type IndexedCompany } from './nearest-index';

function companiesAround(count: number, seed: number): IndexedCompany[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    // Estonia's box, with clusters: half of them near four towns
    lat: i % 2 ? 57.5 + rng() * 2.2 : [59.44, 58.38, 58.39, 58.25][i % 4]! + (rng() - 0.5) * 0.1,
    lon: i % 2 ? 21.8 + rng() * 6.4 : [24.75, 26.72, 24.5, 22.49][i % 4]! + (rng() - 0.5) * 0.2,
    countyId: 1 + (i % 15),
    transport24: rng() < 0.4,
    services: [1, 2, 3, 4].filter(() => rng() < 0.35),
    openingHours: '{}',
  }));
}

function plainNearest(
  companies: IndexedCompany[],
  from: LatLon,
  need: number,
  keep: (c: IndexedCompany) => boolean,
) {
  return companies
    .filter(keep)
    .map((c) => ({ id: c.id, km: distanceKm(from, c) }))
    .sort((a, b) => a.km - b.km || a.id - b.id)
    .slice(0, need);
}

describe('buildNearestIndex', () => {
  it('answers what sorting every distance answers, for any asker, page size and filter', () => {
    const companies = companiesAround(3000, 7);
    const index = buildNearestIndex(companies);
    const rng = createRng(11);
    const filters: ((c: IndexedCompany) => boolean)[] = [
      () => true,
      (c) => c.services.includes(2),
      (c) => c.countyId === 3 && c.transport24,
      (c) => c.id === 1234,
      () => false,
    ];
    for (let i = 0; i < 200; i++) {
      const from =
        i % 10 === 0
          ? { lat: -30 + rng() * 100, lon: -100 + rng() * 200 } // far from every company
          : { lat: 57.4 + rng() * 2.4, lon: 21.6 + rng() * 6.8 };
      const need = [1, 12, 36, 500][i % 4]!;
      const keep = filters[i % filters.length]!;
      const found = index
        .nearest(from, need, keep)
        .map(({ company, km }) => ({ id: company.id, km }));
      expect(found).toEqual(plainNearest(companies, from, need, keep));
    }
  });

  it('keeps ties in id order and answers every match when fewer than asked', () => {
    const same = { lat: 58.38, lon: 26.72, countyId: 1, transport24: false, openingHours: '{}' };
    const companies = [3, 1, 2].map((id) => ({ ...same, id, services: [] }));
    const index = buildNearestIndex(companies);
    expect(index.nearest({ lat: 59, lon: 25 }, 5, () => true).map((c) => c.company.id)).toEqual([
      1, 2, 3,
    ]);
  });

  it('answers nothing from an empty index or for no need', () => {
    expect(buildNearestIndex([]).nearest({ lat: 59, lon: 25 }, 12, () => true)).toEqual([]);
    const index = buildNearestIndex(companiesAround(10, 1));
    expect(index.nearest({ lat: 59, lon: 25 }, 0, () => true)).toEqual([]);
  });
});
