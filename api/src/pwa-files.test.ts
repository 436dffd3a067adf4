import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '#api-test/harness';

const get = (p: string) => fetch(server.base + p);

const { server } = useTestServer();

beforeAll(async () => {
  const dist = path.join(server.dir, 'dist');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Küünal"}');
});

describe('PWA files', () => {
  it('serves the service worker, always revalidated', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the manifest with its media type, always revalidated', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ name: 'Küünal' });
  });

  it('serves the bare app shell at /index.html for the precache, not for search engines', async () => {
    const res = await get('/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('csrf-token');
  });

  it("lets pages use the worker and the manifest under the CSP ('self')", async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
