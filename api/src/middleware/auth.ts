/**
 * Bearer sessions (docs/accounts.md): protected routes mount `requireRole(n)`, which resolves the
 * token to a user (401 without a valid one) and refuses a lower role (403). The PWA's route guard
 * is only a convenience; this is the check that counts.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError } from '../lib/errors';
import { EDIT_TOKEN_HEADER, type EditCredentials } from '../routes/notices/access';
import type { AuthUser, UserPort } from '../routes/auth/store';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;
const REVIEWER_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export function bearerToken(c: Context): string | null {
  return BEARER.exec(c.req.header('Authorization') ?? '')?.[1] ?? null;
}

/** The reviewer session token (social sign-in, routes/social), sent as X-Reviewer-Token. */
export function reviewerToken(c: Context): string | null {
  const token = c.req.header('X-Reviewer-Token') ?? '';
  return REVIEWER_TOKEN.test(token) ? token : null;
}

/**
 * What the request offers to prove it may edit a notice: its X-Edit-Token (or, where a link
 * must carry it, `?token=`) and its Bearer session.
 */
export function noticeCredentials(
  c: Context,
  { queryToken = false }: { queryToken?: boolean } = {},
): EditCredentials {
  return {
    editToken: c.req.header(EDIT_TOKEN_HEADER) ?? (queryToken ? c.req.query('token') : undefined),
    session: bearerToken(c),
  };
}

export function unauthorized(c: Context<AppEnv>): ApiError {
  return new ApiError(401, 'unauthorized', c.get('t')('errors.unauthorized'));
}

export function createAuth(users: UserPort, now: () => number) {
  const requireRole = (minRole: number) =>
    createMiddleware<AppEnv>(async (c, next) => {
      const user = await optionalUser(c, users, now());
      if (!user) throw unauthorized(c);
      if (user.role < minRole) throw new ApiError(403, 'forbidden', c.get('t')('errors.forbidden'));
      c.set('user', user);
      await next();
    });
  return { requireRole };
}

/**
 * The signed-in user on routes that visitors may use too: undefined without a Bearer token. A
 * token that is invalid or expired is a 401 (the PWA then signs out), never a silent visitor.
 */
export async function optionalUser(
  c: Context<AppEnv>,
  users: UserPort,
  now: number,
): Promise<AuthUser | undefined> {
  const token = bearerToken(c);
  if (!token) return undefined;
  const user = await users.authenticate(token, now);
  if (!user) throw unauthorized(c);
  return user;
}

/** The client's address: the socket's, or behind a trusted proxy the last forwarded hop. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('X-Forwarded-For') ?? '').split(',').map((h) => h.trim());
    const last = hops.filter(Boolean).at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not served by @hono/node-server (app.request in a unit test)
  }
}
