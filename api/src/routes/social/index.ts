/**
 * Social sign-in for reviewers (the original site's reviewUser), separate from accounts. The
 * browser goes start → provider → callback, which answers with a redirect carrying a single-use
 * hand-off code; the PWA trades that code for a reviewer token (POST /exchange) and sends it as
 * X-Reviewer-Token. The token never appears in a URL, and every step is bound to the visitor cookie
 * of the browser that started the sign-in.
 */
import type { Context } from 'hono';
import { SOCIAL_PROVIDERS, socialExchangeInput, type SocialProvider } from '#domain/inputs/auth';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError } from '../../lib/errors';
import { reviewerToken, unauthorized } from '../../middleware/auth';
import { visitorMiddleware } from '../../middleware/visitor';
import { createRelyingParty } from '../../services/social/providers';
import { safeReturnTo } from './return-to';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';

export type SocialError = 'invalid_state' | 'denied' | 'failed';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** One log line: openid-client's errors keep the provider's answer and the cause apart. */
function describe(reason: unknown): string {
  if (!(reason instanceof Error)) return String(reason);
  const { error, error_description: about } = reason as {
    error?: unknown;
    error_description?: unknown;
  };
  const answer = error ? ` [${String(error)}${about ? `: ${String(about)}` : ''}]` : '';
  const cause = reason.cause instanceof Error ? ` (${reason.cause.message})` : '';
  return `${reason.name}: ${reason.message}${answer}${cause}`;
}

export function socialRoutes(deps: AppDeps, stores: Stores) {
  const providers = deps.social ?? {};
  const store = stores.social;
  const relyingParty = createRelyingParty(providers);
  // start and callback are top-level navigations (GET): they need the visitor cookie too
  const visitor = visitorMiddleware(deps);
  const callbackUrl = (name: SocialProvider) =>
    `${deps.publicUrl}/api/auth/social/${name}/callback`;

  /** The :provider of the path, if it is one that is configured; otherwise 404. */
  function configured(c: Context<AppEnv>): SocialProvider {
    const name = c.req.param('provider') as SocialProvider;
    if (!SOCIAL_PROVIDERS.includes(name) || !providers[name]) {
      throw new ApiError(404, 'not_found', c.get('t')('errors.notFound'));
    }
    return name;
  }

  function fail(c: Context<AppEnv>, code: SocialError, name: SocialProvider, reason?: unknown) {
    if (reason !== undefined) {
      console.warn(`[social] ${name} sign-in failed (${code}): ${describe(reason)}`);
    }
    return c.redirect(`/login?social_error=${code}`, 302);
  }

  function invalidCode(c: Context<AppEnv>): ApiError {
    return new ApiError(400, 'invalid_code', c.get('t')('social.invalidCode'));
  }

  return createRouter()
    .get('/providers', (c) =>
      c.json({
        providers: SOCIAL_PROVIDERS.flatMap((name) => {
          const config = providers[name];
          return config ? [{ name, test: config.test }] : [];
        }),
      }),
    )
    .get('/:provider/start', visitor, async (c) => {
      const name = configured(c);
      let begun;
      try {
        begun = await relyingParty.begin(name, callbackUrl(name));
      } catch (err) {
        return fail(c, 'failed', name, err); // e.g. the provider's discovery is unreachable
      }
      const returnTo = safeReturnTo(c.req.query('returnTo'));
      await store.begin(name, begun.checks, c.get('visitorHash'), returnTo, deps.now());
      return c.redirect(begun.url.href, 302);
    })
    .get('/:provider/callback', visitor, async (c) => {
      const name = configured(c);
      const query = new URL(c.req.url).search;
      const params = new URLSearchParams(query);
      const state = params.get('state');
      const claimed = state
        ? await store.claim(name, state, c.get('visitorHash'), deps.now())
        : null;
      if (!claimed) return fail(c, 'invalid_state', name);

      const error = params.get('error');
      if (error === 'access_denied') return fail(c, 'denied', name);
      if (error) {
        return fail(c, 'failed', name, `${error} ${params.get('error_description') ?? ''}`);
      }

      let profile;
      try {
        // the redirect URI as registered, with the provider's answer as its query
        profile = await relyingParty.complete(
          name,
          new URL(callbackUrl(name) + query),
          claimed.checks,
        );
      } catch (err) {
        return fail(c, 'failed', name, err);
      }
      const code = await store.finish(claimed.id, name, profile, deps.now());
      return c.redirect(`/login/social?code=${code}`, 302);
    })
    .post(
      '/exchange',
      // a malformed code is as invalid as an unknown one
      validate('json', socialExchangeInput, (_error, c) => invalidCode(c)),
      async (c) => {
        const session = await store.redeem(
          c.req.valid('json').code,
          c.get('visitorHash'),
          deps.now(),
        );
        if (!session) throw invalidCode(c);
        return c.json(session, 200, NO_STORE);
      },
    )
    .get('/me', async (c) => {
      const token = reviewerToken(c);
      const user = token ? await store.reviewer(token, deps.now()) : undefined;
      if (!user) throw unauthorized(c);
      return c.json({ user }, 200, NO_STORE);
    })
    .post('/logout', async (c) => {
      const token = reviewerToken(c);
      if (token) await store.revoke(token, deps.now());
      return c.body(null, 204);
    });
}
