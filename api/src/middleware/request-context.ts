/**
 * Every request's id, access line and metrics (decision 0112), the app's first middleware:
 * - the id: a trusted proxy's `X-Request-Id` (TRUST_PROXY=1, and only a sane one), else a new
 *   random one; sent back as `X-Request-Id` on every answer and carried by every error body
 *   (lib/errors.ts) and every line logged with requestLog(c) (lib/log.ts);
 * - one access line when the answer is ready: method, route pattern, status, duration, id;
 * - the request counted under its route pattern for GET /metrics.
 * The route is the matched pattern (`/api/notices/:id`), never the raw path: it holds no tokens
 * and keeps the metrics' labels few.
 */
import { randomFillSync } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { REQUEST_ID_PATTERN } from '#domain/request-id';
import type { AppEnv } from '../context';
import type { Metrics } from '../lib/metrics';
import { writeAccessLine, type Logger } from '../lib/log';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const REQUEST_ID_HEADER_LOWER = 'x-request-id';

const firstValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/** Random bytes drawn in blocks: a system call per request cost more than the rest of the id */
const pool = Buffer.alloc(9 * 512);
let drawn = pool.length;

/** A new id: 72 random bits, 12 URL-safe characters */
function newRequestId(): string {
  if (drawn === pool.length) {
    randomFillSync(pool);
    drawn = 0;
  }
  drawn += 9;
  return pool.toString('base64url', drawn - 9, drawn);
}

/** The request's id: the proxy's when it is trusted and its id is sane, else a new one */
export function requestIdOf(header: string | undefined, trustProxy: boolean): string {
  return trustProxy && header !== undefined && REQUEST_ID_PATTERN.test(header)
    ? header
    : newRequestId();
}

export function requestContext(options: {
  trustProxy: boolean;
  /** The base of the request loggers (the process's logger unless given) */
  logger: () => Logger;
  metrics: Metrics;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    // On the Node server the id is read from and written to Node's own request and response:
    // Hono's request headers and a header added to its answer are Fetch `Headers` objects,
    // built on first use, which cost more than the rest of this middleware.
    const node = (c.env as Partial<HttpBindings> | undefined)?.outgoing
      ? (c.env as HttpBindings)
      : null;
    const proxyId = options.trustProxy
      ? node
        ? firstValue(node.incoming.headers[REQUEST_ID_HEADER_LOWER])
        : c.req.header(REQUEST_ID_HEADER)
      : undefined;
    const id = requestIdOf(proxyId, options.trustProxy);
    c.set('requestId', id);
    const base = options.logger();
    c.set('logger', base);
    // what the route answers is merged into Node's headers (a Response made by hand too)
    if (node) node.outgoing.setHeader(REQUEST_ID_HEADER, id);
    else c.header(REQUEST_ID_HEADER, id);
    await next();
    // without the Node server: an answer built without the context's headers gets it too
    if (!node && c.res.headers.get(REQUEST_ID_HEADER) !== id) c.header(REQUEST_ID_HEADER, id);
    const ms = performance.now() - started;
    const route = routePath(c);
    const { method } = c.req;
    const { status } = c.res;
    options.metrics.observe(method, route, status, ms / 1000);
    writeAccessLine(base, { reqId: id, method, route, status, ms });
  };
}
