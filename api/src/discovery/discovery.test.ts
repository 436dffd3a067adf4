/** The sitemap (one file and an index), robots.txt and the notices' Atom feeds, as crawlers see them. */
import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { countySlug } from '#domain/vocabulary/counties';
import { insertArticle } from '#api-test/articles';
import { insertCompany, insertService } from '#api-test/companies';
import { addNotice } from '#api-test/fixtures';
import { useTestServer, type TestServer } from '#api-test/harness';
import { TEST_ADAPTER } from '#api-test/test-database';
import { childText, childrenNamed, parseXml, type XmlElement } from '#api-test/xml';
import { DISCOVERY_SQL } from './store';

const BASE = 'https://kyynal.test';
const FIXED_PAGES = [
  '/',
  '/surmakuulutused',
  '/arasaatmisteated',
  '/kaastundeavaldused',
  '/malestuspaevad',
  '/matuseteenused',
  '/hinnaparing',
  '/privaatsus',
  '/tingimused',
  '/kontakt',
  '/artiklid',
  '/kasulikku/kuidas-kaituda-lahedase-surma-korral',
  '/kasulikku/luuletuste-naidised',
  '/kasulikku/kaastundeavalduse-naidis',
  '/projektijuht',
];
const at = (iso: string) => Date.parse(iso);

