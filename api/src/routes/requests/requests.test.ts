/**
 * Service requests over HTTP: the family's request and its confirmation link (read from the SMTP
 * catcher), matching (services, radius, counties, the family's number, nearest first) with one
 * alert time for all, the provider's inbox that never shows the family's contact or a position
 * but the settlement's before acceptance (checked on the raw JSON), offers, acceptance that
 * reveals the contact to the accepted provider only, and cancelling.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  FamilyRequest,
  ProviderOffer,
  ProviderRequestDetail,
  ProviderRequestItem,
} from '#domain/inputs/service-requests';
import { errorOf } from '#api-test/accounts';
import { insertService } from '#api-test/companies';
import { useMailedTestServer } from '#api-test/harness';
import {
  claimedProvider,
  placeNamed,
  requestBody,
  sentRequest,
  type TestPlace,
  type TestProvider,
} from '#api-test/requests';

const { server, visitor, smtp } = useMailedTestServer(() => ({
  mailLimits: { perAddress: 1000, perVisitor: 1000, global: 1000 },
}));

let cremation: number;
let transport: number;
let wake: number;
let tallinn: TestPlace;
/** Nearest first: near (2 km), mid (10 km), narva (far, but its area is Harju county) */
let near: TestProvider;
let mid: TestProvider;
let wakeOnly: TestProvider;
let tartu: TestProvider;
let narva: TestProvider;
let keila: TestProvider;
let unclaimed: TestProvider;

const linkIn = (text: string) =>
  /https:\/\/kyynal\.test\/hinnaparing\/(\d+)\?token=([A-Za-z0-9_-]+)/.exec(text);

async function inbox(p: TestProvider, query = '') {
  const res = await visitor.get(`/api/provider/requests${query}`, p.auth);
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, body: JSON.parse(text) as { items: ProviderRequestItem[]; total: number } };
}

async function detail(p: TestProvider, id: number) {
  const res = await visitor.get(`/api/provider/requests/${id}`, p.auth);
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as ProviderRequestDetail };
}

const offer = (p: TestProvider, id: number, body: Record<string, unknown> = {}) =>
  visitor.post(
    `/api/provider/requests/${id}/offers`,
    {
      totalEuros: 1850.5,
      includes: 'Kirst, transport, tuhastamine',
      message: 'Saame aidata.',
      validUntil: '30.06.2026',
      ...body,
    },
    p.auth,
  );

const familyView = async (id: number, token: string) => {
  const res = await visitor.get(`/api/requests/${id}?token=${token}`);
  expect(res.status).toBe(200);
  return (await res.json()) as FamilyRequest;
};

