/**
 * Fuzzing every API route (docs/testing.md): fast-check sends malformed and random path params,
 * query strings, bodies and content types over real HTTP to the app on a real SQLite file, as
 * visitors with and without a session, CSRF token or edit token. No answer may be a 5xx, and every
 * 4xx must be the error shape. The routes are read from the app itself, so a new route is fuzzed
 * without touching this file.
 *
 * FUZZ_RUNS sets the requests per route (default 1,000, the CI floor); FUZZ_SEED replays a
 * run; FUZZ_TIMING=1 prints each route's CPU time. 1,000 a route (about 51,000 requests) took
 * 66 s of CPU on a 2-core machine under heavy load from other jobs.
 *
 * Not a test file itself: `fuzz-1.test.ts` and `fuzz-2.test.ts` each fuzz every other route of
 * the table (`fuzzRoutes`), so that Vitest's two workers share the longest file of the suite
 * instead of one worker running it alone at the end (docs/testing.md, "Suite time"). A worker
 * keeps this module between files (decision 0107): each file's `beforeAll` starts its state anew.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WEBHOOK_PATH } from '#api/routes/payments/paypal';
import { startPaymentWorld, type PaymentWorld } from './payments';
import { addNotice } from './fixtures';
import { registerUser, setRole } from './accounts';
import type { TestServer, Visitor } from './harness';
import { appRoutes, type Route } from './routes';
import { fieldNames, noneKnown, requestParts, type Body, type Who } from './fuzz-inputs';

const RUNS = positive(process.env.FUZZ_RUNS, 1000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Requests of one property run, sent at once */
const BATCH = 16;

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

// ---- the world the requests meet

let world: PaymentWorld;
let server: TestServer;
let allRoutes: Route[];
let routes: Route[];
let fields: string[];
let visitors: Visitor[] = [];
let known = noneKnown();

// ---- one request and what it must answer

function headersFor(w: Who, b: Body | null): Record<string, string> {
  const v = visitors[w.visitor]!;
  const headers: Record<string, string> = { cookie: v.cookie, 'x-forwarded-for': w.address };
  if (w.csrf !== 'none') {
    headers['x-requested-with'] = 'XMLHttpRequest';
    headers['x-csrf-token'] = w.csrf === 'valid' ? v.token : 'forged-token';
  }
  if (w.bearer === 'user') headers.authorization = `Bearer ${known.bearers[0]}`;
  if (w.bearer === 'admin') headers.authorization = `Bearer ${known.bearers[1]}`;
  if (w.bearer === 'garbage') headers.authorization = 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
  if (w.editToken) headers['x-edit-token'] = known.editTokens[0]!;
  if (w.origin === 'own') headers.origin = server.base;
  if (w.origin === 'foreign') headers.origin = 'https://evil.example';
  if (b?.contentType !== undefined) headers['content-type'] = b.contentType;
  return headers;
}

function urlFor(route: Route, params: string[], q: Record<string, string>): string {
  let i = 0;
  const path = route.path.replace(/:[A-Za-z]+/g, () => params[i++]!);
  const search = new URLSearchParams(q).toString();
  return `${server.base}${path}${search ? `?${search}` : ''}`;
}

const errorShape = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** node:http with keep-alive: several times cheaper than fetch per request, which counts here */
let agent: http.Agent;

function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
): Promise<{ status: number; contentType: string; text: string }> {
  // framed by Content-Length always (node sends a DELETE's body unframed otherwise)
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'] ?? '',
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.end(body);
  });
}

