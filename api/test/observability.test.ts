/**
 * Logs you can follow and metrics (decision 0112): every answer's X-Request-Id, the same id in
 * its error body and in its log lines, a trusted proxy's id taken only with TRUST_PROXY, and
 * GET /metrics for loopback or the METRICS_TOKEN holder only (404 for anyone else).
 */
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from './accounts';
import { addNotice } from './fixtures';
import { startTestServer, useTestServer, type TestServer } from './harness';
import type { LogLine } from './logs';

const TOKEN = 'metrics-token-for-the-test-1234';
const { server, visitor } = useTestServer({ metricsToken: TOKEN, host: '0.0.0.0' });

let noticeId: number;
beforeAll(async () => {
  noticeId = await addNotice(server.sql, { deceasedName: 'Mari Mets' });
});

const linesOf = (logs: LogLine[], reqId: string) => logs.filter((line) => line.reqId === reqId);
const accessLine = (logs: LogLine[], reqId: string) =>
  linesOf(logs, reqId).find((line) => line.msg === 'request');
const idOf = (res: Response) => res.headers.get('x-request-id') ?? '';

describe('X-Request-Id', () => {
  it('is on every answer: API, pages, built files, unknown paths; a new one each time', async () => {
    const paths = ['/api/health', '/api/csrf', '/', '/index.html', '/api/nothing', '/nothing'];
    const ids = new Set<string>();
    for (const path of paths) {
      const res = await visitor.get(path);
      await res.arrayBuffer();
      expect(idOf(res), path).toMatch(/^[A-Za-z0-9_-]{12}$/);
      ids.add(idOf(res));
    }
    const write = await visitor.post(`/api/notices/${noticeId}/candles`, {});
    expect(idOf(write)).toMatch(/^[A-Za-z0-9_-]{12}$/);
    ids.add(idOf(write));
    expect(ids.size).toBe(paths.length + 1);
  });

  it('is in the error body and the access line of a failing request, with its route', async () => {
    const res = await visitor.get('/api/notices/999999?locale=en');
    expect(res.status).toBe(404);
    const { error } = (await res.json()) as { error: { requestId: string } };
    expect(error.requestId).toBe(idOf(res));
    expect(accessLine(server.logs, idOf(res))).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/api/notices/:id',
      status: 404,
      ms: expect.any(Number) as number,
    });
    // the route pattern, never the raw path
    expect(JSON.stringify(linesOf(server.logs, idOf(res)))).not.toContain('999999');
    // its time in ISO 8601, UTC, to the millisecond, and now
    const { time } = accessLine(server.logs, idOf(res))!;
    expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(time as string) - Date.now())).toBeLessThan(60_000);

    const invalid = await visitor.post(`/api/notices/${noticeId}/replies?locale=en`, {});
    expect(invalid.status).toBe(422);
    expect((await errorOf(invalid)).code).toBe('validation');
    expect(accessLine(server.logs, idOf(invalid))).toMatchObject({ method: 'POST', status: 422 });
  });

  it('leaves an incoming id alone without TRUST_PROXY', async () => {
    const res = await visitor.get('/api/health', { 'x-request-id': 'proxy-id-1234' });
    expect(idOf(res)).not.toBe('proxy-id-1234');
  });
});

