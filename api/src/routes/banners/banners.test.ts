import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import type { BannerInputValues } from '#domain/inputs/banner-input';
import { auditLogOf } from '#api-test/admin';
import { bearer, errorOf, registerUser, setRole } from '#api-test/accounts';
import { useTestServer, type Visitor } from '#api-test/harness';
import { UNATTACHED_UPLOAD_TTL_MS } from '../../services/upload-sweeper';
import { weightedOrder } from './store';

// the clock starts at 2026-06-15 12:00 in Tallinn (09:00 UTC, summer time)
// behind a trusted proxy: each visitor below gives its address in X-Forwarded-For
const { server, visitor, api } = useTestServer({ trustProxy: true });

const sql = async (query: string, ...params: unknown[]) =>
  (await server.sql.get(query, ...params)) as Record<string, unknown>;
const auditCount = async () => Number((await sql('SELECT count(*) AS n FROM audit_log')).n);
const bannerCount = async () => Number((await sql('SELECT count(*) AS n FROM banners')).n);
/** A banner's figures as the banner manager sees them (on PostgreSQL partly still in marks) */
const figures = async (id: number) => {
  const res = await api.admin.banners[':id'].$get({ param: { id: String(id) } }, as(manager));
  const { views, clicks } = await res.json();
  return { views, clicks };
};

let manager: Session;
let imageId: number;

async function userWithRole(role: number): Promise<Session> {
  const session = await registerUser(visitor);
  await setRole(server, session.user.id, role);
  return session;
}

async function uploadBanner(v: Visitor, width = 1200, height = 300): Promise<Response> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#345' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'banner.jpg');
  return fetch(`${server.base}/api/uploads?kind=banner`, {
    method: 'POST',
    headers: { cookie: v.cookie, 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': v.token },
    body: form,
  });
}

