/**
 * The service request stores on either database (KYYNAL_TEST_ADAPTER=pg for PostgreSQL),
 * called through their ports with the data arranged in SQL, so they are tested without the
 * accounts' stores: matching at the radius' edge and by county, and what must hold when calls
 * come at once (PostgreSQL's transactions run in parallel, SQLite's one after the other):
 * one confirmation's recipients, an address's daily limit, one offer per company and clientKey,
 * an accept racing a cancel, two sweeps.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS, serviceRequestInput } from '#domain/inputs/service-requests';
import { insertCompany, insertService } from '#api-test/companies';
import { useTestServer } from '#api-test/harness';
import { placeNamed, requestBody, type TestPlace } from '#api-test/requests';
import { REQUEST_ALLOWANCE } from '.';
import type { RequestSpending } from './rules';

const DAY = 24 * 3600_000;
const { server } = useTestServer({
  mailLimits: { perAddress: 1000, perVisitor: 1000, global: 1000 },
  mail: { start: false },
});

let service: number;
let tallinn: TestPlace;
let seq = 0;

/** A provider account (role 3) owning a claimed company `offsetKm` east of `at` */
async function provider(at: TestPlace, offsetKm: number) {
  const email = `pakkuja${++seq}.${process.pid}@example.ee`;
  const userId = Number(
    await server.sql.value(
      "INSERT INTO users (name, email, password_hash, role) VALUES ('Pakkuja', ?, 'x', 3) RETURNING id",
      email,
    ),
  );
  const companyId = await insertCompany(server, {
    name: `Büroo ${seq}`,
    lat: at.lat,
    // a degree of longitude is about 56.5 km at Tallinn's latitude
    lon: at.lon + offsetKm / 56.5,
    countyId: at.countyId,
    placeId: at.id,
    serviceIds: [service],
    ownerUserId: userId,
    verifiedAt: server.now(),
  });
  return { userId, companyId };
}

const settings = (userId: number, change: { radiusKm?: number; counties?: number[] }) =>
  server.stores.providerRequests.saveSettings(
    userId,
    { radiusKm: 50, counties: [], services: [], push: true, email: true, ...change },
    server.now(),
  );

/** What a new request from `visitor` spends */
const spending = (visitor: string): RequestSpending => ({
  allowance: [[REQUEST_ALLOWANCE.rule, [visitor]]],
  mail: { address: '127.0.0.1', visitor },
});

const dayStart = () => server.now() - DAY / 2;

/** A new request at Tallinn for `service`, not yet confirmed */
async function created(overrides: Parameters<typeof requestBody>[2] = {}) {
  const body = serviceRequestInput.parse(
    requestBody(tallinn.id, [service], { funeralDate: null, ...overrides }),
  );
  const outcome = await server.stores.requests.create(
    body,
    { userId: null, locale: 'et' },
    server.now(),
    dayStart(),
    spending(`visitor-${++seq}`),
  );
  if (!outcome.ok) throw new Error(`request refused: ${outcome.refusal}`);
  return outcome;
}

const count = async (sql: string, ...params: unknown[]) =>
  Number(await server.sql.value(sql, ...params));

const offerInput = (clientKey?: string) => ({
  totalEuros: 1200,
  includes: 'Tuhastamine',
  message: '',
  validUntil: '30.06.2026',
  ...(clientKey ? { clientKey } : {}),
});

let near: Awaited<ReturnType<typeof provider>>;
let inside: Awaited<ReturnType<typeof provider>>;
let county: Awaited<ReturnType<typeof provider>>;

beforeAll(async () => {
  service = await insertService(server, 'Tuhastamine', 'tuhastamine-st');
  tallinn = await placeNamed(server, 'Tallinn');
  near = await provider(tallinn, 1);
  // 10 km around each: one just inside, one just outside
  inside = await provider(tallinn, 9.9);
  const outside = await provider(tallinn, 10.2);
  await settings(inside.userId, { radiusKm: 10 });
  await settings(outside.userId, { radiusKm: 10 });
  // Narva is 200 km away: its counties bring it in; the default 50 km would not
  county = await provider(await placeNamed(server, 'Narva linn'), 0);
  await settings(county.userId, { counties: [tallinn.countyId] });
  await provider(await placeNamed(server, 'Narva linn'), 1);
});

describe('matching', () => {
  it('asks those whose radius reaches the place, to its edge, and those whose counties hold it', async () => {
    const { id, token } = await created();
    const answer = await server.stores.requests.confirm(id, token, server.now());
    expect(answer).toEqual({ status: 'open', providersAsked: 3 });
    const recipients = await server.sql.all<{ companyId: number; distanceKm: number }>(
      `SELECT company_id AS "companyId", distance_km AS "distanceKm" FROM request_recipients
       WHERE request_id = ? ORDER BY distance_km`,
      id,
    );
    expect(recipients.map((r) => r.companyId)).toEqual([
      near.companyId,
      inside.companyId,
      county.companyId,
    ]);
    expect(recipients[1]!.distanceKm).toBeGreaterThan(9.8);
    expect(recipients[1]!.distanceKm).toBeLessThan(10);
  });
});

