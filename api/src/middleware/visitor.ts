/**
 * Visitors are recognised by a random id in an HttpOnly cookie (no account needed to light a
 * candle). The CSRF token is an HMAC of that id, handed to the page in a meta tag; mutating API
 * calls must echo it in X-CSRF-Token together with X-Requested-With
 * (docs/decisions/0031-csrf-token-from-the-visitor-cookie.md).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../lib/errors';
import { sameSecret } from '../lib/tokens';

export const VISITOR_COOKIE = 'kyynal_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const ONE_YEAR_S = 365 * 24 * 3600; // browsers cap cookies at 400 days

const hmac = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');

/** What candles, replies and uploads store to recognise a visitor: never the id itself. */
export function visitorHash(secret: string, visitorId: string): string {
  return hmac(secret, 'visitor', visitorId);
}

/** What banner marks store to recognise a client's address: never the address itself. */
export function addressHash(secret: string, address: string): string {
  return hmac(secret, 'address', address);
}

export function csrfToken(secret: string, visitorId: string): string {
  return hmac(secret, 'csrf', visitorId);
}

/** Reads or issues the visitor cookie and exposes its id and keyed hash. */
export function visitorMiddleware(deps: Pick<AppDeps, 'secret' | 'publicUrl'>) {
  const secure = deps.publicUrl.startsWith('https:');
  return createMiddleware<AppEnv>(async (c, next) => {
    const cookie = getCookie(c, VISITOR_COOKIE);
    const issued = !cookie || !VISITOR_ID.test(cookie);
    const id = issued ? randomBytes(16).toString('base64url') : cookie;
    if (issued) {
      setCookie(c, VISITOR_COOKIE, id, {
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        path: '/',
        maxAge: ONE_YEAR_S,
      });
    }
    c.set('visitorId', id);
    c.set('visitorIssued', issued);
    c.set('visitorHash', visitorHash(deps.secret, id));
    await next();
  });
}

/**
 * Rejects cross-site or scripted writes: both headers must be present and the token must match.
 * Mounted on the unsafe methods, after visitorMiddleware.
 */
export function csrfMiddleware(secret: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    assertCsrf(c, secret);
    await next();
  });
}

function assertCsrf(c: Context<AppEnv>, secret: string): void {
  const token = c.req.header('X-CSRF-Token') ?? '';
  const requestedWith = c.req.header('X-Requested-With');
  if (
    requestedWith !== 'XMLHttpRequest' ||
    !sameSecret(token, csrfToken(secret, c.get('visitorId')))
  ) {
    throw new ApiError(403, 'csrf', c.get('t')('errors.csrf'));
  }
}