const as = (session: Session) => ({ headers: bearer(session.token) });
const input = (over: Partial<BannerInputValues> = {}): BannerInputValues => ({
  imageId,
  link: 'https://lilled.example.ee/kevad',
  alt: 'Kevadised lilled Lillepoest',
  placements: ['home'],
  startsOn: '15.06.2026',
  endsOn: '30.06.2026',
  weight: 1,
  active: true,
  ...over,
});
const create = async (over: Partial<BannerInputValues> = {}, who = manager) => {
  const res = await api.admin.banners.$post({ json: input(over) }, as(who));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
};
const showing = async (placement: string) => {
  const res = await visitor.get(`/api/banners?placement=${placement}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { id: number }[] }).items.map((b) => b.id);
};

beforeAll(async () => {
  manager = await userWithRole(5);
  const res = await uploadBanner(visitor);
  expect(res.status).toBe(201);
  imageId = ((await res.json()) as { id: number }).id;
}, 60_000); // a password hash and an image decoded: slow on a busy machine

describe('admin banners: roles', () => {
  it('admits the banner manager (5) and the admin (10), refuses nobody, 1 and 3', async () => {
    expect((await api.admin.banners.$get({ query: {} })).status).toBe(401);
    for (const role of [1, 3]) {
      const user = await userWithRole(role);
      const list = await api.admin.banners.$get({ query: {} }, as(user));
      expect(list.status).toBe(403);
      expect(await errorOf(list)).toEqual({ code: 'forbidden', message: 'Ligipääs puudub!' });
      const before = { banners: await bannerCount(), audit: await auditCount() };
      expect((await api.admin.banners.$post({ json: input() }, as(user))).status).toBe(403);
      expect({ banners: await bannerCount(), audit: await auditCount() }).toEqual(before);
    }
    expect((await api.admin.banners.$get({ query: {} }, as(manager))).status).toBe(200);
    const admin = await userWithRole(10);
    expect((await api.admin.banners.$get({ query: {} }, as(admin))).status).toBe(200);
  });

  it('keeps the banner manager out of every other admin section', async () => {
    expect((await api.admin.users.$get({ query: {} }, as(manager))).status).toBe(403);
    expect((await api.admin.claims.$get({}, as(manager))).status).toBe(403);
  });
});

describe('admin banners: saves and their audit entries', () => {
  it('creates, reads, updates and deletes, each write with one audit entry', async () => {
    const audits = await auditCount();
    const created = await api.admin.banners.$post(
      { json: input({ placements: ['lists', 'home', 'lists'], weight: 3 }) },
      as(manager),
    );
    expect(created.status).toBe(201);
    const banner = await created.json();
    expect(banner).toMatchObject({
      link: 'https://lilled.example.ee/kevad',
      alt: 'Kevadised lilled Lillepoest',
      placements: ['home', 'lists'],
      startsOn: '15.06.2026',
      endsOn: '30.06.2026',
      weight: 3,
      active: true,
      views: 0,
      clicks: 0,
      ctr: null,
      state: 'active',
    });
    expect(banner.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    const entry = async () =>
      (await sql(
        `SELECT action, entity_kind, entity_id, actor_id, actor_role FROM audit_log
          ORDER BY id DESC LIMIT 1`,
      )) as Record<string, string>;
    /** The last banner entry's before and after, parsed on either database */
    const change = async () => (await auditLogOf(server, 'banner')).at(-1)!;
    expect(await entry()).toMatchObject({
      action: 'banner.create',
      entity_kind: 'banner',
      entity_id: String(banner.id),
      actor_id: manager.user.id,
      actor_role: 5,
    });
    expect((await change()).after).toMatchObject({
      placements: ['home', 'lists'],
      weight: 3,
    });

    const param = { id: String(banner.id) };
    const read = await api.admin.banners[':id'].$get({ param }, as(manager));
    expect(await read.json()).toEqual(banner);

    const put = await api.admin.banners[':id'].$put(
      { param, json: input({ placements: ['articles'], weight: 3, active: false }) },
      as(manager),
    );
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ placements: ['articles'], state: 'inactive' });
    expect(await entry()).toMatchObject({ action: 'banner.update' });
    expect((await change()).before).toEqual({
      placements: ['home', 'lists'],
      active: true,
    });
    expect((await change()).after).toEqual({ placements: ['articles'], active: false });

    const list = await (await api.admin.banners.$get({ query: {} }, as(manager))).json();
    expect(list.items.map((b) => b.id)).toContain(banner.id);

    expect((await api.admin.banners[':id'].$delete({ param }, as(manager))).status).toBe(204);
    expect(await entry()).toMatchObject({ action: 'banner.delete', entity_id: String(banner.id) });
    expect((await change()).before).toMatchObject({
      alt: 'Kevadised lilled Lillepoest',
    });
    expect(await auditCount()).toBe(audits + 3);
    expect((await api.admin.banners[':id'].$get({ param }, as(manager))).status).toBe(404);
    expect((await api.admin.banners[':id'].$delete({ param }, as(manager))).status).toBe(404);
    expect(await auditCount()).toBe(audits + 3);
  });

  it('refuses bad input with the error shape, storing nothing and writing no audit entry', async () => {
    const existing = await create();
    const param = { id: String(existing.id) };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ placements: ['noticeCard'] }, 'placements.0', 'Vali vähemalt üks koht'],
      [{ placements: ['wizard'] }, 'placements.0', 'Vali vähemalt üks koht'],
      [{ placements: ['account'] }, 'placements.0', 'Vali vähemalt üks koht'],
      [{ placements: [] }, 'placements', 'Vali vähemalt üks koht'],
      [{ startsOn: '20.06.2026', endsOn: '19.06.2026' }, 'endsOn', 'Lõppkuupäev'],
      [{ alt: undefined }, 'alt', 'Kohustuslik väli'],
      [{ alt: '   ' }, 'alt', 'Kohustuslik väli'],
      [{ link: 'javascript:alert(1)' }, 'link', 'Sisesta veebiaadress'],
      [{ link: 'ftp://example.ee/x' }, 'link', 'Sisesta veebiaadress'],
      [{ startsOn: '31.02.2026' }, 'startsOn', 'Kuupäev'],
      [{ weight: 0 }, 'weight', 'Peab olema vähemalt 1'],
      [{ weight: 1.5 }, 'weight', 'Peab olema täisarv'],
    ];
    for (const [over, field, start] of cases) {
      const body = { ...input(), ...over };
      const before = { banners: await bannerCount(), audit: await auditCount() };
      for (const res of [
        await visitor.post('/api/admin/banners', body, bearer(manager.token)),
        await visitor.send('PUT', `/api/admin/banners/${param.id}`, body, bearer(manager.token)),
      ]) {
        expect(res.status, JSON.stringify(over)).toBe(422);
        const error = await errorOf(res);
        expect(error.code).toBe('validation');
        expect(error.fields?.[field], JSON.stringify(error)).toMatch(new RegExp(`^${start}`));
      }
      expect({ banners: await bannerCount(), audit: await auditCount() }).toEqual(before);
    }
    // an image that is not a banner upload, or none at all
    const portrait = (await sql("SELECT id FROM images WHERE kind != 'banner' LIMIT 1"))?.id;
    for (const id of [999_999, portrait].filter((v) => v !== undefined)) {
      const before = { banners: await bannerCount(), audit: await auditCount() };
      const res = await api.admin.banners.$post(
        { json: input({ imageId: Number(id) }) },
        as(manager),
      );
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toEqual({
        imageId: 'Pilti ei leitud. Laadi pilt uuesti üles.',
      });
      expect({ banners: await bannerCount(), audit: await auditCount() }).toEqual(before);
    }
    const stored = await (await api.admin.banners[':id'].$get({ param }, as(manager))).json();
    expect(stored).toMatchObject({ placements: ['home'], endsOn: '30.06.2026' });
  });
});

describe('public banners', () => {
  it('answers a placement with its live banners only, briefly cacheable', async () => {
    const directory = await create({ placements: ['directory'] });
    const off = await create({ placements: ['directory'], active: false });
    const later = await create({
      placements: ['directory'],
      startsOn: '01.07.2026',
      endsOn: '02.07.2026',
    });
    const res = await visitor.get('/api/banners?placement=directory');
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    const { items } = (await res.json()) as { items: Record<string, unknown>[] };
    expect(items.map((b) => b.id)).toEqual([directory.id]);
    expect(items[0]).toEqual({
      id: directory.id,
      imageUrl: expect.stringMatching(/^\/uploads\//),
      width: 1200,
      height: 300,
      alt: 'Kevadised lilled Lillepoest',
    });
    expect(await showing('articles')).not.toContain(off.id);
    expect(await showing('directory')).not.toContain(later.id);
    for (const bad of ['noticeCard', 'wizard', '', 'HOME']) {
      const refused = await visitor.get(`/api/banners?placement=${bad}`);
      expect(refused.status).toBe(422);
      expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(['placement']);
    }
  });

  it('orders by weight: a banner of weight 3 leads about three times as often', () => {
    const items = [
      { id: 1, weight: 3 },
      { id: 2, weight: 1 },
    ];
    let seed = 42;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    let first = 0;
    for (let i = 0; i < 4000; i++) if (weightedOrder(items, random)[0]!.id === 1) first++;
    // P(first) = 3/4 for weights 3 and 1
    expect(first / 4000).toBeGreaterThan(0.72);
    expect(first / 4000).toBeLessThan(0.78);
  });

  it('serves heavier banners first more often over the API', async () => {
    const heavy = await create({ placements: ['articles'], weight: 20 });
    const light = await create({ placements: ['articles'], weight: 1 });
    let heavyFirst = 0;
    for (let i = 0; i < 60; i++) {
      const ids = await showing('articles');
      expect([...ids].sort()).toEqual([heavy.id, light.id].sort());
      if (ids[0] === heavy.id) heavyFirst++;
    }
    // P = 20/21 per request: fewer than 45 of 60 is practically impossible
    expect(heavyFirst).toBeGreaterThan(45);
  });

  it('counts a view and a click once per visitor and day; the click is a 302 to the link', async () => {
    const banner = await create({
      placements: ['lists'],
      link: 'http://kivid.example.ee/?a=1&b=2',
    });
    const counts = () => figures(banner.id);
    const other = await server.visitor();
    const from = (v: Visitor) => ({ 'x-forwarded-for': v === visitor ? '192.0.2.1' : '192.0.2.2' });
    for (const v of [visitor, visitor, other]) {
      expect((await v.post(`/api/banners/${banner.id}/view`, undefined, from(v))).status).toBe(204);
    }
    expect(await counts()).toEqual({ views: 2, clicks: 0 });
    for (const v of [visitor, visitor, other]) {
      const res = await v.get(`/api/banners/${banner.id}/click`, from(v));
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('http://kivid.example.ee/?a=1&b=2');
    }
    expect(await counts()).toEqual({ views: 2, clicks: 2 });
    // a view needs the CSRF token like every write
    const forged = await fetch(`${server.base}/api/banners/${banner.id}/view`, {
      method: 'POST',
      headers: { cookie: visitor.cookie },
    });
    expect(forged.status).toBe(403);
    const list = await (await api.admin.banners.$get({ query: {} }, as(manager))).json();
    expect(list.items.find((b) => b.id === banner.id)).toMatchObject({
      views: 2,
      clicks: 2,
      ctr: 100,
    });
    const unknown = await visitor.get('/api/banners/999999/click');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('not_found');
  });

  it('cannot be inflated: no cookie, fresh cookies from one address, clicks without a view', async () => {
    const banner = await create({ placements: ['articles'] });
    const counts = () => figures(banner.id);
    const address = { 'x-forwarded-for': '198.51.100.7' };
    // 50 clicks without a cookie: each is led on, none counted
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${server.base}/api/banners/${banner.id}/click`, {
        headers: address,
        redirect: 'manual',
      });
      expect(res.status).toBe(302);
    }
    // a visitor that never saw the banner clicks
    const blind = await server.visitor();
    expect((await blind.get(`/api/banners/${banner.id}/click`, address)).status).toBe(302);
    expect(await counts()).toEqual({ views: 0, clicks: 0 });
    // 30 views with fresh cookies from one address: one
    const fresh: Visitor[] = [];
    for (let i = 0; i < 30; i++) fresh.push(await server.visitor());
    for (const v of fresh) {
      expect((await v.post(`/api/banners/${banner.id}/view`, undefined, address)).status).toBe(204);
    }
    expect(await counts()).toEqual({ views: 1, clicks: 0 });
    // the visitor whose view counted clicks (twice): one click; the others' clicks count nothing
    for (const v of [fresh[0]!, fresh[0]!, ...fresh.slice(1, 5)]) {
      expect((await v.get(`/api/banners/${banner.id}/click`, address)).status).toBe(302);
    }
    expect(await counts()).toEqual({ views: 1, clicks: 1 });
    // the address is stored only as a keyed hash
    const marks = await server.sql.all<{ address: string }>(
      'SELECT address_hash AS address FROM banner_marks WHERE banner_id = ?',
      banner.id,
    );
    expect(marks.length).toBe(2);
    for (const { address: stored } of marks) expect(stored).not.toContain('198.51.100.7');
  });

  it('keeps a saved banner’s image through the upload sweeper', async () => {
    const upload = await uploadBanner(visitor);
    const unused = ((await upload.json()) as { id: number }).id;
    server.advance(UNATTACHED_UPLOAD_TTL_MS + 60_000);
    const sweeper = server.uploadSweeper();
    await sweeper.tick();
    expect(Number((await sql('SELECT count(*) AS n FROM images WHERE id = ?', imageId)).n)).toBe(1);
    expect(Number((await sql('SELECT count(*) AS n FROM images WHERE id = ?', unused)).n)).toBe(0);
  });
});

