/**
 * Error reports from the PWA (mounted at /api/client-errors):
 *   POST /   { message, stack?, url, kind?, userAgent? } → 202 { ok }
 * An error that reached one of the app's error screens, written to the server's log as one
 * line. Nothing is stored. A write like any other (visitor cookie and CSRF token: the error
 * screen's page has both), limited per visitor and per client address.
 */
import { z } from 'zod';
import type { AppDeps } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { hourly } from '../../stores/throttle';
import { clientAddress } from '../../middleware/auth';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';

export const CLIENT_ERROR_LIMITS = {
  /** a crashing page may report on every retry, but not flood the log */
  visitor: hourly('client-error-visitor', 20),
  /** fresh cookies are free: the address bounds what one client can write */
  address: hourly('client-error-address', 60),
};

export const clientErrorInput = z.object({
  message: z.string().trim().min(1).max(1000),
  stack: z.string().max(8000).optional(),
  /** the page's address; only its path is logged */
  url: z.string().min(1).max(2000),
  /** which screen caught it: a route's error element, the root one, … */
  kind: z
    .string()
    .regex(/^[a-z-]{1,30}$/)
    .optional(),
  userAgent: z.string().max(300).optional(),
});

/** Path segments that look like secrets (reset and edit tokens) are never logged. */
const TOKEN_SEGMENT = /\/[A-Za-z0-9_-]{16,}(?=[/\s?#):]|$)/g;
/** Query strings and fragments of URLs inside a message or stack may hold tokens too. */
const URL_QUERY = /(https?:\/\/[^\s?#)]*)[?#][^\s)]*/g;

function pathOf(url: string): string {
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    path = url.split(/[?#]/)[0] ?? '';
  }
  return path.replace(TOKEN_SEGMENT, '/…');
}

const scrub = (text: string) => text.replace(URL_QUERY, '$1').replace(TOKEN_SEGMENT, '/…');

export function clientErrorRoutes(deps: AppDeps, { throttle }: Stores) {
  return createRouter().post('/', validate('json', clientErrorInput), async (c) => {
    const now = deps.now();
    const byVisitor = [c.get('visitorHash')];
    const byAddress = [clientAddress(c, deps.trustProxy)];
    const blocked = Math.max(
      await throttle.blockedFor(CLIENT_ERROR_LIMITS.visitor, byVisitor, now),
      await throttle.blockedFor(CLIENT_ERROR_LIMITS.address, byAddress, now),
    );
    if (blocked) {
      throw tooManyRequests(c.get('t'), 'reports_throttled', 'errors.reportsThrottled', blocked);
    }
    await throttle.record(CLIENT_ERROR_LIMITS.visitor, byVisitor, now);
    await throttle.record(CLIENT_ERROR_LIMITS.address, byAddress, now);

    const report = c.req.valid('json');
    // JSON.stringify keeps it one line (newlines of a stack escaped); the visitor appears
    // only as a short prefix of its keyed hash, enough to tell reports of one browser apart
    const line = JSON.stringify({
      kind: report.kind ?? 'route',
      message: scrub(report.message),
      path: pathOf(report.url),
      stack: report.stack === undefined ? undefined : scrub(report.stack),
      userAgent: report.userAgent,
      visitor: c.get('visitorHash').slice(0, 8),
    });
    console.error(`[client-error] ${line}`);
    return c.json({ ok: true as const }, 202);
  });
}
