/** The owner's own company over HTTP: who may, the whole edit in one go, and each bad input. */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import type { CompanyEditInput } from '#domain/inputs/company-input';
import { isoDay, tallinnWallClock } from '#domain/calendar/dates';
import { sameEveryDay, type DayHours } from '#domain/calendar/opening-hours';
import { bearer, errorOf, registerUser } from '#api-test/accounts';
import { insertCompany, insertService } from '#api-test/companies';
import { useTestServer } from '#api-test/harness';
import type { CompanyDetail } from '../companies/store';

const { server, visitor } = useTestServer();

interface Owner {
  session: Session;
  auth: Record<string, string>;
  companyId: number;
}

async function owner(name: string): Promise<Owner> {
  const session = await registerUser(visitor);
  await server.sql.run('UPDATE users SET role = 3 WHERE id = ?', session.user.id);
  const companyId = await insertCompany(server, {
    name,
    ownerUserId: session.user.id,
    verifiedAt: server.now(),
    description: 'Vana kirjeldus',
    prices: [{ group: 'wake', fromCents: 50_00, confirmedOn: '2026-01-02' }],
  });
  return { session, auth: bearer(session.token), companyId };
}

const companyRow = (id: number) => server.sql.get('SELECT * FROM companies WHERE id = ?', id);
const priceRows = (id: number) =>
  server.sql.all('SELECT * FROM company_prices WHERE company_id = ? ORDER BY price_group', id);

const put = (body: unknown, auth: Record<string, string>) =>
  visitor.send('PUT', '/api/account/company', body, auth);

const NINE_TO_FIVE: DayHours = { kind: 'intervals', intervals: [{ from: '09:00', to: '17:00' }] };

let hall: number;
let transport: number;
let viljandi: { id: number; countyId: number; lat: number; lon: number };
let me: Owner;
let neighbour: Owner;

beforeAll(async () => {
  hall = await insertService(server, 'Leinasaal', 'leinasaal');
  transport = await insertService(server, 'Surnuvedu', 'surnuvedu');
  viljandi = (await server.sql.get<typeof viljandi>(
    `SELECT id, county_id AS "countyId", lat, lon FROM places
      WHERE name = 'Viljandi linn' ORDER BY id LIMIT 1`,
  ))!;
  me = await owner('Männiku Matusebüroo');
  neighbour = await owner('Naabri Matusetalitus');
});

const fullEdit = (): CompanyEditInput => ({
  description: 'Perefirma aastast 1995. <b>Ei</b> ole HTML.',
  logoImageId: null,
  phone: '+372 435 0000',
  email: 'info@manniku.example.ee',
  website: 'https://manniku.example.ee',
  address: 'Tallinna 5, Viljandi',
  placeId: viljandi.id,
  lat: null,
  lon: null,
  transportPhone: '+372 5555 1234',
  hours: {
    week: { ...sameEveryDay(NINE_TO_FIVE), L: { kind: 'closed' }, P: { kind: 'closed' } },
    holidays: { kind: 'closed' },
    closedUntil: null,
  },
  serviceIds: [transport, hall],
  prices: [
    { group: 'transport', fromCents: 120_00 },
    { group: 'coffin', fromCents: 300_00, confirmedOn: '2026-05-01' },
    { group: 'cremation', fromCents: 250_00 },
    { group: 'urn', fromCents: 80_00 },
  ],
});

describe('who reaches /api/account/company', () => {
  it('needs a provider session: 401 signed out, 403 an ordinary account', async () => {
    expect((await visitor.get('/api/account/company')).status).toBe(401);
    const user = await registerUser(visitor);
    expect((await visitor.get('/api/account/company', bearer(user.token))).status).toBe(403);
  });

  it('answers 404 to a provider without a confirmed company, also for a pending owner', async () => {
    const session = await registerUser(visitor);
    await server.sql.run('UPDATE users SET role = 3 WHERE id = ?', session.user.id);
    await insertCompany(server, { name: 'Kinnitamata OÜ', ownerUserId: session.user.id });
    const res = await visitor.get('/api/account/company', bearer(session.token));
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('no_company');
    expect((await put(fullEdit(), bearer(session.token))).status).toBe(404);
  });

  it('answers the own company as the company page does', async () => {
    const res = await visitor.get('/api/account/company', me.auth);
    expect(res.status).toBe(200);
    const mine = (await res.json()) as CompanyDetail & { logoImageId: number | null };
    expect(mine).toMatchObject({
      id: me.companyId,
      name: 'Männiku Matusebüroo',
      verified: true,
      logoImageId: null,
    });
    const page = await visitor.get(`/api/companies/${me.companyId}`);
    const { logoImageId: _logo, ...shown } = mine;
    expect(await page.json()).toEqual(shown);
    expect(mine.prices).toEqual([
      { group: 'wake', fromCents: 50_00, confirmedOn: '2026-01-02', confirmed: true },
    ]);
  });
});