describe('the schedule in Tallinn days', () => {
  it('shows a banner from its first day’s midnight to its last day’s end, Estonian time', async () => {
    // now: 16.06.2026 ~09:00 Tallinn (the sweeper's test moved the clock a day on)
    const start = Date.parse('2026-06-16T09:01:00Z');
    server.advance(start - server.now());
    const endsToday = await create({
      placements: ['home'],
      startsOn: '10.06.2026',
      endsOn: '16.06.2026',
    });
    const startsTomorrow = await create({
      placements: ['home'],
      startsOn: '17.06.2026',
      endsOn: '17.06.2026',
    });
    const listed = async () => {
      const list = await (await api.admin.banners.$get({ query: {} }, as(manager))).json();
      return Object.fromEntries(list.items.map((b) => [b.id, b.state]));
    };
    expect(await showing('home')).toContain(endsToday.id);
    expect(await showing('home')).not.toContain(startsTomorrow.id);
    expect(await listed()).toMatchObject({
      [endsToday.id]: 'active',
      [startsTomorrow.id]: 'scheduled',
    });
    // 23:59 in Tallinn is 20:59 UTC: still the 16th
    server.advance(Date.parse('2026-06-16T20:59:00Z') - server.now());
    expect(await showing('home')).toContain(endsToday.id);
    expect(await showing('home')).not.toContain(startsTomorrow.id);
    // 00:01 on the 17th in Tallinn is 21:01 UTC on the 16th
    server.advance(Date.parse('2026-06-16T21:01:00Z') - server.now());
    expect(await showing('home')).not.toContain(endsToday.id);
    expect(await showing('home')).toContain(startsTomorrow.id);
    expect(await listed()).toMatchObject({
      [endsToday.id]: 'ended',
      [startsTomorrow.id]: 'active',
    });
    // an ended banner's link still leads on, without counting
    const res = await visitor.get(`/api/banners/${endsToday.id}/click`);
    expect(res.status).toBe(302);
    expect((await figures(endsToday.id)).clicks).toBe(0);
    expect((await visitor.post(`/api/banners/${endsToday.id}/view`, undefined)).status).toBe(204);
    expect((await figures(endsToday.id)).views).toBe(0);
  });
});
