/**
 * GET /api/companies, /api/companies/:id, /api/services and /api/map against a served app:
 * distances against hand-computed answers, the ferry rule, each filter and sort, paging, open
 * now on the harness clock (across midnight, a holiday and the end of summer time), bad input.
 */
import BetterSqlite3 from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { sameEveryDay, type DayHours } from '#domain/calendar/opening-hours';
import type { AppDeps } from '../../context';
import { errorOf } from '#api-test/accounts';
import { insertCompany, insertService } from '#api-test/companies';
import { useTestServer } from '#api-test/harness';
import { mapRoutes } from '../map';
import type { CompanyList } from './search';
import type { CompanyDetail } from './store';

const { server, visitor } = useTestServer();

const hours = (from: string, to: string): DayHours => ({
  kind: 'intervals',
  intervals: [{ from, to }],
});
const ids: Record<string, number> = {};
const svc: Record<string, number> = {};
let county: Record<string, number> = {};

beforeAll(async () => {
  const db = server;
  county = Object.fromEntries(
    (await server.sql.all<{ id: number; name: string }>('SELECT id, name FROM counties')).map(
      (c) => [c.name.split(' ')[0]!, c.id],
    ),
  );
  svc.transport = await insertService(db, 'Surnuvedu', 'surnuvedu', 1);
  svc.cremation = await insertService(db, 'Tuhastamine', 'tuhastamine', 2);
  svc.hall = await insertService(db, 'Leinasaal', 'leinasaal', 3);
  ids.tallinn = await insertCompany(db, {
    name: 'Tallinna Leinamaja',
    slug: 'tallinna-leinamaja',
    lat: 59.44,
    lon: 24.75,
    countyId: county.Harju,
    serviceIds: [svc.transport!, svc.hall!],
    transportPhone: '+372 5000 0001',
    reviews: [2, 10],
    cremationFromCents: 90000,
    burialFromCents: 120000,
  });
  ids.tartu = await insertCompany(db, {
    name: 'Tartu Matusekodu',
    lat: 58.38,
    lon: 26.72,
    countyId: county.Tartu,
    serviceIds: [svc.cremation!],
    reviews: [4, 14],
    burialFromCents: 80000,
  });
  ids.parnu = await insertCompany(db, {
    name: 'Pärnu Ärasaatmine',
    lat: 58.39,
    lon: 24.5,
    countyId: county['Pärnu'],
    serviceIds: [svc.transport!],
    hours: { week: sameEveryDay({ kind: 'allDay' }) },
  });
  ids.kuressaare = await insertCompany(db, {
    name: 'Õnnistuse Matusebüroo',
    lat: 58.25,
    lon: 22.49,
    countyId: county.Saare,
    reviews: [1, 5],
    cremationFromCents: 70000,
  });
  ids.nowhere = await insertCompany(db, { name: 'Zeta Kalmistutööd', countyId: county.Harju });
});