const get = (server: TestServer, path: string) => fetch(server.base + path);
async function xmlOf(server: TestServer, path: string, type = 'application/xml') {
  const res = await get(server, path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe(`${type}; charset=UTF-8`);
  expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  return parseXml(await res.text());
}
const locs = (urlset: XmlElement) => childrenNamed(urlset, 'url').map((u) => childText(u, 'loc'));
const countyId = async (server: TestServer, name: string) =>
  (await server.sql.value<number>('SELECT id FROM counties WHERE name = ?', name))!;
const countyPaths = async (server: TestServer) =>
  (await server.sql.all<{ name: string }>('SELECT name FROM counties')).map(
    (row) => `/surmakuulutused/${countySlug(row.name)}`,
  );

describe('one sitemap file', () => {
  const { server } = useTestServer();
  const ids = { harju: 0, tartu: 0, edited: 0, draft: 0, hidden: 0, unpaid: 0 };
  const articles = { old: '', edited: '', draft: '' };

  beforeAll(async () => {
    // the notices and companies: fixtures of their own areas (test/fixtures, companies)
    const harju = await countyId(server, 'Harju maakond');
    const tartu = await countyId(server, 'Tartu maakond');
    await insertService(server, 'Tuhastamine', 'tuhastamine');
    await insertCompany(server, { name: 'Kask & Pojad <OÜ>', slug: 'kask-ja-pojad' });
    ids.harju = await addNotice(server.sql, {
      deceasedName: 'Mari Tamm',
      birthDate: '12.03.1940',
      deathDate: '02.06.2026',
      counties: [harju],
      publishedAt: at('2026-06-03T08:00:00Z'),
    });
    ids.tartu = await addNotice(server.sql, {
      type: 1,
      deceasedName: 'Jaan "Jass" <Kask> & Co',
      funeralInfo: 'Ärasaatmine <b>kabelis</b> & kalmistul',
      counties: [tartu],
      publishedAt: at('2026-06-05T08:00:00Z'),
    });
    ids.edited = await addNotice(server.sql, {
      type: 2,
      deceasedName: 'Ants Saar',
      counties: [harju, tartu],
      publishedAt: at('2026-06-01T08:00:00Z'),
    });
    await server.sql.run(
      'UPDATE notices SET updated_at = ? WHERE id = ?',
      at('2026-06-10T12:00:00Z'),
      ids.edited,
    );
    ids.draft = await addNotice(server.sql, {
      status: 'draft',
      deceasedName: 'Mustand Nimi',
      counties: [harju],
    });
    ids.hidden = await addNotice(server.sql, {
      status: 'hidden',
      deceasedName: 'Peidetud Nimi',
      counties: [harju],
    });
    ids.unpaid = await addNotice(server.sql, {
      status: 'awaiting_payment',
      deceasedName: 'Maksmata Nimi',
      counties: [harju],
    });
    articles.old = (
      await insertArticle(server, {
        title: 'Hingedeaeg & küünlad <aknal>',
        lead: 'Kuidas hingedeajal lahkunuid meenutatakse.',
        at: at('2026-05-01T10:00:00Z'),
      })
    ).slug;
    const edited = await insertArticle(server, {
      title: 'Matuse eelarve',
      metaDescription: 'Mida matus maksab ja kuidas kulusid planeerida.',
      lead: 'Pikk sissejuhatus.',
      at: at('2026-05-20T10:00:00Z'),
    });
    articles.edited = edited.slug;
    await server.sql.run(
      'UPDATE articles SET updated_at = ? WHERE id = ?',
      at('2026-06-11T07:30:00Z'),
      edited.id,
    );
    articles.draft = (
      await insertArticle(server, {
        title: 'Avaldamata mustand',
        published: false,
        at: at('2026-06-12T10:00:00Z'),
      })
    ).slug;
  });

  it('lists the fixed pages, county lists, directory and published notices, nothing else', async () => {
    const urlset = await xmlOf(server, '/sitemap.xml');
    expect(urlset.name).toBe('urlset');
    expect(urlset.attrs.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const counties = await countyPaths(server);
    expect(counties).toHaveLength(15);
    expect(counties).toContain('/surmakuulutused/laane-viru');
    expect(locs(urlset).sort()).toEqual(
      [
        ...FIXED_PAGES,
        ...counties,
        '/teenus/tuhastamine',
        '/firma/kask-ja-pojad',
        `/artikkel/${articles.old}`,
        `/artikkel/${articles.edited}`,
        `/arasaatmisteade/${ids.harju}`,
        `/kaastundeavaldus/${ids.tartu}`,
        `/malestuspaev/${ids.edited}`,
      ]
        .map((path) => BASE + path)
        .sort(),
    );
    const lastmod = (path: string) =>
      childText(
        childrenNamed(urlset, 'url').find((u) => childText(u, 'loc') === BASE + path)!,
        'lastmod',
      );
    expect(lastmod(`/arasaatmisteade/${ids.harju}`)).toBe('2026-06-03T08:00:00.000Z');
    expect(lastmod(`/malestuspaev/${ids.edited}`)).toBe('2026-06-10T12:00:00.000Z');
    expect(lastmod('/')).toBe('');
    expect(lastmod(`/artikkel/${articles.old}`)).toBe('2026-05-01T10:00:00.000Z');
    expect(lastmod(`/artikkel/${articles.edited}`)).toBe('2026-06-11T07:30:00.000Z');
    expect(locs(urlset)).not.toContain(`${BASE}/artikkel/${articles.draft}`);
  });

  it('the articles feed: newest first, updated the later of publishing and the last edit', async () => {
    const feed = await xmlOf(server, '/feed/artiklid.xml', 'application/atom+xml');
    expect(feed.attrs.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(childText(feed, 'id')).toBe(`${BASE}/feed/artiklid.xml`);
    expect(childText(feed, 'title')).toBe('Artiklid – Küünal');
    expect(childText(feed, 'updated')).toBe('2026-06-11T07:30:00.000Z');
    expect(childrenNamed(feed, 'link').find((l) => l.attrs.rel === 'alternate')!.attrs.href).toBe(
      `${BASE}/artiklid`,
    );
    const entries = childrenNamed(feed, 'entry');
    expect(entries.map((e) => childText(e, 'id'))).toEqual([
      `${BASE}/artikkel/${articles.edited}`,
      `${BASE}/artikkel/${articles.old}`,
    ]);
    const [edited, old] = entries as [XmlElement, XmlElement];
    expect(childText(edited, 'title')).toBe('Matuse eelarve');
    expect(childText(edited, 'summary')).toBe('Mida matus maksab ja kuidas kulusid planeerida.');
    expect(childText(edited, 'published')).toBe('2026-05-20T10:00:00.000Z');
    expect(childText(edited, 'updated')).toBe('2026-06-11T07:30:00.000Z');
    expect(childText(old, 'title')).toBe('Hingedeaeg & küünlad <aknal>');
    expect(childText(old, 'summary')).toBe('Kuidas hingedeajal lahkunuid meenutatakse.');
    expect(childText(old, 'published')).toBe('2026-05-01T10:00:00.000Z');
    expect(childText(old, 'updated')).toBe('2026-05-01T10:00:00.000Z');
    // the list of articles links it in its head
    const page = await (await get(server, '/artiklid')).text();
    expect(page).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Artiklid – Küünal" href="${BASE}/feed/artiklid.xml">`,
    );
  });

  it('has no numbered files while one file holds every URL', async () => {
    expect((await get(server, '/sitemap-1.xml')).status).toBe(200);
    const beyond = await get(server, '/sitemap-2.xml');
    expect(beyond.status).toBe(404);
    expect(beyond.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect((await get(server, '/sitemap-0.xml')).status).toBe(404);
  });

  it('robots.txt allows all but the private areas and names the sitemap', async () => {
    const res = await get(server, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /konto',
        'Disallow: /pakkuja',
        'Disallow: /hinnaparing/',
        'Disallow: /muuda',
        'Disallow: /mustandid',
        'Disallow: /jalgitavad',
        'Disallow: /api/',
        '',
        `Sitemap: ${BASE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('the whole site feed: newest first, escaped titles and summaries, only published notices', async () => {
    const feed = await xmlOf(server, '/feed/teated.xml', 'application/atom+xml');
    expect(feed.name).toBe('feed');
    expect(feed.attrs.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(childText(feed, 'id')).toBe(`${BASE}/feed/teated.xml`);
    expect(childText(feed, 'title')).toBe('Surmakuulutused – Küünal');
    // the newest change of any entry: the edited memorial's
    expect(childText(feed, 'updated')).toBe('2026-06-10T12:00:00.000Z');
    const entries = childrenNamed(feed, 'entry');
    expect(entries.map((e) => childText(e, 'id'))).toEqual([
      `${BASE}/kaastundeavaldus/${ids.tartu}`,
      `${BASE}/arasaatmisteade/${ids.harju}`,
      `${BASE}/malestuspaev/${ids.edited}`,
    ]);
    const [tartu, harju, edited] = entries as [XmlElement, XmlElement, XmlElement];
    expect(childText(tartu, 'title')).toBe('Jaan "Jass" <Kask> & Co – Küünal');
    expect(childText(tartu, 'summary')).toContain('Ärasaatmine <b>kabelis</b> & kalmistul');
    expect(childText(harju, 'summary')).toMatch(/^Ärasaatmisteade\. /);
    expect(childrenNamed(tartu, 'link')[0]!.attrs).toEqual({
      rel: 'alternate',
      type: 'text/html',
      href: `${BASE}/kaastundeavaldus/${ids.tartu}`,
    });
    expect(childText(harju, 'title')).toBe('Mari Tamm (12.03.1940 – 02.06.2026) – Küünal');
    expect(childText(harju, 'published')).toBe('2026-06-03T08:00:00.000Z');
    expect(childText(harju, 'updated')).toBe('2026-06-03T08:00:00.000Z');
    expect(childText(edited, 'published')).toBe('2026-06-01T08:00:00.000Z');
    expect(childText(edited, 'updated')).toBe('2026-06-10T12:00:00.000Z');
  });

  it("a county's feed has that county's notices; an unknown county is 404", async () => {
    const feed = await xmlOf(server, '/feed/teated/harju.xml', 'application/atom+xml');
    expect(childText(feed, 'id')).toBe(`${BASE}/feed/teated/harju.xml`);
    expect(childText(feed, 'title')).toBe('Surmakuulutused – Harju maakond – Küünal');
    expect(childrenNamed(feed, 'link').find((l) => l.attrs.rel === 'alternate')!.attrs.href).toBe(
      `${BASE}/surmakuulutused/harju`,
    );
    expect(childrenNamed(feed, 'entry').map((e) => childText(e, 'id'))).toEqual([
      `${BASE}/arasaatmisteade/${ids.harju}`,
      `${BASE}/malestuspaev/${ids.edited}`,
    ]);
    // no notice: the feed is still valid, updated now
    const empty = await xmlOf(server, '/feed/teated/hiiu.xml', 'application/atom+xml');
    expect(childrenNamed(empty, 'entry')).toEqual([]);
    expect(childText(empty, 'updated')).toBe(new Date(server.now()).toISOString());
    for (const path of [
      '/feed/teated/olematu.xml',
      '/feed/teated/Harju.xml',
      '/feed/teated/1.xml',
      '/feed/olematu.xml',
    ]) {
      const res = await get(server, path);
      expect(res.status, path).toBe(404);
      // a plain 404 for a feed reader, not the API's JSON error
      expect(res.headers.get('content-type'), path).toBe('text/plain; charset=UTF-8');
      expect(await res.text(), path).toBe('Otsitut ei leitud.');
    }
  });

  it('home and list pages link their feed in the head; a card does not', async () => {
    const link = async (path: string) =>
      /<link rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]*)">/
        .exec(await (await get(server, path)).text())
        ?.slice(1);
    expect(await link('/')).toEqual(['Surmakuulutused – Küünal', `${BASE}/feed/teated.xml`]);
    expect(await link('/arasaatmisteated')).toEqual([
      'Surmakuulutused – Küünal',
      `${BASE}/feed/teated.xml`,
    ]);
    expect(await link('/surmakuulutused/laane-viru')).toEqual([
      'Surmakuulutused – Lääne-Viru maakond – Küünal',
      `${BASE}/feed/teated/laane-viru.xml`,
    ]);
    expect(await link(`/arasaatmisteade/${ids.harju}`)).toBeUndefined();
  });

  // SQLite's query plans: PostgreSQL's planner chooses by its statistics
  it.skipIf(TEST_ADAPTER === 'pg')('reads notices by index, never sorting them', () => {
    // the text SQLite runs, each parameter bound (the plan does not depend on the values)
    const plan = ({ sqlite }: { sqlite: { text: string; order: readonly number[] } | null }) =>
      (
        server.database.sqlite
          .prepare(`EXPLAIN QUERY PLAN ${sqlite!.text}`)
          .all(...sqlite!.order.map(() => 1)) as { detail: string }[]
      )
        .map((row) => row.detail)
        .join('\n');
    for (const sql of [DISCOVERY_SQL.feedAll, DISCOVERY_SQL.feedCounty]) {
      expect(plan(sql)).toMatch(/USING INDEX notices_status_published \(status=\?\)/);
      expect(plan(sql)).not.toMatch(/TEMP B-TREE/);
    }
    expect(plan(DISCOVERY_SQL.noticePage)).toMatch(
      /SEARCH n USING INTEGER PRIMARY KEY \(rowid>\?\)/,
    );
    expect(plan(DISCOVERY_SQL.noticePage)).not.toMatch(/TEMP B-TREE/);
    expect(plan(DISCOVERY_SQL.noticeCount)).toMatch(/USING COVERING INDEX notices_status_/);
    expect(plan(DISCOVERY_SQL.articleFeed)).toMatch(/USING INDEX articles_published/);
    expect(plan(DISCOVERY_SQL.articleFeed)).not.toMatch(/TEMP B-TREE/);
    expect(plan(DISCOVERY_SQL.articlePage)).toMatch(/USING INTEGER PRIMARY KEY \(rowid>\?\)/);
    expect(plan(DISCOVERY_SQL.articlePage)).not.toMatch(/TEMP B-TREE/);
    expect(plan(DISCOVERY_SQL.articleCount)).toMatch(/USING COVERING INDEX articles_published/);
  });
});

describe('a sitemap index past the per-file limit', () => {
  const LIMIT = 1500;
  const NOTICES = 2100;
  const { server } = useTestServer({ sitemapUrlsPerFile: LIMIT });
  const published: number[] = [];
  const ARTICLES = 30;
  const articleSlugs: string[] = [];

  // 30 articles and 2,310 notices through the API and SQL: seconds, more on a busy machine
  beforeAll(async () => {
    for (let i = 0; i < ARTICLES; i++) {
      const { slug } = await insertArticle(server, {
        title: `Artikkel number ${i}`,
        at: at('2025-12-01T00:00:00Z') + i * 60_000,
        published: i % 7 !== 3,
      });
      if (i % 7 !== 3) articleSlugs.push(slug);
    }
    for (let i = 0; i < NOTICES; i++) {
      const id = await addNotice(server.sql, {
        deceasedName: `Nimi ${i}`,
        publishedAt: at('2026-01-01T00:00:00Z') + i * 60_000,
      });
      published.push(id);
      // every tenth one unpublished: never listed, though it sits between listed ids
      if (i % 10 === 0)
        await addNotice(server.sql, { status: 'draft', deceasedName: `Mustand ${i}` });
    }
  }, 120_000);

  it('points at numbered files that together list every URL once', async () => {
    const index = await xmlOf(server, '/sitemap.xml');
    expect(index.name).toBe('sitemapindex');
    const total = FIXED_PAGES.length + 15 + articleSlugs.length + NOTICES;
    const files = Math.ceil(total / LIMIT);
    expect(files).toBe(2);
    expect(childrenNamed(index, 'sitemap').map((s) => childText(s, 'loc'))).toEqual([
      `${BASE}/sitemap-1.xml`,
      `${BASE}/sitemap-2.xml`,
    ]);
    const all: string[] = [];
    for (let n = 1; n <= files; n++) {
      const urls = locs(await xmlOf(server, `/sitemap-${n}.xml`));
      expect(urls.length).toBeLessThanOrEqual(LIMIT);
      all.push(...urls);
    }
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    expect(all.slice(0, FIXED_PAGES.length)).toEqual(FIXED_PAGES.map((path) => BASE + path));
    expect(
      all.slice(FIXED_PAGES.length + 15, FIXED_PAGES.length + 15 + articleSlugs.length),
    ).toEqual(articleSlugs.map((slug) => `${BASE}/artikkel/${slug}`));
    expect(all.slice(FIXED_PAGES.length + 15 + articleSlugs.length)).toEqual(
      published.map((id) => `${BASE}/arasaatmisteade/${id}`),
    );
    expect((await get(server, `/sitemap-${files + 1}.xml`)).status).toBe(404);
  });

  it('streams a file gzipped to a client that accepts gzip', async () => {
    const res = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      httpGet(`${server.base}/sitemap-2.xml`, { headers: { 'Accept-Encoding': 'gzip' } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (chunk: Buffer) => chunks.push(chunk));
        r.on('end', () =>
          resolve({ encoding: r.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
    expect(res.encoding).toBe('gzip');
    const urls = locs(parseXml(gunzipSync(res.body).toString('utf8')));
    expect(urls.at(-1)).toBe(`${BASE}/arasaatmisteade/${published.at(-1)}`);
  });

  it('the articles feed holds the newest 20', async () => {
    const entries = childrenNamed(
      await xmlOf(server, '/feed/artiklid.xml', 'application/atom+xml'),
      'entry',
    );
    expect(entries.map((e) => childText(e, 'id'))).toEqual(
      articleSlugs
        .slice(-20)
        .reverse()
        .map((slug) => `${BASE}/artikkel/${slug}`),
    );
  });

  it('feeds hold the newest 50', async () => {
    const entries = childrenNamed(
      await xmlOf(server, '/feed/teated.xml', 'application/atom+xml'),
      'entry',
    );
    expect(entries.map((e) => childText(e, 'id'))).toEqual(
      published
        .slice(-50)
        .reverse()
        .map((id) => `${BASE}/arasaatmisteade/${id}`),
    );
  });
});
