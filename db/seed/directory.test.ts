/** The directory's demo plan: 80 invented providers over every county, with every kind of hours. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isPriceConfirmed } from '#domain/rules/prices';
import { loadGeography } from '../geography';
import { openDataDir } from '../setup';
import { DEMO_COMPANY_COUNT } from './companies';
import { planDirectory } from './directory';

const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-directory-seed-'));
const { database } = openDataDir(dir);
loadGeography(database);
afterAll(() => {
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

const NOW = Date.UTC(2026, 10, 25, 10);

describe('planDirectory', () => {
  const plan = planDirectory(database, NOW);
  const { companies } = plan;

  it('is the same for the same day, with unique names and slugs', () => {
    expect(planDirectory(database, NOW)).toEqual(plan);
    expect(companies).toHaveLength(DEMO_COMPANY_COUNT);
    expect(new Set(companies.map((c) => c.name)).size).toBe(companies.length);
    expect(new Set(companies.map((c) => c.slug)).size).toBe(companies.length);
    for (const c of companies) expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers all 15 counties, each company at its town', () => {
    expect(new Set(companies.map((c) => c.countyId)).size).toBe(15);
    const place = database.sqlite.prepare('SELECT county_id, lat, lon FROM places WHERE id = ?');
    for (const c of companies) {
      const p = place.get(c.placeId) as { county_id: number; lat: number; lon: number };
      expect(p.county_id).toBe(c.countyId);
      expect(Math.abs(p.lat - c.lat)).toBeLessThan(0.01);
      expect(Math.abs(p.lon - c.lon)).toBeLessThan(0.01);
    }
  });

  it('has every kind of hours, 24/7 lines, unconfirmed prices and reviews by distinct reviewers', () => {
    const hours = companies.map((c) => c.openingHours);
    expect(hours.some((h) => Object.keys(h).length === 0)).toBe(true);
    expect(hours.some((h) => h.week?.E.kind === 'allDay')).toBe(true);
    expect(hours.some((h) => h.closedUntil)).toBe(true);
    expect(
      hours.some((h) => h.week?.E.kind === 'intervals' && h.week.E.intervals.length === 2),
    ).toBe(true);
    expect(companies.some((c) => c.transportPhone)).toBe(true);
    expect(companies.some((c) => !c.transportPhone)).toBe(true);
    const lines = companies.flatMap((c) => c.prices);
    expect(lines.some((p) => !isPriceConfirmed(p.confirmedOn, NOW))).toBe(true);
    expect(lines.some((p) => isPriceConfirmed(p.confirmedOn, NOW))).toBe(true);
    expect(companies.some((c) => c.cremationFromCents !== null)).toBe(true);
    for (const c of companies) {
      expect(new Set(c.reviews.map((r) => r.reviewer)).size).toBe(c.reviews.length);
      expect(c.services.length).toBeGreaterThan(0);
    }
    expect(companies.some((c) => c.reviews.length === 0)).toBe(true);
  });
});