/** The first mail to `to` whose subject is `subject`, once the sender delivered it */
async function mailTitled(to: string, subject: string) {
  for (let i = 0; i < 200; i++) {
    const mail = smtp.messages(to).find((m) => m.subject === subject);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

const count = async (sql: string, ...params: unknown[]) =>
  Number(await server.sql.value(sql, ...params));
const requestCount = () => count('SELECT count(*) FROM service_requests');
const outboxCount = () => count('SELECT count(*) FROM mail_outbox');

beforeAll(async () => {
  cremation = await insertService(server, 'Tuhastamine', 'tuhastamine-r');
  transport = await insertService(server, 'Transport', 'transport-r');
  wake = await insertService(server, 'Peied', 'peied-r');
  tallinn = await placeNamed(server, 'Tallinn');
  near = await claimedProvider(server, visitor, tallinn, [cremation, transport], { offsetKm: 2 });
  mid = await claimedProvider(server, visitor, tallinn, [cremation], { offsetKm: 10 });
  wakeOnly = await claimedProvider(server, visitor, tallinn, [wake], { offsetKm: 1 });
  tartu = await claimedProvider(server, visitor, await placeNamed(server, 'Tartu linn'), [
    cremation,
  ]);
  narva = await claimedProvider(server, visitor, await placeNamed(server, 'Narva linn'), [
    cremation,
  ]);
  keila = await claimedProvider(server, visitor, await placeNamed(server, 'Keila linn'), [
    cremation,
  ]);
  unclaimed = await claimedProvider(server, visitor, tallinn, [cremation], {
    offsetKm: 1,
    claimed: false,
  });
  const settings = async (p: TestProvider, body: Record<string, unknown>) => {
    const res = await visitor.send(
      'PUT',
      '/api/provider/settings',
      { radiusKm: 50, counties: [], services: [], push: true, email: true, ...body },
      p.auth,
    );
    expect(res.status).toBe(200);
  };
  // Narva serves Harju county (Tallinn's) whatever the distance; Keila only 10 km around it
  await settings(narva, { counties: [tallinn.countyId] });
  await settings(keila, { radiusKm: 10 });
});

describe('sending and confirming', () => {
  it('mails a link to the family page; no provider sees the request before it is followed', async () => {
    const body = requestBody(tallinn.id, [cremation]);
    const res = await visitor.post('/api/requests', body);
    expect(res.status).toBe(201);
    const { id, token } = (await res.json()) as { id: number; token: string };
    const mail = await smtp.waitFor(body.email);
    expect(mail.subject).toBe('Küünal: kinnita oma hinnapäring');
    const link = linkIn(mail.text)!;
    expect([Number(link[1]), link[2]]).toEqual([id, token]);
    expect((await inbox(near)).body.items.map((i) => i.id)).not.toContain(id);
    expect((await familyView(id, token)).status).toBe('unconfirmed');
    // only the token's hash is stored
    const stored = await server.sql.value(
      'SELECT token_hash FROM service_requests WHERE id = ?',
      id,
    );
    expect(stored).not.toBe(token);
  });

  it('matches by services, radius, counties, claim and the family’s number, nearest first, all at one alert time', async () => {
    const before = await outboxCount();
    const { id, providersAsked } = await sentRequest(
      visitor,
      requestBody(tallinn.id, [cremation], { maxProviders: 5 }),
    );
    expect(providersAsked).toBe(3);
    const recipients = await server.sql.all<{ companyId: number; alertedAt: number }>(
      'SELECT company_id AS "companyId", alerted_at AS "alertedAt" FROM request_recipients WHERE request_id = ? ORDER BY distance_km',
      id,
    );
    expect(recipients.map((r) => r.companyId)).toEqual([
      near.companyId,
      mid.companyId,
      narva.companyId,
    ]);
    expect(new Set(recipients.map((r) => r.alertedAt))).toEqual(new Set([server.now()]));
    for (const other of [wakeOnly, tartu, keila]) {
      expect((await inbox(other)).body.items.map((i) => i.id)).not.toContain(id);
    }
    // the confirmation link, and (no push subscriptions) every alert by mail
    expect((await outboxCount()) - before).toBe(1 + 3);
    const alert = await smtp.waitFor(near.email);
    expect(alert.subject).toContain('Tuhastamine');
    expect(alert.text).toContain(`https://kyynal.test/pakkuja/paringud/${id}`);
  });

  it('asks no more providers than the family allows, the nearest ones', async () => {
    const { id, providersAsked } = await sentRequest(
      visitor,
      requestBody(tallinn.id, [cremation, transport], { maxProviders: 2 }),
    );
    expect(providersAsked).toBe(2);
    const ids = (await inbox(near)).body.items.map((i) => i.id);
    expect(ids).toContain(id);
    expect((await inbox(narva)).body.items.map((i) => i.id)).not.toContain(id);
  });

  it('answers a second confirmation the same; a wrong token is a 404, a late link a 410', async () => {
    const res = await visitor.post('/api/requests', requestBody(tallinn.id, [cremation]));
    const { id, token } = (await res.json()) as { id: number; token: string };
    const wrong = await visitor.post(
      `/api/requests/${id}/confirm?token=${'x'.repeat(43)}`,
      undefined,
    );
    expect(wrong.status).toBe(404);
    expect(await errorOf(wrong)).toMatchObject({
      code: 'request_not_found',
      fields: { token: expect.any(String) },
    });
    server.advance(25 * 3600_000);
    const late = await visitor.post(`/api/requests/${id}/confirm?token=${token}`, undefined);
    expect(late.status).toBe(410);
    expect((await errorOf(late)).code).toBe('request_link_expired');
    expect(await count('SELECT count(*) FROM request_recipients WHERE request_id = ?', id)).toBe(0);

    const again = await sentRequest(visitor, requestBody(tallinn.id, [cremation]));
    const second = await visitor.post(
      `/api/requests/${again.id}/confirm?token=${again.token}`,
      undefined,
    );
    expect(await second.json()).toEqual({ status: 'open', providersAsked: again.providersAsked });
  });
});

describe('the family’s page', () => {
  it('warns when the date cannot work at the place’s cemeteries, in the page’s language', async () => {
    // 21.06.2026 is a Sunday: no funerals at Tallinn's municipal cemeteries
    const res = await visitor.post(
      '/api/requests',
      requestBody(tallinn.id, [cremation], { funeralDate: '21.06.2026' }),
    );
    const { id, token } = (await res.json()) as { id: number; token: string };
    const view = await familyView(id, token);
    expect(view.warnings).toEqual([expect.stringContaining('pühapäeval ega esmaspäeval')]);
    expect(view).toMatchObject({ funeralDate: '21.06.2026', maxProviders: 5, offers: [] });
    const en = await visitor.get(`/api/requests/${id}?token=${token}&locale=en`);
    expect(((await en.json()) as FamilyRequest).warnings).toEqual([
      expect.stringContaining('Sundays and Mondays'),
    ]);
  });
});

describe('the provider’s side', () => {
  let id: number;
  let token: string;
  let body: ReturnType<typeof requestBody>;
  beforeAll(async () => {
    body = requestBody(tallinn.id, [cremation], { name: 'Kadri Kuusk', phone: '+372 5999 8877' });
    ({ id, token } = await sentRequest(visitor, body));
  });

  const contactIn = (text: string) =>
    [body.name, body.email, '5999', '"lat"', '"lon"', 'contact'].filter((s) => text.includes(s));

  it('shows the request without the family’s contact or a position but the settlement’s', async () => {
    const list = await inbox(near);
    const item = list.body.items.find((i) => i.id === id)!;
    expect(item).toMatchObject({
      settlement: 'Tallinn',
      county: 'Harju maakond',
      distanceKm: 2,
      funeralDate: '26.06.2026',
      budgetEuros: 2500,
      providersAsked: 3,
      status: 'open',
      read: false,
      myOffer: null,
      mapLat: tallinn.lat,
      mapLon: tallinn.lon,
    });
    expect(item.services).toEqual([{ id: cremation, name: 'Tuhastamine' }]);
    expect(contactIn(list.text)).toEqual([]);
    const one = await detail(near, id);
    expect(one.body.attendees).toBe(40);
    expect(contactIn(one.text)).toEqual([]);
    expect((await inbox(near, '?status=open')).body.items.find((i) => i.id === id)!.read).toBe(
      true,
    );
  });

  it('pages the inbox (1-based) and filters it by service', async () => {
    const all = (await inbox(near)).body;
    expect(all.total).toBeGreaterThan(2);
    const first = await inbox(near, '?page=1&take=2');
    expect(first.body).toMatchObject({ total: all.total, hasMore: true });
    expect(first.body.items.map((i) => i.id)).toEqual(all.items.slice(0, 2).map((i) => i.id));
    const second = await inbox(near, '?page=2&take=2');
    expect(second.body.items.map((i) => i.id)).toEqual(all.items.slice(2, 4).map((i) => i.id));
    const withTransport = (await inbox(near, `?service=${transport}`)).body.items;
    expect(withTransport.length).toBeGreaterThan(0);
    expect(withTransport.length).toBeLessThan(all.total);
    for (const item of withTransport) {
      expect(item.services.map((s) => s.id)).toContain(transport);
    }
  });

  it('takes one offer per company and tells the family', async () => {
    const res = await offer(near, id, { clientKey: '6f1c1f0e-2a53-4b4e-9a55-1d6f3c6b8a10' });
    expect(res.status).toBe(201);
    const made = (await res.json()) as ProviderOffer;
    expect(made).toMatchObject({ totalEuros: 1850.5, status: 'sent', validUntil: '30.06.2026' });
    const mail = await mailTitled(body.email, 'Küünal: uus pakkumine sinu hinnapäringule');
    expect(mail.text).toContain('1850,50 €');
    // the outbox's retry of the same offer is answered with it
    const retry = await offer(near, id, { clientKey: '6f1c1f0e-2a53-4b4e-9a55-1d6f3c6b8a10' });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as ProviderOffer).id).toBe(made.id);
    const twice = await offer(near, id);
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toMatchObject({
      code: 'offer_exists',
      fields: { body: expect.any(String) },
    });
    expect((await offer(mid, id, { totalEuros: 1700 })).status).toBe(201);
    expect(contactIn(await (await visitor.get('/api/provider/offers', near.auth)).text())).toEqual(
      [],
    );
  });

  it('refuses bad offers with the error shape, writing and sending nothing', async () => {
    const offers = () => count('SELECT count(*) FROM request_offers');
    const [before, mails] = [await offers(), await outboxCount()];
    const cases: [TestProvider, Record<string, unknown>, number, string, string][] = [
      [narva, { totalEuros: -5 }, 422, 'validation', 'totalEuros'],
      [narva, { totalEuros: 10.123 }, 422, 'validation', 'totalEuros'],
      [narva, { includes: '' }, 422, 'validation', 'includes'],
      [narva, { validUntil: '14.06.2026' }, 422, 'validation', 'validUntil'],
      [narva, { validUntil: '31.02.2026' }, 422, 'validation', 'validUntil'],
      // not alerted for this request: someone else's
      [tartu, {}, 404, 'request_not_found', 'id'],
      [unclaimed, {}, 403, 'no_company', 'company'],
    ];
    for (const [who, change, status, code, field] of cases) {
      const res = await offer(who, id, change);
      expect(res.status, JSON.stringify(change)).toBe(status);
      const error = await errorOf(res);
      expect(error.code).toBe(code);
      expect(error.fields?.[field], `${code} ${field}`).toEqual(expect.any(String));
    }
    expect([await offers(), await outboxCount()]).toEqual([before, mails]);
  });

  it('shows the family the offers cheapest first; accepting reveals the contact to that provider only', async () => {
    const view = await familyView(id, token);
    expect(view.offers.map((o) => o.totalEuros)).toEqual([1700, 1850.5]);
    expect(view.offers[0]!.company).toMatchObject({ id: mid.companyId, phone: '+372 5555 0000' });
    const accepted = view.offers[1]!;
    const res = await visitor.post(`/api/requests/${id}/accept?token=${token}`, {
      offerId: accepted.id,
    });
    expect(res.status).toBe(200);
    const after = (await res.json()) as FamilyRequest;
    expect(after.status).toBe('accepted');
    expect(after.offers.map((o) => o.status)).toEqual(['declined', 'accepted']);

    const winner = await detail(near, id);
    expect(winner.body).toMatchObject({
      name: 'Kadri Kuusk',
      email: body.email,
      phone: '+372 5999 8877',
    });
    expect(winner.body.myOffer?.status).toBe('accepted');
    for (const other of [mid, narva]) {
      const seen = await detail(other, id);
      expect(contactIn(seen.text)).toEqual([]);
      expect(seen.body.status).toBe('accepted');
    }
    const acceptedMail = await mailTitled(near.email, 'Küünal: teie pakkumine võeti vastu');
    expect(acceptedMail.text).toContain(`https://kyynal.test/pakkuja/paringud/${id}`);
    await mailTitled(mid.email, 'Küünal: hinnapäringule valiti teine pakkumine');
    // Narva made no offer: it is not thanked
    expect(smtp.messages(narva.email).map((m) => m.subject)).not.toContain(
      'Küünal: hinnapäringule valiti teine pakkumine',
    );
    // over: not in the default (open) list any more, and no more offers
    expect((await inbox(narva)).body.items.map((i) => i.id)).not.toContain(id);
    expect((await inbox(narva, '?status=closed')).body.items.map((i) => i.id)).toContain(id);
    const late = await offer(narva, id);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).code).toBe('request_closed');
    const again = await visitor.post(`/api/requests/${id}/accept?token=${token}`, {
      offerId: accepted.id,
    });
    expect(again.status).toBe(409);
  });

  it('lets the family cancel; a cancelled request leaves the inboxes', async () => {
    const sent = await sentRequest(visitor, requestBody(tallinn.id, [cremation]));
    const res = await visitor.post(
      `/api/requests/${sent.id}/cancel?token=${sent.token}`,
      undefined,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as FamilyRequest).status).toBe('cancelled');
    expect((await inbox(near)).body.items.map((i) => i.id)).not.toContain(sent.id);
  });
});

