import { beforeAll, describe, expect, it } from 'vitest';
import { addNotice } from '#api-test/fixtures';
import { startTestServer, useTestServer } from '#api-test/harness';

let funeralId: number;
let memorialId: number;
let draftId: number;

const page = (path: string) => fetch(server.base + path, { redirect: 'manual' });
/** Fetches a page, expects it served with the given title, and gives its HTML. */
const titledPage = async (path: string, title: string) => {
  const res = await page(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${title}</title>`);
  return html;
};
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

const { server } = useTestServer();

beforeAll(async () => {
  funeralId = await addNotice(server.sql, {
    deceasedName: 'Väino <b>Põder</b> & "poeg"',
    birthDate: '12.03.1941',
    deathDate: '02.11.2025',
    prefix: 'Lahkus meie armas isa',
    funeralInfo: 'Ärasaatmine 8. novembril kell 12 Tartu Pauluse kirikus.',
  });
  memorialId = await addNotice(server.sql, { deceasedName: 'Maie Lepik', type: 2 });
  draftId = await addNotice(server.sql, { deceasedName: 'Mustand', status: 'draft' });
});

describe('pages', () => {
  it('injects the notice title, description and Open Graph tags, escaped', async () => {
    const res = await page(`/arasaatmisteade/${funeralId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title).toBe(
      'Väino &lt;b&gt;Põder&lt;/b&gt; &amp; &quot;poeg&quot; (12.03.1941 – 02.11.2025) – Küünal',
    );
    expect(html).not.toContain('<b>Põder');
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(`https://kyynal.test/arasaatmisteade/${funeralId}`);
    expect(meta(html, 'description')).toContain('Tartu Pauluse kirikus');
    // the type by the name the site gives it
    expect(meta(html, 'description')).toMatch(/^Ärasaatmisteade\. Lahkus meie armas isa · /);
    expect(meta(html, 'csrf-token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.get('cache-control')).toContain('no-cache');
  });

  it("keeps a notice's text as written, never read as a replacement pattern ($&, $`, $')", async () => {
    const name = "Jaan $& Tamm $` $' $$ $1";
    const id = await addNotice(server.sql, {
      deceasedName: name,
      deathDate: '2025',
      funeralInfo: "Ärasaatmine $' ja $& ja $`.",
    });
    const html = await (await page(`/arasaatmisteade/${id}`)).text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const written = 'Jaan $&amp; Tamm $` $&#39; $$ $1';
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(written);
    expect(meta(html, 'og:title')).toContain(written);
    expect(meta(html, 'description')).toContain('Ärasaatmine $&#39; ja $&amp; ja $`.');
  });

  it('redirects a card path of the wrong type to the right one', async () => {
    const res = await page(`/kaastundeavaldus/${memorialId}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/malestuspaev/${memorialId}`);
    expect((await page(`/malestuspaev/${memorialId}`)).status).toBe(200);
  });

  it('gives fixed titles to static pages and county lists', async () => {
    const cases: [string, string][] = [
      ['/', 'Küünal – surmakuulutused ja mälestamine'],
      ['/surmakuulutused', 'Surmakuulutused – Küünal'],
      ['/surmakuulutused/laane-viru', 'Surmakuulutused – Lääne-Viru maakond – Küünal'],
      ['/arasaatmisteated', 'Ärasaatmisteated – Küünal'],
      ['/kaastundeavaldused', 'Kaastundeavaldused – Küünal'],
      ['/malestuspaevad', 'Mälestuspäevad – Küünal'],
      ['/kontakt', 'Kontakt – Küünal'],
      ['/privaatsus', 'Privaatsuspoliitika – Küünal'],
      ['/tingimused', 'Kasutustingimused – Küünal'],
    ];
    for (const [path, title] of cases) await titledPage(path, title);
  });

  it('sends old and short addresses on to their page (301, query kept), not served as pages of their own', async () => {
    const cases: [string, string][] = [
      ['/teated', '/surmakuulutused'],
      ['/teated?otsing=Tamm', '/surmakuulutused?otsing=Tamm'],
      ['/teenused', '/matuseteenused'],
      ['/teenused?vaade=kaart', '/matuseteenused?vaade=kaart'],
      ['/lisa', '/kaastundeavaldus'],
      ['/kasulikku', '/kasulikku/kuidas-kaituda-lahedase-surma-korral'],
    ];
    for (const [path, location] of cases) {
      const res = await page(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(location);
    }
  });

  it('gives the home in a chosen language (/et, /en) the home as its canonical, with an image to share', async () => {
    for (const path of ['/', '/et', '/en']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<link rel="canonical" href="https://kyynal.test/">');
      expect(meta(html, 'og:url'), path).toBe('https://kyynal.test/');
      expect(meta(html, 'og:image'), path).toBe('https://kyynal.test/icons/icon-512.png');
    }
  });

  it("draws the home hero and a list's heading before the scripts run (the largest text)", async () => {
    const cases: [string, string][] = [
      ['/', '<p class="hero__tagline">Surmakuulutused, kaastundeavaldused ja mälestuspäevad</p>'],
      ['/surmakuulutused', '<h1>Surmakuulutused</h1>'],
      ['/surmakuulutused/laane-viru', '<h1>Surmakuulutused: Lääne-Viru maakond</h1>'],
      ['/kaastundeavaldused', '<h1>Kaastundeavaldused</h1>'],
    ];
    for (const [path, frame] of cases) {
      const html = await (await page(path)).text();
      expect(html, path).toContain(frame);
      expect(html, path).not.toContain('<!--app-placeholder-->');
    }
    // the English home is drawn in English by the app alone
    expect(await (await page('/en')).text()).toContain('<!--app-placeholder-->');
  });

  it('gives the help pages their titles and descriptions, indexed', async () => {
    const cases: [string, string, RegExp][] = [
      [
        '/kasulikku/kuidas-kaituda-lahedase-surma-korral',
        'Kuidas käituda lähedase surma korral – Küünal',
        /surma registreerimine/,
      ],
      ['/kasulikku/luuletuste-naidised', 'Luuletuste näidised – Küünal', /kasutusõigusega/],
      ['/kasulikku/kaastundeavalduse-naidis', 'Kaastundeavalduse näidised – Küünal', /naabrile/],
    ];
    for (const [path, title, description] of cases) {
      const html = await titledPage(path, title);
      expect(meta(html, 'description'), path).toMatch(description);
      expect(html).not.toContain('<meta name="robots" content="noindex">');
    }
  });

  it('serves the wizard and the edit screen (the card path /kaastundeavaldus/:id stays a card), not indexed', async () => {
    const cases: [string, string][] = [
      ['/kaastundeavaldus', 'Lisa teade – Küünal'],
      ['/muuda/12', 'Muuda teadet – Küünal'],
    ];
    for (const [path, title] of cases) {
      const html = await titledPage(path, title);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    expect((await page('/kaastundeavaldus/999999')).status).toBe(404);
  });

  it('answers unknown paths, unknown counties and unpublished notices with the app and 404', async () => {
    for (const path of [
      '/no-such-page',
      '/surmakuulutused/atlantis',
      `/arasaatmisteade/${draftId}`,
      '/arasaatmisteade/abc',
      '/arasaatmisteade/999999',
      // malformed percent-encoding in a page's parameter
      '/arasaatmisteade/%E0',
      '/firma/%E0%A4',
      '/teenus/%',
      '/artikkel/%ZZ',
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('<div id="root"><!--app-placeholder-->');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('sends security headers with a real Content-Security-Policy', async () => {
    const res = await page('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('set-cookie')).toMatch(/kyynal_visitor=.+HttpOnly.+SameSite=Lax/i);
  });

  const imgSrc = (res: Response) =>
    /(?:^|; )img-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

  it('takes images from the site only when the map has no tile server', async () => {
    expect(imgSrc(await page('/firmad?vaade=kaart'))).toBe("'self' data: blob:");
  });

  it("takes images from the map's tile origin, and only from it, when MAP_TILE_URL is set", async () => {
    for (const [url, origin] of [
      ['https://tile.example.org/{z}/{x}/{y}.png', 'https://tile.example.org'],
      ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
      ['http://tiles.example.org:8080/osm/{z}/{x}/{y}.png?key=1', 'http://tiles.example.org:8080'],
    ] as const) {
      const tiled = await startTestServer(undefined, { mapTiles: { url, attribution: '© X' } });
      const res = await fetch(`${tiled.base}/firmad?vaade=kaart`);
      expect(imgSrc(res), url).toBe(`'self' data: blob: ${origin}`);
      await tiled.close();
    }
  });
});

describe('API basics', () => {
  it('answers health, and unknown API paths with the JSON error shape', async () => {
    expect(await (await page('/api/health')).json()).toEqual({ ok: true });
    const res = await page('/api/nothing-here?locale=en');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('hides internals in a 500', async () => {
    const broken = await startTestServer();
    await broken.breakDatabase();
    const res = await fetch(`${broken.base}/api/health?locale=en`);
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({
      error: { code: 'internal', message: 'Something went wrong. Please try again later.' },
    });
    expect(body).not.toMatch(/sqlite|postgres|database|pool|stack/i);
    await broken.close().catch(() => undefined);
  });
});

describe('API security headers', () => {
  it('sends nosniff and a deny-all policy on JSON responses, errors included, once each', async () => {
    // an answer, an unknown path (404) and a refused query (422)
    for (const [path, status] of [
      ['/api/counties', 200],
      ['/api/no-such-thing', 404],
      ['/api/companies?lat=100&lon=1', 422],
    ] as const) {
      const res = await page(path);
      expect(res.status).toBe(status);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });
});
