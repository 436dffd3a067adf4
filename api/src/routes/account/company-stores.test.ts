/**
 * The company pages' edits on either database (KYYNAL_TEST_ADAPTER=pg for PostgreSQL), through
 * their ports with the data arranged in SQL: the admin's list (folded name search, SQLite's
 * NOCASE order), and what must hold when edits come at once: one save's services and prices
 * whole (never a mix), two companies of one name with two slugs. The page a change answers is
 * read through the directory's port; where that is not on PostgreSQL yet, the change's rows are
 * what is checked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCompanyInput, companyEditInput } from '#domain/inputs/company-input';
import { completePrice, type GroupPrice } from '#domain/rules/prices';
import { insertCompany, insertService } from '#api-test/companies';
import { useTestServer } from '#api-test/harness';

const { server } = useTestServer({ mail: { start: false } });
const actor = { id: 1, email: 'admin@example.ee', role: 10 };
/** A county no other company of this file is in */
const COUNTY = 9;

const edit = (serviceIds: number[], prices: { group: string; fromCents: number }[]) => ({
  description: '',
  logoImageId: null,
  phone: null,
  email: null,
  website: null,
  address: null,
  placeId: null,
  lat: null,
  lon: null,
  transportPhone: null,
  hours: { week: {}, holidays: { kind: 'asWeekday' }, closedUntil: null },
  serviceIds,
  prices,
});

/** A change's outcome: done, or (before the directory's pg port) refused only for that port */
function expectDoneOrUnported(outcomes: PromiseSettledResult<unknown>[]) {
  for (const o of outcomes) {
    if (o.status === 'rejected') {
      expect(String(o.reason)).toMatch(/companies\.companyDetail has no PostgreSQL adapter yet/);
    }
  }
  if (server.adapter === 'sqlite')
    expect(outcomes.every((o) => o.status === 'fulfilled')).toBe(true);
}

let services: number[];
beforeAll(async () => {
  services = [
    await insertService(server, 'Kirst', 'kirst-cs'),
    await insertService(server, 'Urn', 'urn-cs'),
    await insertService(server, 'Saal', 'saal-cs'),
  ];
});

describe('the admin’s list', () => {
  it('finds names with Estonian letters folded, in SQLite’s NOCASE order', async () => {
    for (const name of ['Õunapuu Matused', 'Zeta', 'alfa', 'Äärmus', 'Bravo', 'Õunaaed']) {
      await insertCompany(server, { name, countyId: COUNTY });
    }
    const list = await server.stores.companyAdmin.list({ county: COUNTY, page: 0 });
    expect(list.items.map((c) => c.name)).toEqual([
      'alfa',
      'Bravo',
      'Zeta',
      'Äärmus',
      'Õunaaed',
      'Õunapuu Matused',
    ]);
    expect(list.total).toBe(6);
    const found = await server.stores.companyAdmin.list({ q: 'ounapuu mat', page: 0 });
    expect(found.items.map((c) => c.name)).toEqual(['Õunapuu Matused']);
    const unclaimed = await server.stores.companyAdmin.list({
      q: 'ouna',
      claimed: 'unclaimed',
      page: 0,
    });
    expect(unclaimed.total).toBe(2);
  });
});

describe('at the same time', () => {
  it('keeps one save whole: its services, its prices and its lowest price', async () => {
    const userId = Number(
      await server.sql.value(
        "INSERT INTO users (name, email, password_hash, role) VALUES ('Omanik', 'omanik.cs@example.ee', 'x', 3) RETURNING id",
      ),
    );
    const companyId = await insertCompany(server, {
      name: 'Samaaegne OÜ',
      ownerUserId: userId,
      verifiedAt: server.now(),
    });
    // save i offers service i and prices its cremation at i euros more
    const saves = services.map((service, i) =>
      companyEditInput.parse(
        edit(
          [service],
          [
            { group: 'cremation', fromCents: 100_00 + i * 100 },
            { group: 'urn', fromCents: 50_00 },
            { group: 'coffin', fromCents: 200_00 },
            { group: 'transport', fromCents: 80_00 },
          ],
        ),
      ),
    );
    const outcomes = await Promise.allSettled(
      [...saves, ...saves].map((e) => server.stores.ownCompany.save(userId, e, server.now())),
    );
    expectDoneOrUnported(outcomes);
    const kept = await server.sql.all<{ id: number }>(
      'SELECT service_id AS id FROM company_services WHERE company_id = ?',
      companyId,
    );
    expect(kept).toHaveLength(1);
    const i = services.indexOf(kept[0]!.id);
    const prices = await server.sql.all<GroupPrice>(
      `SELECT price_group AS "group", from_cents AS "fromCents", confirmed_on AS "confirmedOn"
       FROM company_prices WHERE company_id = ?`,
      companyId,
    );
    expect(prices.find((p) => p.group === 'cremation')?.fromCents).toBe(100_00 + i * 100);
    expect(prices).toHaveLength(4);
    const lowest = await server.sql.value(
      'SELECT cremation_from_cents FROM companies WHERE id = ?',
      companyId,
    );
    expect(lowest).toBe(completePrice(prices, 'cremation')!.cents);
  });

  it('gives two companies of one name two slugs, each created with its entry', async () => {
    const input = adminCompanyInput.parse({ ...edit([], []), name: 'Kaksik Matused' });
    const outcomes = await Promise.allSettled(
      [1, 2, 3].map(() => server.stores.companyAdmin.create(input, actor, server.now())),
    );
    expectDoneOrUnported(outcomes);
    const rows = await server.sql.all<{ id: number; slug: string }>(
      "SELECT id, slug FROM companies WHERE name = 'Kaksik Matused' ORDER BY id",
    );
    expect(rows.map((r) => r.slug).sort()).toEqual([
      'kaksik-matused',
      'kaksik-matused-2',
      'kaksik-matused-3',
    ]);
    const entries = await server.sql.all<{ entityId: string }>(
      `SELECT entity_id AS "entityId" FROM audit_log WHERE action = 'company.create'
       ORDER BY entity_id`,
    );
    expect(entries.map((e) => Number(e.entityId)).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('deletes a company once, with one entry; the second delete is a 404', async () => {
    const id = await insertCompany(server, { name: 'Kaduv OÜ', serviceIds: [services[0]!] });
    const outcomes = await Promise.allSettled([
      server.stores.companyAdmin.remove(id, actor, server.now()),
      server.stores.companyAdmin.remove(id, actor, server.now()),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'not_found' });
    expect(
      Number(
        await server.sql.value(
          "SELECT count(*) FROM audit_log WHERE action = 'company.delete' AND entity_id = ?",
          String(id),
        ),
      ),
    ).toBe(1);
    expect(
      Number(
        await server.sql.value('SELECT count(*) FROM company_services WHERE company_id = ?', id),
      ),
    ).toBe(0);
  });
});