async function check(
  route: Route,
  url: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
): Promise<void> {
  const res = await send(route.method, url, headers, body);
  const what = `${route.method} ${url} -> ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.contentType, what).toContain('application/json');
    expect(errorShape.safeParse(JSON.parse(res.text)).success, what).toBe(true);
  }
}

/**
 * The fuzzer over part `part` (from 0) of `parts`: every `parts`-th route of the app's table, each
 * with its full number of requests; the parts together are every route.
 */
export function fuzzRoutes(part: number, parts: number) {
  beforeAll(async () => {
    agent = new http.Agent({ keepAlive: true, maxSockets: BATCH });
    visitors = [];
    known = noneKnown();
    world = await startPaymentWorld();
    server = world.server;
    allRoutes = appRoutes(server);
    routes = allRoutes.filter((_, i) => i % parts === part);
    fields = fieldNames();
    for (let i = 0; i < 40; i++) visitors.push(await server.visitor());
    const published = await addNotice(server.sql, { deceasedName: 'Avaldatud Teade' });
    const draft = await visitors[0]!.post('/api/notices/drafts', { draft: { type: 0 } });
    const { id: draftId, editToken } = (await draft.json()) as { id: number; editToken: string };
    known.ids.push(String(published), String(draftId));
    known.editTokens.push(editToken);
    const user = await registerUser(visitors[1]!);
    const admin = await registerUser(visitors[2]!);
    await setRole(server, admin.user.id, 10);
    known.ids.push(String(user.user.id), String(admin.user.id));
    known.bearers.push(user.token, admin.token);
    known.endpoints.push(`${world.sandbox.url}/push/${randomUUID()}`);
  }, 60_000);
  afterAll(async () => {
    agent.destroy();
    await world?.close();
  });

  describe('fuzzing every API route', () => {
    it('finds the routes in the app, PayPal webhook among them', () => {
      expect(allRoutes.length).toBeGreaterThan(40);
      expect(allRoutes).toContainEqual({ method: 'POST', path: WEBHOOK_PATH });
      expect(allRoutes).toContainEqual({ method: 'POST', path: '/api/notices' });
      expect(routes.length).toBeGreaterThanOrEqual(Math.floor(allRoutes.length / parts));
    });

    it(
      `sends ${RUNS} random requests to each route of part ${part + 1} of ${parts}: no 5xx, every 4xx in the error shape`,
      async () => {
        const started = Date.now();
        const cpu = process.cpuUsage();
        const { body, pathParam, query, who } = requestParts(known, fields);
        for (const route of routes) {
          const t0 = process.cpuUsage();
          const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
          const paramCount = route.path.split('/:').length - 1;
          const request = fc.record({
            params: fc.array(pathParam(), { minLength: paramCount, maxLength: paramCount }),
            query: query(),
            body: hasBody ? body() : fc.constant(null),
            who: who(),
          });
          // BATCH requests at once per property run: the server and the client overlap, which
          // saves time; a failing batch still shrinks its requests
          let sent = 0;
          await fc.assert(
            fc.asyncProperty(fc.array(request, { minLength: BATCH, maxLength: BATCH }), (batch) => {
              sent += batch.length;
              return Promise.all(
                batch.map((r) =>
                  check(
                    route,
                    urlFor(route, r.params, r.query),
                    headersFor(r.who, r.body),
                    r.body?.body,
                  ),
                ),
              ).then(() => undefined);
            }),
            { numRuns: Math.ceil(RUNS / BATCH), seed: SEED },
          );
          expect(sent).toBeGreaterThanOrEqual(RUNS);
          if (process.env.FUZZ_TIMING) {
            const { user, system } = process.cpuUsage(t0);
            console.log(`[fuzz] ${route.method} ${route.path} ${(user + system) / 1000} ms of CPU`);
          }
        }
        const { user, system } = process.cpuUsage(cpu);
        console.log(
          `[fuzz] ${routes.length} routes × ≥${RUNS} requests: ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
            `${((user + system) / 1e6).toFixed(1)} s of CPU`,
        );
      },
      // bounded: about 50 routes at a few ms a request, with room for a busy machine
      // 105–126 s for 1,000 a route alone; past 660 s beside a bench and other suites (load 18)
      60_000 + RUNS * 1_200,
    );
  });
}
