/**
 * GET /metrics: the server's metrics in Prometheus's text format (lib/metrics.ts, decision 0112).
 * Only for the machine itself or whoever holds METRICS_TOKEN: a request from the loopback
 * address (the socket's, never X-Forwarded-For; and with TRUST_PROXY=1 not one a proxy
 * forwarded, which would come from the proxy's loopback address) or with
 * `Authorization: Bearer <METRICS_TOKEN>`. Anyone else gets the 404 of any unknown path.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import type { Metrics } from '../../lib/metrics';

export const METRICS_PATH = '/metrics';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address);
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server: no socket to trust
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token equals METRICS_TOKEN (compared in constant time) */
function holdsToken(c: Context, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

function mayScrape(c: Context, deps: Pick<AppDeps, 'trustProxy' | 'metricsToken'>): boolean {
  if (holdsToken(c, deps.metricsToken)) return true;
  const forwarded = deps.trustProxy && c.req.header('X-Forwarded-For') !== undefined;
  return !forwarded && isLoopback(socketAddress(c));
}

export function metricsRoute(deps: Pick<AppDeps, 'trustProxy' | 'metricsToken'>, metrics: Metrics) {
  return async (c: Context<AppEnv>) => {
    if (!mayScrape(c, deps)) return c.notFound();
    const { text, contentType } = await metrics.scrape();
    c.header('Cache-Control', 'no-store');
    return c.body(text, 200, { 'Content-Type': contentType });
  };
}