describe('the provider’s side and the family’s page', () => {
  it('lists, opens and answers a request, the contact shown only once the offer is accepted', async () => {
    const provider = server.stores.providerRequests;
    const { id, token } = await created({ name: 'Kati Kask', phone: '+372 5000 0001' });
    await server.stores.requests.confirm(id, token, server.now());
    const unread = await provider.unread(near.userId);
    const query = { page: 1, take: 50, status: 'open' as const };
    const open = await provider.inbox(near.userId, query);
    expect(open.items.find((i) => i.id === id)).toMatchObject({ read: false, myOffer: null });
    expect(open.total).toBe(open.items.length);
    const other = await provider.inbox(near.userId, { ...query, service: service + 1000 });
    expect(other).toEqual({ items: [], total: 0, hasMore: false });
    const first = await provider.detail(near.userId, id, server.now());
    expect(first).toMatchObject({ id, read: true, attendees: 40, myOffer: null });
    expect(first).not.toHaveProperty('email');
    expect(await provider.unread(near.userId)).toBe(unread - 1);

    const made = await provider.makeOffer(near.userId, id, offerInput(), server.now());
    if (!made.ok) throw new Error('offer refused');
    expect(made.offer).toMatchObject({
      totalEuros: 1200,
      validUntil: '30.06.2026',
      status: 'sent',
    });
    const offered = await provider.inbox(near.userId, { ...query, status: 'offered' });
    expect(offered.items.find((i) => i.id === id)?.myOffer?.id).toBe(made.offer.id);
    const family = await server.stores.requests.view(id, token, 'et');
    expect(family.offers).toMatchObject([
      { id: made.offer.id, totalEuros: 1200, company: { id: near.companyId }, distanceKm: 1 },
    ]);
    await server.stores.requests.accept(id, token, made.offer.id, server.now(), 'et');
    expect(await provider.detail(near.userId, id, server.now())).toMatchObject({
      name: 'Kati Kask',
      phone: '+372 5000 0001',
      myOffer: { status: 'accepted' },
    });
    const closed = await provider.inbox(near.userId, { ...query, status: 'closed' });
    expect(closed.items.map((i) => i.id)).toContain(id);
    const offers = await provider.offers(near.userId);
    expect(offers[0]).toMatchObject({ id: made.offer.id, requestId: id, status: 'accepted' });
    expect(await provider.settings(inside.userId)).toEqual({
      radiusKm: 10,
      counties: [],
      services: [],
      push: true,
      email: true,
    });
    expect(await provider.settings(near.userId)).toMatchObject({ radiusKm: 50, push: true });
  });
});

describe('at the same time', () => {
  it('confirms a request once: every call answers the same, the recipients written once', async () => {
    const { id, token } = await created();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => server.stores.requests.confirm(id, token, server.now())),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 'open', providersAsked: 3 })]),
    );
    expect(await count('SELECT count(*) FROM request_recipients WHERE request_id = ?', id)).toBe(3);
  });

  it('keeps an address to its daily number of requests', async () => {
    const email = `perekond${++seq}@example.ee`;
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        server.stores.requests.create(
          serviceRequestInput.parse(
            requestBody(tallinn.id, [service], { funeralDate: null, email }),
          ),
          { userId: null, locale: 'et' },
          server.now(),
          dayStart(),
          spending(`address-${seq}-${i}`),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(REQUEST_LIMITS.perEmailPerDay);
    expect(outcomes.filter((o) => !o.ok && o.refusal === 'emailLimit')).toHaveLength(
      6 - REQUEST_LIMITS.perEmailPerDay,
    );
    expect(
      await count('SELECT count(*) FROM service_requests WHERE contact_email = ?', email),
    ).toBe(REQUEST_LIMITS.perEmailPerDay);
  });

  it('takes one offer per company; the same clientKey again answers the first', async () => {
    const { id, token } = await created();
    await server.stores.requests.confirm(id, token, server.now());
    const key = crypto.randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.stores.providerRequests.makeOffer(near.userId, id, offerInput(key), server.now()),
      ),
    );
    const offers = outcomes.map((o) => (o.ok ? o : null));
    expect(offers.filter((o) => o?.created)).toHaveLength(1);
    expect(new Set(offers.map((o) => o?.offer.id)).size).toBe(1);

    const others = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        server.stores.providerRequests.makeOffer(inside.userId, id, offerInput(), server.now()),
      ),
    );
    expect(others.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of others) {
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'offer_exists' });
    }
    expect(await count('SELECT count(*) FROM request_offers WHERE request_id = ?', id)).toBe(2);
  });

  it('lets an accept or a cancel win, never both', async () => {
    const { id, token } = await created();
    await server.stores.requests.confirm(id, token, server.now());
    const made = await server.stores.providerRequests.makeOffer(
      near.userId,
      id,
      offerInput(),
      server.now(),
    );
    if (!made.ok) throw new Error('offer refused');
    const [accept, cancel] = await Promise.allSettled([
      server.stores.requests.accept(id, token, made.offer.id, server.now(), 'et'),
      server.stores.requests.cancel(id, token, server.now(), 'et'),
    ]);
    expect([accept.status, cancel.status].sort()).toEqual(['fulfilled', 'rejected']);
    const status = await server.sql.value('SELECT status FROM service_requests WHERE id = ?', id);
    const offerStatus = await server.sql.value(
      'SELECT status FROM request_offers WHERE id = ?',
      made.offer.id,
    );
    expect([status, offerStatus]).toEqual(
      accept.status === 'fulfilled' ? ['accepted', 'accepted'] : ['cancelled', 'sent'],
    );
  });

  it('closes each due request in one of two sweeps at once', async () => {
    const open = await count("SELECT count(*) FROM service_requests WHERE status = 'open'");
    expect(open).toBeGreaterThan(0);
    server.advance(15 * DAY);
    const [a, b] = await Promise.all([
      server.stores.requestSweep.sweep(server.now()),
      server.stores.requestSweep.sweep(server.now()),
    ]);
    expect(a.closed + b.closed).toBe(open);
    expect(await count("SELECT count(*) FROM service_requests WHERE status = 'open'")).toBe(0);
  });
});
