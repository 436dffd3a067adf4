/**
 * Where a request says it comes from and which host it reached: the Origin check on writes
 * and the move of page loads to PUBLIC_URL (docs/api.md, "Origins and hosts"). Decision record:
 * docs/decisions/0030-origin-checks-and-public-host.md.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../lib/errors';

/** The host the client asked for: Host, or behind a trusted proxy X-Forwarded-Host. */
export function requestHost(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim()
    : undefined;
  return (forwarded || c.req.header('Host') || '').toLowerCase();
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null; // "null" (sandboxed frames, privacy-sensitive redirects) or garbage
  }
}

/**
 * A second line behind the CSRF token: a write must come from our own pages. Browsers send
 * Origin with every POST/PUT/PATCH/DELETE, so an Origin of another site is refused, and so is
 * a Sec-Fetch-Site that says cross-site or same-site (a sibling subdomain is not us). A
 * request with neither header comes from no browser (curl, scripts, the tests' fetch): the
 * CSRF token alone decides. Our origin is the host the request reached (the scheme may differ
 * behind a TLS proxy) or PUBLIC_URL's. PayPal's webhook is server-to-server and not mounted here.
 */
export function sameOriginWrites(deps: Pick<AppDeps, 'publicUrl' | 'trustProxy'>) {
  const publicHost = hostOf(deps.publicUrl);
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('Origin');
    const site = c.req.header('Sec-Fetch-Site');
    let allowed: boolean;
    if (origin !== undefined) {
      const host = hostOf(origin);
      allowed = host !== null && (host === publicHost || host === requestHost(c, deps.trustProxy));
    } else {
      allowed = site === undefined || site === 'same-origin' || site === 'none';
    }
    if (!allowed) throw new ApiError(403, 'foreign_origin', c.get('t')('errors.foreignOrigin'));
    await next();
  });
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/;

/** A document load by a browser (Sec-Fetch-Mode), or by one too old to say, asking for HTML. */
function isNavigation(c: Context): boolean {
  const mode = c.req.header('Sec-Fetch-Mode');
  if (mode !== undefined) return mode === 'navigate';
  return (c.req.header('Accept') ?? '').includes('text/html');
}

/**
 * Page loads on a host other than PUBLIC_URL's go to the same path there (307), so the wizard
 * runs where PayPal returns the payer and where the browser keeps the wizard's state. With
 * PUBLIC_URL set explicitly every other host moves; with the default (http://localhost:PORT)
 * only loopback names do (127.0.0.1 → localhost), since another machine cannot reach the
 * default's localhost. Only navigations move: API calls, files and non-browser clients are
 * answered where they ask.
 */
export function publicHostPages(
  deps: Pick<AppDeps, 'publicUrl' | 'trustProxy' | 'publicUrlConfigured'>,
) {
  const publicHost = hostOf(deps.publicUrl);
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    if ((method === 'GET' || method === 'HEAD') && publicHost && isNavigation(c)) {
      const host = requestHost(c, deps.trustProxy);
      if (host !== publicHost && (deps.publicUrlConfigured || LOOPBACK_HOST.test(host))) {
        const url = new URL(c.req.url);
        return c.redirect(`${deps.publicUrl}${url.pathname}${url.search}`, 307);
      }
    }
    await next();
  });
}