describe('PUT /api/account/company', () => {
  it('replaces the page in one go: place, hours, services, prices, lowest prices, updatedAt', async () => {
    const neighbourBefore = await companyRow(neighbour.companyId);
    const neighbourPrices = await priceRows(neighbour.companyId);
    server.advance(60_000);
    const res = await put(fullEdit(), me.auth);
    expect(res.status).toBe(200);
    const page = (await res.json()) as CompanyDetail;
    const clock = tallinnWallClock(server.now());
    const today = isoDay(clock.year, clock.month, clock.day);
    expect(page).toMatchObject({
      id: me.companyId,
      description: 'Perefirma aastast 1995. <b>Ei</b> ole HTML.',
      phone: '+372 435 0000',
      email: 'info@manniku.example.ee',
      website: 'https://manniku.example.ee',
      address: 'Tallinna 5, Viljandi',
      place: { id: viljandi.id, name: 'Viljandi linn', countyId: viljandi.countyId },
      countyId: viljandi.countyId,
      lat: viljandi.lat,
      lon: viljandi.lon,
      transportPhone: '+372 5555 1234',
      transport24: true,
      hoursKnown: true,
      priceFrom: { cremation: 750_00, burial: null },
      updatedAt: server.now(),
    });
    expect(page.hours.week.L).toEqual({ kind: 'closed' });
    expect(page.hours.week.E).toEqual(NINE_TO_FIVE);
    expect(page.services.map((s) => s.id).sort()).toEqual([hall, transport].sort());
    expect(page.prices.map((p) => [p.group, p.fromCents, p.confirmedOn])).toEqual([
      ['transport', 120_00, today],
      ['coffin', 300_00, '2026-05-01'],
      ['cremation', 250_00, today],
      ['urn', 80_00, today],
    ]);
    // the old price list is gone; the other company is untouched
    expect(
      (await priceRows(me.companyId)).some(
        (p) => (p as { price_group: string }).price_group === 'wake',
      ),
    ).toBe(false);
    expect(await companyRow(neighbour.companyId)).toEqual(neighbourBefore);
    expect(await priceRows(neighbour.companyId)).toEqual(neighbourPrices);
  });

  it("takes a pin over the place's centre, and clears what is left out", async () => {
    const res = await put({ placeId: viljandi.id, lat: 58.3639, lon: 25.5976, hours: {} }, me.auth);
    expect(res.status).toBe(200);
    const page = (await res.json()) as CompanyDetail;
    expect(page).toMatchObject({
      lat: 58.3639,
      lon: 25.5976,
      phone: null,
      transport24: false,
      hoursKnown: false,
      services: [],
      prices: [],
      priceFrom: { cremation: null, burial: null },
      description: '',
    });
  });

  it('refuses each bad input with a field message and writes nothing', async () => {
    await put(fullEdit(), me.auth);
    const before = await companyRow(me.companyId);
    const beforePrices = await priceRows(me.companyId);
    const hours = (week: object, rest: object = {}) => ({
      ...fullEdit(),
      hours: { week, holidays: { kind: 'asWeekday' }, closedUntil: null, ...rest },
    });
    const interval = (from: string, to: string) => ({ from, to });
    const otherUser = await registerUser(visitor);
    const foreignLogo = Number(
      await server.sql.value(
        `INSERT INTO images (kind, file_name, mime, width, height, bytes, active, uploaded_by)
         VALUES ('logo', 'voras-logo.jpg', 'image/jpeg', 100, 100, 1000, ?, ?) RETURNING id`,
        server.adapter === 'pg' ? false : 0,
        otherUser.user.id,
      ),
    );
    const cases: [string, unknown, Record<string, string>][] = [
      [
        'a time that is no time',
        hours({ T: { kind: 'intervals', intervals: [interval('9:00', '17:00')] } }),
        { 'hours.week.T': 'Kellaaeg peab olema kujul TT:MM (00:00–24:00).' },
      ],
      [
        'an end before the start',
        hours({ K: { kind: 'intervals', intervals: [interval('17:00', '09:00')] } }),
        { 'hours.week.K': 'Lõpuaeg peab olema pärast algusaega.' },
      ],
      [
        'overlapping intervals',
        hours({
          N: {
            kind: 'intervals',
            intervals: [interval('09:00', '13:00'), interval('12:00', '17:00')],
          },
        }),
        { 'hours.week.N': 'Ajavahemikud ei tohi kattuda ja peavad olema järjekorras.' },
      ],
      [
        'a day of intervals without one',
        hours({}, { holidays: { kind: 'intervals', intervals: [] } }),
        { 'hours.holidays': 'Lisa vähemalt üks ajavahemik.' },
      ],
      [
        'an unknown price group',
        { ...fullEdit(), prices: [{ group: 'fireworks', fromCents: 100 }] },
        { 'prices.0.group': 'Tundmatu hinnarühm.' },
      ],
      [
        'a price group twice',
        {
          ...fullEdit(),
          prices: [
            { group: 'urn', fromCents: 100 },
            { group: 'urn', fromCents: 200 },
          ],
        },
        { 'prices.1.group': 'Iga hinnarühm võib hinnakirjas olla üks kord.' },
      ],
      [
        'a negative price',
        { ...fullEdit(), prices: [{ group: 'urn', fromCents: -1 }] },
        { 'prices.0.fromCents': 'Peab olema vähemalt 0.' },
      ],
      [
        'an unknown service',
        { ...fullEdit(), serviceIds: [hall, 999_999] },
        { serviceIds: 'Tundmatu teenus.' },
      ],
      [
        'an unknown place',
        { ...fullEdit(), placeId: 999_999 },
        { placeId: 'Asukohta ei leitud. Vali asukoht uuesti.' },
      ],
      [
        "another user's logo",
        { ...fullEdit(), logoImageId: foreignLogo },
        { logoImageId: 'Pilti ei leitud. Laadi logo uuesti üles.' },
      ],
      [
        'a latitude without a longitude',
        { ...fullEdit(), lat: 58.4 },
        { lon: 'Kohustuslik väli.' },
      ],
      ['a position off the globe', { ...fullEdit(), lat: 95, lon: 25 }, { lat: 'Vigane väärtus.' }],
      [
        'an e-mail that is none',
        { ...fullEdit(), email: 'info at firma' },
        { email: 'Sisesta korrektne e-posti aadress.' },
      ],
      [
        'a website that is not http(s)',
        { ...fullEdit(), website: 'javascript:alert(1)' },
        { website: 'Vigane väärtus.' },
      ],
    ];
    for (const [what, body, fields] of cases) {
      server.advance(1000);
      const res = await put(body, me.auth);
      expect(res.status, what).toBe(422);
      expect((await errorOf(res)).fields, what).toEqual(fields);
    }
    expect(await companyRow(me.companyId)).toEqual(before);
    expect(await priceRows(me.companyId)).toEqual(beforePrices);
  });

  it('takes a logo the owner uploaded through the upload pipeline', async () => {
    const png = await sharp({
      create: { width: 200, height: 120, channels: 3, background: '#335577' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    const upload = await fetch(`${server.base}/api/uploads?kind=logo`, {
      method: 'POST',
      headers: {
        cookie: visitor.cookie,
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': visitor.token,
        ...me.auth,
      },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { id, url } = (await upload.json()) as { id: number; url: string };
    const res = await put({ ...fullEdit(), logoImageId: id }, me.auth);
    expect(res.status).toBe(200);
    const saved = (await res.json()) as CompanyDetail & { logoImageId: number | null };
    expect(saved.logo).toBe(url);
    // the owner's answer names the logo's id, which the next edit sends back to keep it
    expect(saved.logoImageId).toBe(id);
    const kept = await put({ ...fullEdit(), logoImageId: saved.logoImageId }, me.auth);
    expect(((await kept.json()) as CompanyDetail).logo).toBe(url);
    // the neighbour cannot borrow it
    const borrowed = await put({ ...fullEdit(), logoImageId: id }, neighbour.auth);
    expect(borrowed.status).toBe(422);
  });
});