const list = async (query: string) => {
  const res = await visitor.get(`/api/companies?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as CompanyList;
};
const names = (l: CompanyList) => l.items.map((c) => c.name);
const VILJANDI = 'lat=58.36&lon=25.59';

describe('GET /api/companies by distance', () => {
  it('orders by great-circle distance (hand-computed from Viljandi), no position last', async () => {
    const l = await list(VILJANDI);
    // haversine on R = 6371.0088 km, worked out apart from the code: Pärnu 63.6, Tartu 65.9,
    // Tallinn 129.4, Kuressaare 181.5
    expect(l.items.map((c) => [c.name, c.distanceKm])).toEqual([
      ['Pärnu Ärasaatmine', 63.6],
      ['Tartu Matusekodu', 65.9],
      ['Tallinna Leinamaja', 129.4],
      ['Õnnistuse Matusebüroo', 181.5],
      ['Zeta Kalmistutööd', null],
    ]);
    expect(l).toMatchObject({ total: 5, hasMore: false });
  });

  it('pages through the same order', async () => {
    const first = await list(`${VILJANDI}&take=1`);
    expect(names(first)).toEqual(['Pärnu Ärasaatmine']);
    expect(first).toMatchObject({ total: 5, hasMore: true });
    expect(names(await list(`${VILJANDI}&take=2&page=2`))).toEqual([
      'Tallinna Leinamaja',
      'Õnnistuse Matusebüroo',
    ]);
    expect(names(await list(`${VILJANDI}&take=2&page=3`))).toEqual(['Zeta Kalmistutööd']);
  });

  it('follows a write at once: a company moved by another connection, an offer added', async () => {
    // another process's write, as a script's or a second server's: on SQLite a connection of its
    // own to the file, on PostgreSQL the test's pool (not the app's)
    const other =
      server.adapter === 'sqlite' ? new BetterSqlite3(server.database.sqlite.name) : null;
    const write = async (text: string, ...params: unknown[]) =>
      other
        ? void other.prepare(text).run(...params)
        : void (await server.sql.run(text, ...params));
    const move = (lat: number, lon: number) =>
      write('UPDATE companies SET lat = ?, lon = ? WHERE id = ?', lat, lon, ids.tallinn);
    expect(names(await list(`${VILJANDI}&take=1`))).toEqual(['Pärnu Ärasaatmine']);
    await move(58.36, 25.59); // into Viljandi
    try {
      expect((await list(`${VILJANDI}&take=1`)).items[0]).toMatchObject({
        name: 'Tallinna Leinamaja',
        distanceKm: 0,
      });
    } finally {
      await move(59.44, 24.75);
    }
    expect(names(await list(`${VILJANDI}&take=1&service=${svc.hall}`))).toEqual([
      'Tallinna Leinamaja',
    ]);
    await write(
      'INSERT INTO company_services (company_id, service_id) VALUES (?, ?)',
      ids.parnu,
      svc.hall,
    );
    try {
      expect(names(await list(`${VILJANDI}&take=1&service=${svc.hall}`))).toEqual([
        'Pärnu Ärasaatmine',
      ]);
    } finally {
      await write(
        'DELETE FROM company_services WHERE company_id = ? AND service_id = ?',
        ids.parnu,
        svc.hall,
      );
      other?.close();
    }
    expect(names(await list(`${VILJANDI}&take=1`))).toEqual(['Pärnu Ärasaatmine']);
  });

  it('answers a page past the end with no items, as the notices do', async () => {
    expect(await list(`${VILJANDI}&take=2&page=4`)).toEqual({
      items: [],
      total: 5,
      hasMore: false,
    });
  });

  it('marks the ferry between an island and the mainland, not across the Muhu causeway', async () => {
    const fromMainland = await list(VILJANDI);
    expect(fromMainland.items.filter((c) => c.ferry).map((c) => c.name)).toEqual([
      'Õnnistuse Matusebüroo',
    ]);
    // Kuressaare, on Saaremaa: everyone else is over the water
    const fromSaaremaa = await list('lat=58.26&lon=22.5');
    expect(fromSaaremaa.items[0]).toMatchObject({ name: 'Õnnistuse Matusebüroo', ferry: false });
    expect(fromSaaremaa.items.slice(1, 4).every((c) => c.ferry)).toBe(true);
    // Muhu reaches Saaremaa over the causeway
    const fromMuhu = await list('lat=58.6&lon=23.25&take=1');
    expect(fromMuhu.items[0]).toMatchObject({ name: 'Õnnistuse Matusebüroo', ferry: false });
    // no position: no distance and no ferry
    expect((await list('')).items.every((c) => c.distanceKm === null && !c.ferry)).toBe(true);
  });
});

describe('GET /api/companies filters and sorts', () => {
  it('sorts by name in Estonian order without a position (Z after S, Õ after W)', async () => {
    expect(names(await list(''))).toEqual([
      'Pärnu Ärasaatmine',
      'Zeta Kalmistutööd',
      'Tallinna Leinamaja',
      'Tartu Matusekodu',
      'Õnnistuse Matusebüroo',
    ]);
    // distance without a position falls back to the name
    expect(names(await list('sort=distance'))[0]).toBe('Pärnu Ärasaatmine');
  });

  it('sorts by rating (best average first, none last) and by the lowest price (none last)', async () => {
    expect(names(await list('sort=rating'))).toEqual([
      'Tallinna Leinamaja', // 5.0 from 2 reviews: more reviews first on a tie
      'Õnnistuse Matusebüroo', // 5.0 from 1
      'Tartu Matusekodu', // 3.5
      'Pärnu Ärasaatmine',
      'Zeta Kalmistutööd',
    ]);
    const rated = await list('sort=rating&take=3');
    expect(rated.items.map((c) => c.rating)).toEqual([5, 5, 3.5]);
    expect(names(await list('sort=price'))).toEqual([
      'Õnnistuse Matusebüroo', // 700 €
      'Tartu Matusekodu', // 800 €
      'Tallinna Leinamaja', // 900 € (the lower of 900 and 1200)
      'Pärnu Ärasaatmine',
      'Zeta Kalmistutööd',
    ]);
  });

  it('searches names with diacritics folded, by word prefixes', async () => {
    expect(names(await list('name=parnu'))).toEqual(['Pärnu Ärasaatmine']);
    expect(names(await list('name=arasaat'))).toEqual(['Pärnu Ärasaatmine']);
    expect(names(await list('name=matuse'))).toEqual(['Tartu Matusekodu', 'Õnnistuse Matusebüroo']);
    expect(await list('name=%22%22')).toEqual({ items: [], total: 0, hasMore: false });
  });

  it('filters by any of the chosen services, by county and by the 24/7 line', async () => {
    expect(names(await list(`service=${svc.hall}`))).toEqual(['Tallinna Leinamaja']);
    expect(names(await list(`service=${svc.hall}&service=${svc.cremation}`))).toEqual([
      'Tallinna Leinamaja',
      'Tartu Matusekodu',
    ]);
    expect(names(await list(`county=${county.Harju}`))).toEqual([
      'Zeta Kalmistutööd',
      'Tallinna Leinamaja',
    ]);
    const transport = await list('transport24=1');
    expect(names(transport)).toEqual(['Tallinna Leinamaja']);
    expect(transport.items[0]!.transport24).toBe(true);
    expect(names(await list(`${VILJANDI}&service=${svc.transport}`))).toEqual([
      'Pärnu Ärasaatmine',
      'Tallinna Leinamaja',
    ]);
    // by distance with filters on the companies row (the R*Tree joined with the row)
    expect(names(await list(`${VILJANDI}&county=${county.Harju}`))).toEqual([
      'Tallinna Leinamaja',
      'Zeta Kalmistutööd',
    ]);
    expect(names(await list(`${VILJANDI}&transport24=1`))).toEqual(['Tallinna Leinamaja']);
  });

  it('keeps only the companies open now, hours unknown never counted as open', async () => {
    const open = await list(`open=now&${VILJANDI}`);
    expect(open).toMatchObject({ total: 1, hasMore: false });
    expect(open.items[0]).toMatchObject({
      name: 'Pärnu Ärasaatmine',
      openNow: true,
      hoursKnown: true,
      closesAt: null,
    });
    const unknown = (await list('name=tartu')).items[0]!;
    expect(unknown).toMatchObject({ openNow: false, hoursKnown: false, opensAt: null });
  });
});

describe('GET /api/companies bad input', () => {
  const cases: [string, string][] = [
    ['lat=91&lon=25', 'lat'],
    ['lat=58&lon=-181', 'lon'],
    ['lat=NaN&lon=25', 'lat'],
    ['lat=58.3', 'lon'],
    ['lon=25.1', 'lat'],
    [`service=999999`, 'service'],
    ['service=abc', 'service'],
    ['county=16', 'county'],
    ['county=0', 'county'],
    ['take=49', 'take'],
    ['page=0', 'page'],
    ['sort=nearest', 'sort'],
    ['open=later', 'open'],
  ];
  it.each(cases)('%s is a 422 with a message on %s', async (query, field) => {
    const res = await visitor.get(`/api/companies?${query}`);
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.code).toBe('validation');
    // a repeated key's bad value is reported at its index (service.0)
    const message = Object.entries(error.fields ?? {}).find(([key]) => key.split('.')[0] === field);
    expect(message?.[1]).toBeTruthy();
  });
});

describe('GET /api/companies/:id', () => {
  it('answers a company by id or slug, 404 for an unknown one', async () => {
    const byId = await visitor.get(`/api/companies/${ids.tallinn}`);
    expect(byId.status).toBe(200);
    const company = (await byId.json()) as CompanyDetail;
    expect(company).toMatchObject({ slug: 'tallinna-leinamaja', rating: 5, reviewCount: 2 });
    expect(company.services.map((s) => s.slug)).toEqual(['surnuvedu', 'leinasaal']);
    const bySlug = (await (
      await visitor.get('/api/companies/tallinna-leinamaja')
    ).json()) as CompanyDetail;
    expect(bySlug.id).toBe(ids.tallinn);
    expect((await visitor.get('/api/companies/999999')).status).toBe(404);
    expect((await visitor.get('/api/companies/pole-olemas')).status).toBe(404);
  });
});

describe('open now on the harness clock', () => {
  const at = async (iso: string, name: string) => {
    server.advance(Date.parse(iso) - server.now());
    const l = await list(`name=${encodeURIComponent(name)}`);
    return l.items[0]!;
  };
  beforeAll(async () => {
    await insertCompany(server, {
      name: 'Öötöö Kell',
      // Friday evening into Saturday night, read as one opening
      hours: {
        week: {
          ...sameEveryDay({ kind: 'closed' }),
          R: hours('20:00', '24:00'),
          L: hours('00:00', '02:00'),
        },
        holidays: { kind: 'asWeekday' },
      },
    });
    await insertCompany(server, {
      name: 'Päevatöö Kell',
      hours: { week: sameEveryDay(hours('09:00', '17:00')), holidays: { kind: 'closed' } },
    });
  });

  it('stays open across midnight', async () => {
    // Saturday 2026-06-20 00:30 in Tallinn (UTC+3)
    const night = await at('2026-06-19T21:30:00Z', 'Öötöö');
    expect(night).toMatchObject({ openNow: true, closesAt: { date: '2026-06-20', time: '02:00' } });
    expect((await list('open=now&name=kell')).items.map((c) => c.name)).toEqual(['Öötöö Kell']);
  });

  it('is closed on Estonian public holidays (23 and 24 June)', async () => {
    // Tuesday 2026-06-23 12:00 in Tallinn, Võidupüha
    const holiday = await at('2026-06-23T09:00:00Z', 'Päevatöö');
    expect(holiday).toMatchObject({
      openNow: false,
      opensAt: { date: '2026-06-25', time: '09:00', daysAhead: 2 },
    });
  });

  it('follows the end of summer time (25 October 2026, UTC+3 → UTC+2)', async () => {
    // 08:30 in Tallinn after the change: still closed (under UTC+3 it would be 09:30)
    expect((await at('2026-10-25T06:30:00Z', 'Päevatöö')).openNow).toBe(false);
    // 09:30 in Tallinn
    expect(await at('2026-10-25T07:30:00Z', 'Päevatöö')).toMatchObject({
      openNow: true,
      closesAt: { date: '2026-10-25', time: '17:00' },
    });
  });
});

describe('GET /api/services', () => {
  it('lists the categories in their order with company counts, one by id or slug, 404', async () => {
    const res = await visitor.get('/api/services');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        id: svc.transport,
        slug: 'surnuvedu',
        name: 'Surnuvedu',
        description: 'Surnuvedu: kirjeldus',
        icon: 'candle',
        companyCount: 2,
      },
      {
        id: svc.cremation,
        slug: 'tuhastamine',
        name: 'Tuhastamine',
        description: 'Tuhastamine: kirjeldus',
        icon: 'candle',
        companyCount: 1,
      },
      {
        id: svc.hall,
        slug: 'leinasaal',
        name: 'Leinasaal',
        description: 'Leinasaal: kirjeldus',
        icon: 'candle',
        companyCount: 1,
      },
    ]);
    expect(await (await visitor.get('/api/services/leinasaal')).json()).toMatchObject({
      id: svc.hall,
    });
    expect(await (await visitor.get(`/api/services/${svc.hall}`)).json()).toMatchObject({
      slug: 'leinasaal',
    });
    expect((await visitor.get('/api/services/pole-olemas')).status).toBe(404);
  });
});

describe('GET /api/map', () => {
  it('has no tile layer by default', async () => {
    const res = await visitor.get('/api/map');
    expect(await res.json()).toEqual({ tileUrl: null, attribution: null });
  });

  it('answers the configured tile layer with its attribution', async () => {
    const tileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    const mapTiles = { url: tileUrl, attribution: '© OpenStreetMap contributors' };
    const res = await mapRoutes({ mapTiles } as AppDeps).request('/');
    expect(await res.json()).toEqual({ tileUrl, attribution: '© OpenStreetMap contributors' });
  });
});
