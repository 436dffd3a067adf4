/**
 * The search over a directory snapshot against the plain answer (every match found by checking
 * every company, then sorted), for random directories and queries: the pools kept per category,
 * their distance indexes and the totals kept per filter must not change any answer.
 */
import { describe, expect, it } from 'vitest';
import { companyListQuery } from '#domain/inputs/directory-query';
import { estonianSortKey } from '#domain/rules/estonian-sort';
import { distanceKm } from '#domain/rules/geo';
import { openState, sameEveryDay } from '#domain/calendar/opening-hours';
import { createRng } from '#db/seed/random';
import {
  directorySnapshot,
  type DirectoryRow,
  keepRows,
  listJson,
  missingRows,
  searchSnapshot,
} from './search';
import { hoursOf, type SummaryRow, toSummary } from './store';

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
      expect(found.hits.map((hit) => hit.company.id)).toEqual(
        order.slice(offset, offset + q.take).map((r) => r.id),
      );
      for (const hit of found.hits) {
        const row = rows[hit.company.id - 1]!;
        if (hit.km !== undefined) expect(hit.km).toBe(distanceKm(from!, row as never));
      }
    }
  });
});

describe('listJson', () => {
  // a Wednesday, 12:00 in Tallinn
  const NOW = Date.parse('2026-11-25T10:00:00Z');
  const untilNoon = JSON.stringify({
    week: sameEveryDay({ kind: 'intervals', intervals: [{ from: '09:00', to: '12:01' }] }),
  });
  const row = (id: number, opening_hours: string): DirectoryRow => ({
    ...randomDirectory(1, id)[0]!,
    id,
    lat: 58.38,
    lon: 26.72,
    opening_hours,
  });

  it('computes a company open state again once it changes', () => {
    const snapshot = directorySnapshot([row(1, untilNoon), row(2, '{}')]);
    const [company] = snapshot.companies.filter((c) => c.id === 1);
    expect(listJson.isOpenAt(NOW + 59_000)(company!)).toBe(true);
    expect(company!.stateJson).toContain('"openNow":true');
    expect(listJson.isOpenAt(NOW + 60_000)(company!)).toBe(false);
    expect(company!.stateJson).toContain('"openNow":false');
  });

  it('writes each item as the company page would: distance, ferry, open state and row', () => {
    const snapshot = directorySnapshot([row(1, untilNoon)]);
    const q = companyListQuery.parse({ lat: '58.25', lon: '22.49' }); // Kuressaare, on Saaremaa
    const found = searchSnapshot(snapshot, q, undefined, null, listJson.isOpenAt(NOW));
    expect(missingRows(found)).toEqual([1]);
    const summaryRow: SummaryRow = {
      id: 1,
      name: 'Büroo',
      slug: 'buroo',
      lat: 58.38,
      lon: 26.72,
      opening_hours: untilNoon,
      transport_phone: null,
      cremation_from_cents: 60_000,
      burial_from_cents: null,
      review_count: 2,
      rating_sum: 9,
      verified_at: 1,
      logo_file: null,
    };
    keepRows(snapshot, [summaryRow]);
    expect(missingRows(found)).toEqual([]);
    const [item] = (JSON.parse(listJson.page(found, q, NOW)) as { items: object[] }).items;
    const state = openState(hoursOf(untilNoon), NOW);
    expect(item).toEqual(toSummary(summaryRow, state, q.position));
    expect(item).toMatchObject({ ferry: true, openNow: true, distanceKm: 247.4 });
  });
});