describe('a 500', () => {
  let broken: TestServer;
  beforeAll(async () => {
    broken = await startTestServer();
    await broken.breakDatabase();
  });
  afterAll(() => broken.close().catch(() => undefined));

  it('logs the error under the id its body carries', async () => {
    const res = await fetch(`${broken.base}/api/health?locale=en`);
    expect(res.status).toBe(500);
    const { error } = (await res.json()) as { error: { requestId: string; code: string } };
    expect(error).toMatchObject({ code: 'internal', requestId: idOf(res) });
    const lines = linesOf(broken.logs, idOf(res));
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'request failed', route: '/api/health' }),
    );
    expect(accessLine(broken.logs, idOf(res))).toMatchObject({ status: 500 });
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  const proxied = useTestServer({ trustProxy: true });

  it("takes the proxy's X-Request-Id when it is sane, and makes one otherwise", async () => {
    const taken = await proxied.visitor.get('/api/nothing?locale=en', {
      'x-request-id': '5f0c6f1e-8a1b-4c1e-9d1f-0a6f0b3c2d11',
    });
    expect(idOf(taken)).toBe('5f0c6f1e-8a1b-4c1e-9d1f-0a6f0b3c2d11');
    expect((await taken.json()) as unknown).toMatchObject({
      error: { requestId: '5f0c6f1e-8a1b-4c1e-9d1f-0a6f0b3c2d11' },
    });
    expect(accessLine(proxied.server.logs, idOf(taken))).toBeDefined();

    for (const insane of ['has spaces in it', 'x'.repeat(65), 'a+b/c=', '<script>', '']) {
      const res = await proxied.visitor.get('/api/health', { 'x-request-id': insane });
      expect(idOf(res), insane).toMatch(/^[A-Za-z0-9_-]{12}$/);
    }
  });
});

/** A line of the exposition text: `name{labels} value` */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('answers loopback with request counts by route pattern and status, and the queues', async () => {
    for (let i = 0; i < 3; i++) await (await visitor.get(`/api/notices/${noticeId}`)).arrayBuffer();
    await server.sql.run(
      "INSERT INTO mail_outbox (kind, state, due_at) VALUES ('test', 'pending', ?)",
      server.now() + 3600_000,
    );
    const res = await fetch(`${server.base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const labels = 'method="GET",route="/api/notices/:id",status="200"';
    expect(sample(text, 'http_requests_total', labels)).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain(`/api/notices/${noticeId}"`);
    expect(sample(text, 'kyynal_queue_depth', 'queue="mail"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kyynal_queue_depth', 'queue="push"')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'kyynal_queue_depth', 'queue="refunds"')).toBe(0);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    if (server.adapter === 'pg') {
      expect(sample(text, 'kyynal_pg_pool_connections', 'state="total"')).toBeGreaterThan(0);
    } else expect(text).not.toContain('kyynal_pg_pool_connections');
  });

  it('is the 404 of an unknown path for a forwarded request, unless it has the token', async () => {
    const proxied = await fetch(`${server.base}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    // this server does not trust a proxy: the header means nothing, the socket is loopback
    expect(proxied.status).toBe(200);
    await proxied.arrayBuffer();
  });

  // the test machine's own non-loopback address: a request that is not from loopback
  const external = Object.values(networkInterfaces())
    .flat()
    .find((a) => a?.family === 'IPv4' && !a.internal)?.address;

  it.skipIf(!external)(
    'is the 404 of an unknown path from another address, 200 with the token',
    async () => {
      const url = `http://${external}:${new URL(server.base).port}/metrics?locale=en`;
      const plain = await fetch(url);
      expect(plain.status).toBe(404);
      expect(await errorOf(plain)).toEqual({ code: 'not_found', message: 'Not found.' });
      for (const authorization of ['Bearer wrong-token-of-some-length', `Basic ${TOKEN}`, TOKEN]) {
        expect((await fetch(url, { headers: { authorization } })).status, authorization).toBe(404);
      }
      const authorized = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(authorized.status).toBe(200);
      expect(await authorized.text()).toContain('http_requests_total');
    },
  );
});

describe('GET /metrics behind a trusted proxy', () => {
  const proxied = useTestServer({ trustProxy: true });

  it('is the 404 of an unknown path for what the proxy forwards, though it comes from loopback', async () => {
    const forwarded = await fetch(`${proxied.server.base}/metrics?locale=en`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.status).toBe(404);
    expect(await errorOf(forwarded)).toEqual({ code: 'not_found', message: 'Not found.' });
    // the machine itself, not through the proxy
    expect((await fetch(`${proxied.server.base}/metrics`)).status).toBe(200);
  });
});
