/**
 * The route guard (docs/pwa.md, "Rules from the original site") as pure decisions: who may open a
 * route, where a visitor goes instead, and which "come back here afterwards" paths are safe to
 * follow.
 */
import { PAGE_PATHS } from '#domain/pages/pages';
import type { RouteMeta } from './route-meta';

export const LOGIN_PATH = PAGE_PATHS.login;
export const NO_ACCESS_PATH = PAGE_PATHS.noAccess;

/**
 * A same-site path to return to, or null. Only "/path…": not "//host" or "/\host" (both
 * leave the site in browsers), nor control characters, which URL parsing strips.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || raw[0] !== '/' || raw[1] === '/') return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  return raw;
}

/** `path` (e.g. /login or /register), remembering where to go afterwards. */
export function withNext(path: string, next: string | null): string {
  const safe = safeNext(next);
  return safe && safe !== path ? `${path}?${new URLSearchParams({ next: safe }).toString()}` : path;
}

/** Where to send the visitor instead of `here`, or null when the route may be shown. */
export function guardRedirect(
  meta: Pick<RouteMeta, 'auth' | 'role'>,
  user: { role: number } | null,
  here: string,
): string | null {
  if (!meta.auth && meta.role <= 0) return null;
  if (!user) return withNext(LOGIN_PATH, here);
  if (user.role < meta.role) return NO_ACCESS_PATH;
  return null;
}
