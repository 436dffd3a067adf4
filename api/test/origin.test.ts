/**
 * Writes from a foreign Origin are refused even with a valid cookie and CSRF token; page loads on
 * another host than PUBLIC_URL move there (docs/decisions/0030-origin-checks-and-public-host.md).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#api/app';
import { errorOf } from './accounts';
import { addNotice, sqlNumber } from './fixtures';
import { useTestServer } from './harness';

let noticeId: number;

const { server, visitor } = useTestServer();

beforeAll(async () => {
  noticeId = await addNotice(server.sql, { deceasedName: 'Ants Allik' });
});

const host = () => new URL(server.base).host;
const light = (headers: Record<string, string>) =>
  visitor.post(`/api/notices/${noticeId}/candles?locale=en`, {}, headers);

describe('the Origin of a write (defect 9)', () => {
  it('refuses another site with a valid cookie and CSRF token: 403 in the error shape', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `http://${host()}.evil.example` },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of cases) {
      const res = await light(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await errorOf(res)).toEqual({
        code: 'foreign_origin',
        message: 'The request came from another website and was refused.',
      });
    }
    expect(await sqlNumber(server.sql, 'SELECT count(*) FROM candles')).toBe(0);
  });

  it('checks PUT, PATCH and DELETE as well as POST', async () => {
    const foreign = { origin: 'https://evil.example' };
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await visitor.send(method, '/api/account', {}, foreign);
      expect(res.status, method).toBe(403);
      expect((await errorOf(res)).code).toBe('foreign_origin');
    }
  });

  it('accepts its own origin, PUBLIC_URL and clients that send no Origin', async () => {
    expect(
      (await light({ origin: `http://${host()}`, 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(201);
    server.advance(2 * 3600_000);
    expect((await light({ origin: 'https://kyynal.test' })).status).toBe(201);
    server.advance(2 * 3600_000);
    expect((await light({})).status).toBe(201);
  });

  it("leaves PayPal's webhook to its own signature check", async () => {
    const res = await fetch(`${server.base}/api/payments/paypal/webhook`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await errorOf(res)).code).not.toBe('foreign_origin');
  });
});

describe('pages on another host than PUBLIC_URL (defect 25)', () => {
  /** The app as npm start builds it: PUBLIC_URL http://localhost:3000, set or defaulted */
  const appWith = (publicUrlConfigured: boolean, trustProxy = false) =>
    createApp(
      {
        // not read: the app runs on the test server's own stores (either database)
        database: server.database,
        distDir: `${server.dir}/dist`,
        uploadsDir: `${server.dir}/uploads`,
        blobs: server.blobs,
        secret: 'x'.repeat(40),
        publicUrl: 'http://localhost:3000',
        publicUrlConfigured,
        now: server.now,
        mail: server.mail,
        trustProxy,
      },
      server.stores,
    );
  const navigation = { 'sec-fetch-mode': 'navigate', accept: 'text/html' };
  const load = (app: ReturnType<typeof createApp>, path: string, headers: Record<string, string>) =>
    app.request(`http://placeholder${path}`, { headers });

  it('moves a page load on a loopback host to the default PUBLIC_URL, path and query kept', async () => {
    const app = appWith(false);
    const res = await load(app, '/lisa?samm=2', { ...navigation, host: '127.0.0.1:3000' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://localhost:3000/lisa?samm=2');
    // an old browser that sends no Sec-Fetch headers but asks for HTML
    const old = await load(app, '/makse', { accept: 'text/html', host: '[::1]:3000' });
    expect(old.headers.get('location')).toBe('http://localhost:3000/makse');
  });

  it('answers on PUBLIC_URL itself, and API calls, files and fetches where they ask', async () => {
    const app = appWith(true);
    expect((await load(app, '/kontakt', { ...navigation, host: 'localhost:3000' })).status).toBe(
      200,
    );
    const elsewhere = { host: '127.0.0.1:3000' };
    expect((await load(app, '/kontakt', { ...elsewhere, 'sec-fetch-mode': 'cors' })).status).toBe(
      200,
    );
    expect((await load(app, '/kontakt', { ...elsewhere, accept: '*/*' })).status).toBe(200);
    expect((await load(app, '/api/counties', { ...navigation, ...elsewhere })).status).toBe(200);
  });

  it('with the default PUBLIC_URL leaves other machines (not loopback) where they are', async () => {
    const res = await load(appWith(false), '/kontakt', {
      ...navigation,
      host: '192.168.1.20:3000',
    });
    expect(res.status).toBe(200);
  });

  it('with PUBLIC_URL set, moves every other host; behind a trusted proxy the forwarded one', async () => {
    const lan = await load(appWith(true), '/lisa?x=1', {
      ...navigation,
      host: '192.168.1.20:3000',
    });
    expect(lan.status).toBe(307);
    expect(lan.headers.get('location')).toBe('http://localhost:3000/lisa?x=1');
    const proxied = appWith(true, true);
    const forwarded = { host: '10.0.0.5:8080', 'x-forwarded-host': 'localhost:3000' };
    expect((await load(proxied, '/kontakt', { ...navigation, ...forwarded })).status).toBe(200);
    const other = { host: 'localhost:3000', 'x-forwarded-host': 'www.example.ee' };
    expect((await load(proxied, '/kontakt', { ...navigation, ...other })).status).toBe(307);
  });
});
