import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { addNotice } from '#api-test/fixtures';
import { TEST_TEMPLATE, useTestServer } from '#api-test/harness';

const script = `export const text = ${JSON.stringify('küünal '.repeat(2000))};\n`;
const entryCss = '.app-loading{color:#3f5f4a}.site-header{min-height:4rem}';
const entryCssLink = '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">';

const { server } = useTestServer();

beforeAll(async () => {
  const assets = path.join(server.dir, 'dist', 'assets');
  mkdirSync(assets, { recursive: true });
  writeFileSync(path.join(assets, 'entry-abc123.js'), script);
  // a chunk with the build's brotli copy beside it (scripts/precompress.ts)
  writeFileSync(path.join(assets, 'chunk-def456.js'), script);
  writeFileSync(path.join(assets, 'chunk-def456.js.br'), brotliCompressSync(script));
  // the built index.html links the entry's stylesheet, as vite writes it
  writeFileSync(path.join(assets, 'index-abc123.css'), entryCss);
  writeFileSync(
    path.join(server.dir, 'dist', 'index.html'),
    TEST_TEMPLATE.replace('</head>', `${entryCssLink}</head>`),
  );
  writeFileSync(path.join(server.dir, 'dist', 'robots.txt'), 'User-agent: *\nAllow: /\n');
});

/** The raw response (fetch would decompress it) */
function getRaw(
  url: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

describe('built files', () => {
  it('sends JavaScript gzipped, immutable, to a client that accepts gzip', async () => {
    const res = await getRaw(`${server.base}/assets/entry-abc123.js`, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(res.body).toString('utf8')).toBe(script);
  });

  it('sends them plain to a client that does not accept gzip, and small files plain', async () => {
    const res = await getRaw(`${server.base}/assets/entry-abc123.js`, 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString('utf8')).toBe(script);
    const robots = await getRaw(`${server.base}/robots.txt`, 'gzip');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-encoding']).toBeUndefined();
  });

  it("sends the build's brotli copy as it is, and gzips on the fly where there is no copy", async () => {
    const br = await getRaw(`${server.base}/assets/chunk-def456.js`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(script);
    const gzip = await getRaw(`${server.base}/assets/chunk-def456.js`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(script);
  });

  it("draws a card's first frame, the header's space and its backdrop, in place of the placeholder", async () => {
    const withBackdrop = await addNotice(server.sql, { deceasedName: 'Ilma Taust' });
    const plain = await addNotice(server.sql, { deceasedName: 'Ilma Pildita' });
    const imageId = await server.sql.value(
      `INSERT INTO images (kind, file_name, mime, width, height, bytes)
       VALUES ('background', 'backdrop-1.jpg', 'image/jpeg', 1200, 800, 1000) RETURNING id`,
    );
    await server.sql.run(
      'UPDATE notices SET background_image_id = ? WHERE id = ?',
      imageId,
      withBackdrop,
    );
    const root = (html: string) => /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1];

    const html = await (await fetch(`${server.base}/arasaatmisteade/${withBackdrop}`)).text();
    expect(root(html)).toBe(
      '<div class="site-header" aria-hidden="true"><div class="container site-header__bar">' +
        '<span class="brand"><svg class="candle-icon brand__icon" width="28" height="28" viewBox="0 0 24 32"></svg>' +
        '<span class="brand__name">Küünal</span></span></div></div>' +
        '<div class="card-page"><div class="notice-backdrop">' +
        '<img class="notice-backdrop__image" src="/uploads/backdrop-1.jpg" alt="" fetchpriority="high" decoding="async">' +
        '</div></div>',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/backdrop-1.jpg" fetchpriority="high">',
    );
    const other = await (await fetch(`${server.base}/arasaatmisteade/${plain}`)).text();
    expect(other).not.toContain('rel="preload"');
    expect(root(other)).toContain('<div class="notice-backdrop"></div>');
    expect(other).not.toContain('<img');

    // the home page and the lists have frames of their own (frame.test.ts); others keep
    // index.html's placeholder
    for (const page of ['/kontakt', '/ei-ole-sellist-lehte'])
      expect(root(await (await fetch(`${server.base}${page}`)).text())).toBe(
        '<!--app-placeholder--><div class="app-loading">Küünal</div><!--/app-placeholder-->',
      );
    expect(root(await (await fetch(`${server.base}/surmakuulutused`)).text())).toContain(
      '<h1>Surmakuulutused</h1>',
    );
  });

  it("writes the entry's stylesheet into pages, allowed by its hash alone; the offline shell links it", async () => {
    const hash = `'sha256-${createHash('sha256').update(entryCss).digest('base64')}'`;
    for (const page of ['/', '/surmakuulutused', '/ei-ole-sellist-lehte']) {
      const res = await fetch(`${server.base}${page}`);
      const html = await res.text();
      expect(html).toContain(`<style>${entryCss}</style></head>`);
      expect(html).not.toContain(entryCssLink);
      const styleSrc = /style-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '');
      expect(styleSrc?.[1]?.trim()).toBe(`'self' ${hash}`);
    }
    const shell = await (await fetch(`${server.base}/index.html`)).text();
    expect(shell).toContain(entryCssLink);
    expect(shell).not.toContain('<style>');
  });
});
