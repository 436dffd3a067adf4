/** POST /api/client-errors: one log line per report, nothing secret in it, bounded and limited. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestServer } from '#api-test/harness';
import { CLIENT_ERROR_LIMITS } from '.';

const logged: string[] = [];

const { server } = useTestServer({ trustProxy: true });
// The app runs in this process: its log lines of client errors are read from console.error.
beforeEach(() => {
  logged.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const line = args.map(String).join(' ');
    if (line.startsWith('[client-error]')) logged.push(line);
  });
});
afterEach(() => vi.restoreAllMocks());

const report = {
  message: 'TypeError: q.hasResourceBundle is not a function',
  stack:
    'TypeError: q.hasResourceBundle is not a function\n    at https://kyynal.test/assets/i18n-Bx1.js:1:200\n    at https://kyynal.test/password/AbCdEfGhIjKlMnOpQrStUv?token=secret1',
  url: 'https://kyynal.test/password/AbCdEfGhIjKlMnOpQrStUv?next=%2Fkonto#x',
  kind: 'route',
};

describe('POST /api/client-errors', () => {
  it('logs one line without the query, hash or token-like path segments, and answers 202', async () => {
    const visitor = await server.visitor();
    const res = await visitor.post('/api/client-errors', report, {
      'x-forwarded-for': '198.51.100.1',
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    expect(logged).toHaveLength(1);
    const line = logged[0]!;
    expect(line).not.toContain('\n');
    const entry = JSON.parse(line.slice('[client-error] '.length)) as Record<string, string>;
    expect(entry.message).toBe(report.message);
    expect(entry.kind).toBe('route');
    expect(entry.path).toBe('/password/…');
    expect(entry.stack).toContain('/assets/i18n-Bx1.js:1:200');
    for (const secret of ['AbCdEfGhIjKlMnOpQrStUv', 'secret1', 'next=', visitor.hash]) {
      expect(line).not.toContain(secret);
    }
  });

  it('refuses malformed and oversized reports in the error shape', async () => {
    const visitor = await server.visitor();
    const cases: unknown[] = [
      {},
      { message: '', url: '/' },
      { message: 'x', url: '/', stack: 5 },
      { message: 'x'.repeat(1001), url: '/' },
      { message: 'x', url: '/', kind: 'Not A Kind' },
      'not json',
    ];
    for (const body of cases) {
      const res = await visitor.post('/api/client-errors', body, {
        'x-forwarded-for': '198.51.100.2',
      });
      expect([400, 422]).toContain(res.status);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toBeTruthy();
    }
    const huge = await visitor.post(
      '/api/client-errors',
      { message: 'x', url: '/', stack: 'y'.repeat(20_000) },
      { 'x-forwarded-for': '198.51.100.2' },
    );
    expect([413, 422]).toContain(huge.status);
    expect(logged).toEqual([]);
  });

  it('needs the CSRF token like every write', async () => {
    const visitor = await server.visitor();
    const res = await visitor.post('/api/client-errors', report, {
      'x-csrf-token': 'forged',
      'x-forwarded-for': '198.51.100.3',
    });
    expect(res.status).toBe(403);
  });

  it('limits reports per visitor, and per address whatever the cookie', async () => {
    const visitor = await server.visitor();
    const from = { 'x-forwarded-for': '198.51.100.4' };
    for (let i = 0; i < CLIENT_ERROR_LIMITS.visitor.limit - 1; i++) {
      expect((await visitor.post('/api/client-errors', report, from)).status).toBe(202);
    }
    const last = await visitor.post('/api/client-errors', report, from);
    expect(last.status).toBe(202); // the limit-th is taken, the next one is refused
    const refused = await visitor.post('/api/client-errors?locale=ru', report, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('reports_throttled');
    expect(body.error.message).toMatch(/[а-я]/);

    // fresh cookies from one address: the address allowance ends them
    const address = { 'x-forwarded-for': '198.51.100.5' };
    let accepted = 0;
    for (let i = 0; i < CLIENT_ERROR_LIMITS.address.limit + 5; i++) {
      const fresh = await server.visitor();
      const res = await fresh.post('/api/client-errors', report, address);
      if (res.status === 202) accepted++;
      else expect(res.status).toBe(429);
    }
    expect(accepted).toBe(CLIENT_ERROR_LIMITS.address.limit);

    // an hour later the visitor may report again
    server.advance(3600_000 + 1);
    expect((await visitor.post('/api/client-errors', report, from)).status).toBe(202);
  });
});
