/**
 * The company store's port on a real migrated database (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg): the page's data and the derived lowest prices.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useStoreDatabase } from '#api-test/store-database';
import { sameEveryDay } from '#domain/calendar/opening-hours';
import { insertCompany, insertService } from '#api-test/companies';
import { portOf, type Port } from '../../stores/port';
import { createCompanyStore, type CompanyStore } from './store';
import { createPgCompanies } from './store.pg';

const held = useStoreDatabase<Port<CompanyStore>>({
  sqlite: (database) => portOf(createCompanyStore(database.sqlite)),
  pg: (database) => createPgCompanies(database.pool),
});

// Wednesday 2026-11-25 12:00 in Tallinn (UTC+2)
const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('companyDetail', () => {
  let id: number;
  beforeAll(async () => {
    const hall = await insertService(held.database, 'Leinasaal', 'leinasaal', 2);
    const transport = await insertService(held.database, 'Surnuvedu', 'surnuvedu', 1);
    id = await insertCompany(held.database, {
      name: 'Kuusemäe Matusebüroo',
      slug: 'kuusemae-matuseburoo',
      lat: 58.36,
      lon: 25.59,
      countyId: 1,
      hours: {
        week: sameEveryDay({ kind: 'intervals', intervals: [{ from: '09:00', to: '17:00' }] }),
      },
      transportPhone: '+372 5555 0000',
      serviceIds: [hall, transport],
      prices: [
        { group: 'urn', fromCents: 5000, confirmedOn: '2026-10-01' },
        { group: 'transport', fromCents: 9000, confirmedOn: '2025-01-10' },
      ],
      reviews: [3, 13],
    });
  });

  it('reads a company by id or slug, null for an unknown one', async () => {
    expect((await held.store.companyDetail(String(id), NOW))?.id).toBe(id);
    expect((await held.store.companyDetail('kuusemae-matuseburoo', NOW))?.id).toBe(id);
    expect(await held.store.companyDetail('999999', NOW)).toBeNull();
    expect(await held.store.companyDetail('no-such-firm', NOW)).toBeNull();
  });

  it('answers the contract: open state, rating, price list in group order, services', async () => {
    const company = (await held.store.companyDetail(String(id), NOW))!;
    expect(company).toMatchObject({
      name: 'Kuusemäe Matusebüroo',
      distanceKm: null,
      ferry: false,
      openNow: true,
      closesAt: { date: '2026-11-25', weekday: 'K', time: '17:00', daysAhead: 0 },
      opensAt: null,
      hoursKnown: true,
      temporarilyClosed: false,
      transport24: true,
      transportPhone: '+372 5555 0000',
      rating: 4.3,
      reviewCount: 3,
      logo: null,
      verified: false,
      claimable: true,
      countyId: 1,
      place: null,
    });
    expect(company.hours.holidays).toEqual({ kind: 'unknown' });
    // the transport line first (PRICE_GROUPS order); a price older than 12 months is unconfirmed
    expect(company.prices).toEqual([
      { group: 'transport', fromCents: 9000, confirmedOn: '2025-01-10', confirmed: false },
      { group: 'urn', fromCents: 5000, confirmedOn: '2026-10-01', confirmed: true },
    ]);
    expect(company.services.map((s) => s.slug)).toEqual(['surnuvedu', 'leinasaal']);
  });
});

describe('saveCompanyDerived', () => {
  it('keeps the lowest complete prices, null where a needed group has no price', async () => {
    const id = await insertCompany(held.database, {
      name: 'Pärnu Kalmistuteenused',
      cremationFromCents: 1,
      burialFromCents: 1,
      prices: [
        { group: 'transport', fromCents: 8000, confirmedOn: '2026-09-01' },
        { group: 'coffin', fromCents: 25000, confirmedOn: '2026-09-01' },
        { group: 'burial', fromCents: 30000, confirmedOn: '2026-09-01' },
        { group: 'cremation', fromCents: 20000, confirmedOn: '2026-09-01' },
      ],
    });
    await held.store.saveCompanyDerived(id);
    // cremation needs an urn too, which has no price
    expect((await held.store.companyDetail(String(id), NOW))!.priceFrom).toEqual({
      cremation: null,
      burial: 63000,
    });
    await held.database.sql.run(
      "INSERT INTO company_prices (company_id, price_group, from_cents, confirmed_on) VALUES (?, 'urn', 4000, '2026-09-01')",
      id,
    );
    await held.store.saveCompanyDerived(id);
    expect((await held.store.companyDetail(String(id), NOW))!.priceFrom).toEqual({
      cremation: 57000,
      burial: 63000,
    });
  });
});