describe('bad requests', () => {
  it('refuses each with the error shape and a field message, storing and mailing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ services: [] }, 'services'],
      [{ services: [999_999] }, 'services'],
      [{ placeId: 999_999 }, 'placeId'],
      [{ funeralDate: '14.06.2026' }, 'funeralDate'],
      [{ funeralDate: '2026-06-20' }, 'funeralDate'],
      [{ message: 'x'.repeat(5000) }, 'message'],
      [{ maxProviders: 11 }, 'maxProviders'],
      [{ maxProviders: 0 }, 'maxProviders'],
      [{ email: 'pole-e-post' }, 'email'],
      [{ terms: false }, 'terms'],
      [{ privacy: undefined }, 'privacy'],
      [{ website: 'https://spam.example' }, 'website'],
      [{ budgetEuros: -1 }, 'budgetEuros'],
    ];
    const [requests, mails] = [await requestCount(), await outboxCount()];
    for (const [change, field] of cases) {
      const res = await visitor.post('/api/requests', {
        ...requestBody(tallinn.id, [cremation]),
        ...change,
      });
      expect(res.status, JSON.stringify(change)).toBe(422);
      const error = await errorOf(res);
      expect(error.code).toBe('validation');
      expect(Object.keys(error.fields ?? {}), JSON.stringify(change)).toContain(field);
    }
    expect([await requestCount(), await outboxCount()]).toEqual([requests, mails]);
  });

  it('keeps a provider’s settings, the defaults until saved, and refuses bad ones', async () => {
    const fresh = await claimedProvider(server, visitor, tallinn, [cremation]);
    const read = async () => (await visitor.get('/api/provider/settings', fresh.auth)).json();
    expect(await read()).toEqual({
      radiusKm: 50,
      counties: [],
      services: [],
      push: true,
      email: true,
    });
    const put = (body: Record<string, unknown>) =>
      visitor.send(
        'PUT',
        '/api/provider/settings',
        { radiusKm: 30, counties: [], services: [cremation], push: false, email: true, ...body },
        fresh.auth,
      );
    for (const [change, field] of [
      [{ radiusKm: 4 }, 'radiusKm'],
      [{ counties: [16] }, 'counties'],
      [{ services: [999_999] }, 'services'],
      [{ push: 'jah' }, 'push'],
    ] as const) {
      const res = await put(change);
      expect(res.status).toBe(422);
      expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual([field]);
    }
    expect((await put({})).status).toBe(200);
    expect(await read()).toEqual({
      radiusKm: 30,
      counties: [],
      services: [cremation],
      push: false,
      email: true,
    });
  });

  it('refuses a provider without a claimed company and a plain user', async () => {
    const res = await visitor.get('/api/provider/requests', unclaimed.auth);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('no_company');
    expect((await visitor.get('/api/provider/requests')).status).toBe(401);
  });
});

describe('anti-spam', () => {
  it('takes 3 requests per e-mail a Tallinn day, and more the next day', async () => {
    const email = `pere.${process.pid}@example.ee`;
    const send = () =>
      visitor.post('/api/requests', requestBody(tallinn.id, [cremation], { email }));
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(201);
    const before = await requestCount();
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({
      code: 'request_email_limit',
      fields: { email: expect.any(String) },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await requestCount()).toBe(before);
    server.advance(24 * 3600_000);
    expect((await send()).status).toBe(201);
  });

  it('takes 10 requests per visitor a day', async () => {
    const someone = await server.visitor();
    const send = () => someone.post('/api/requests', requestBody(tallinn.id, [cremation]));
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe('request_throttled');
  });
});
