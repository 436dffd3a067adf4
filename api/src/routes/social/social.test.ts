/**
 * Social sign-in over real HTTP against the real local OpenID provider (oidc-provider), with
 * redirects followed by hand: our start → provider → its sign-in page → our callback → exchange.
 */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '#scripts/services/oidc-provider';
import { startTestServer, useTestServer, type Visitor } from '#api-test/harness';
import {
  mapGraphProfile,
  mapIdTokenClaims,
  socialProvidersFromEnv,
} from '../../services/social/providers';
import { HANDOFF_TTL_MS, REVIEWER_SESSION_TTL_MS, STATE_TTL_MS } from './store';
import { safeReturnTo } from './return-to';

const PUBLIC_URL = 'https://kyynal.test';

let oidc: TestOidcProvider;

beforeAll(async () => {
  oidc = await startTestOidcProvider({ port: 0, publicUrl: PUBLIC_URL });
});
afterAll(() => oidc?.close());
const { server } = useTestServer(() => ({
  social: socialProvidersFromEnv({ google: null, facebook: null, testOidcPort: 0 }, oidc),
}));

/** The provider's cookies, kept like a browser keeps them (one jar per browser). */
class ProviderBrowser {
  private readonly jar = new Map<string, string>();

  async fetch(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const res = await fetch(new URL(url, oidc.issuer), {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value) this.jar.set(name, value);
      else this.jar.delete(name);
    }
    return res;
  }
}

const location = (res: Response) => {
  expect(res.status, `expected a redirect, got ${res.status}`).toBeGreaterThanOrEqual(300);
  expect(res.status).toBeLessThan(400);
  return res.headers.get('location')!;
};

interface Person {
  name?: string;
  email?: string;
  picture?: string;
}

const MARI = {
  name: 'Mari Tamm',
  email: 'Mari.Tamm@example.com',
  picture: 'https://pildid.example.com/mari.png',
};
const JAAN = {
  name: 'Jaan Kask',
  email: 'jaan.kask@example.com',
  picture: 'https://pildid.example.com/jaan.jpg',
};

/** The signed-in reviewer we expect for a person who logged in at `provider`. */
const reviewer = (provider: string, person: Required<Person>) => ({
  id: expect.any(Number),
  provider,
  name: person.name,
  email: person.email,
  avatarUrl: person.picture,
});

/** Our start: the provider's authorisation URL. */
async function start(visitor: Visitor, provider: string, returnTo?: string): Promise<URL> {
  const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
  return new URL(location(await visitor.get(`/api/auth/social/${provider}/start${query}`)));
}

/**
 * At the provider: its sign-in page, submitted (or cancelled). Returns the path and query of our
 * callback the provider redirects back to.
 */
async function atProvider(
  authorizeUrl: URL,
  person: Person | 'cancel' = {},
): Promise<{ callback: string; page: string }> {
  const browser = new ProviderBrowser();
  const interaction = location(await browser.fetch(authorizeUrl.href));
  const pageRes = await browser.fetch(interaction);
  expect(pageRes.status).toBe(200);
  const page = await pageRes.text();
  const form: Record<string, string> =
    person === 'cancel'
      ? { action: 'cancel' }
      : {
          action: 'login',
          name: person.name ?? 'Test Isik',
          email: person.email ?? 'test.isik@example.com',
          picture: person.picture ?? '',
        };
  const resume = location(await browser.fetch(interaction, { method: 'POST', form }));
  const callback = new URL(location(await browser.fetch(resume)));
  expect(callback.origin).toBe(PUBLIC_URL);
  return { callback: callback.pathname + callback.search, page };
}

/** The whole browser round trip, up to where our callback sends the browser. */
async function signIn(
  visitor: Visitor,
  provider: string,
  person: Person | 'cancel' = {},
  returnTo?: string,
): Promise<string> {
  const { callback } = await atProvider(await start(visitor, provider, returnTo), person);
  return location(await visitor.get(callback));
}

const handoffCode = (redirect: string) => {
  expect(redirect).toMatch(/^\/login\/social\?code=[A-Za-z0-9_-]{43}$/);
  return new URL(redirect, PUBLIC_URL).searchParams.get('code')!;
};

const exchange = (visitor: Visitor, code: unknown) =>
  visitor.post('/api/auth/social/exchange?locale=en', { code });

const me = (token: string) =>
  fetch(`${server.base}/api/auth/social/me`, { headers: { 'X-Reviewer-Token': token } });

/** Changes what the server remembers about sign-ins still waiting for their callback. */
const tamperPendingStates = (column: 'nonce' | 'code_verifier', value: string) =>
  server.sql.run(`UPDATE oauth_states SET ${column} = ? WHERE completed_at IS NULL`, value);

describe('GET /api/auth/social/providers', () => {
  it('lists the configured providers and whether the test provider stands in', async () => {
    const res = await fetch(`${server.base}/api/auth/social/providers`);
    expect(await res.json()).toEqual({
      providers: [
        { name: 'google', test: true },
        { name: 'facebook', test: true },
      ],
    });
  });
});

describe('Google (OpenID Connect)', () => {
  it('signs in, exchanges the hand-off code, knows the reviewer and logs out', async () => {
    const visitor = await server.visitor();
    const authorize = await start(visitor, 'google', '/leinateated/123?q=Tamm#candles');
    expect(authorize.origin).toBe(oidc.issuer);
    const params = authorize.searchParams;
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/social/google/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = params.get('state')!;
    const row = (await server.sql.get<{ stateHash: string; returnTo: string }>(
      'SELECT state_hash AS "stateHash", return_to AS "returnTo" FROM oauth_states ORDER BY id DESC',
    ))!;
    expect(row.stateHash).not.toContain(state); // stored hashed
    expect(row.returnTo).toBe('/leinateated/123?q=Tamm#candles');

    const { callback, page } = await atProvider(authorize, MARI);
    expect(page).toContain('Küünal – testsisselogimine');
    expect(page).toContain('no real Google or Facebook account is used');
    expect(page).toContain('Asendab: Google');
    expect(page).toMatch(/<label for="name">[^<]+<\/label><input id="name" name="name"/);
    expect(page).toMatch(/<label for="email">[^<]+<\/label><input id="email" name="email"/);
    expect(page).toContain('>Logi sisse</button>');
    expect(page).toContain('value="cancel" formnovalidate>');
    expect(new URL(callback, PUBLIC_URL).searchParams.get('state')).toBe(state);

    const code = handoffCode(location(await visitor.get(callback)));
    const res = await exchange(visitor, code);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const session = (await res.json()) as {
      token: string;
      expiresAt: number;
      user: Record<string, unknown>;
      returnTo: string;
    };
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expiresAt).toBe(server.now() + REVIEWER_SESSION_TTL_MS);
    expect(session.returnTo).toBe('/leinateated/123?q=Tamm#candles');
    expect(session.user).toEqual(reviewer('google', MARI));
    const stored = await server.sql.all<{ hash: string }>(
      'SELECT token_hash AS hash FROM reviewer_sessions',
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((r) => r.hash)).not.toContain(session.token);

    const who = await me(session.token);
    expect(who.status).toBe(200);
    expect(await who.json()).toEqual({ user: session.user });

    const out = await visitor.post(
      '/api/auth/social/logout',
      {},
      { 'X-Reviewer-Token': session.token },
    );
    expect(out.status).toBe(204);
    const after = await fetch(`${server.base}/api/auth/social/me?locale=en`, {
      headers: { 'X-Reviewer-Token': session.token },
    });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please log in.' },
    });
  });

  it('fails when the ID token nonce does not match the stored one', async () => {
    const visitor = await server.visitor();
    const authorize = await start(visitor, 'google');
    const { callback } = await atProvider(authorize);
    await tamperPendingStates('nonce', 'a-nonce-the-provider-never-saw');
    expect(await visitor.get(callback).then(location)).toBe('/login?social_error=failed');
  });

  it('fails when the PKCE verifier does not match the challenge', async () => {
    const visitor = await server.visitor();
    const { callback } = await atProvider(await start(visitor, 'google'));
    await tamperPendingStates('code_verifier', 'x'.repeat(43));
    expect(await visitor.get(callback).then(location)).toBe('/login?social_error=failed');
  });
});

describe('Facebook (OAuth 2 and the Graph profile)', () => {
  it('signs in with the Graph-shaped profile, and the same person keeps one identity', async () => {
    const visitor = await server.visitor();
    const authorize = await start(visitor, 'facebook');
    expect(authorize.searchParams.get('scope')).toBe('email public_profile');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.has('nonce')).toBe(false);
    const { callback, page } = await atProvider(authorize, JAAN);
    expect(page).toContain('Asendab: Facebook');
    const res = await exchange(visitor, handoffCode(location(await visitor.get(callback))));
    const first = (await res.json()) as { user: Record<string, unknown>; returnTo: string };
    expect(first.returnTo).toBe('/');
    expect(first.user).toEqual(reviewer('facebook', JAAN));

    const again = await signIn(visitor, 'facebook', {
      name: 'Jaan Kask-Tamm',
      email: 'jaan.kask@example.com',
    });
    const second = (await (await exchange(visitor, handoffCode(again))).json()) as {
      user: Record<string, unknown>;
    };
    expect(second.user).toEqual({ ...first.user, name: 'Jaan Kask-Tamm', avatarUrl: null });
    const subjects = await server.sql.all(
      "SELECT subject FROM social_identities WHERE provider = 'facebook'",
    );
    expect(subjects).toHaveLength(1);
  });
});

describe('callback failures', () => {
  it('refuses a tampered state', async () => {
    const visitor = await server.visitor();
    const { callback } = await atProvider(await start(visitor, 'google'));
    const tampered = callback.replace(
      /state=([^&])/,
      (_m, c: string) => `state=${c === 'A' ? 'B' : 'A'}`,
    );
    expect(tampered).not.toBe(callback);
    expect(await visitor.get(tampered).then(location)).toBe('/login?social_error=invalid_state');
    const noState = callback.replace(/&?state=[^&]*/, '');
    expect(await visitor.get(noState).then(location)).toBe('/login?social_error=invalid_state');
  });

  it('refuses a state used once already', async () => {
    const visitor = await server.visitor();
    const { callback } = await atProvider(await start(visitor, 'google'));
    handoffCode(await visitor.get(callback).then(location));
    expect(await visitor.get(callback).then(location)).toBe('/login?social_error=invalid_state');
  });

  it("refuses another browser's state without spoiling it for the browser that started", async () => {
    const visitor = await server.visitor();
    const intruder = await server.visitor();
    const { callback } = await atProvider(await start(visitor, 'google'));
    expect(await intruder.get(callback).then(location)).toBe('/login?social_error=invalid_state');
    // no visitor cookie at all: a fresh one is issued, which is another browser too
    const bare = await fetch(server.base + callback, { redirect: 'manual' });
    expect(location(bare)).toBe('/login?social_error=invalid_state');
    handoffCode(await visitor.get(callback).then(location));
  });

  it('refuses a state older than ten minutes', async () => {
    const visitor = await server.visitor();
    const { callback } = await atProvider(await start(visitor, 'google'));
    server.advance(STATE_TTL_MS + 1);
    expect(await visitor.get(callback).then(location)).toBe('/login?social_error=invalid_state');
  });

  it('answers denied when the person cancels at the provider', async () => {
    const visitor = await server.visitor();
    expect(await signIn(visitor, 'google', 'cancel')).toBe('/login?social_error=denied');
    expect(await signIn(visitor, 'facebook', 'cancel')).toBe('/login?social_error=denied');
  });

  it('answers 404 for an unknown provider', async () => {
    const visitor = await server.visitor();
    const res = await visitor.get('/api/auth/social/twitter/start?locale=en');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    expect((await visitor.get('/api/auth/social/twitter/callback?state=x')).status).toBe(404);
  });
});

describe('POST /api/auth/social/exchange', () => {
  it('takes a hand-off code once, only from the same browser, within two minutes', async () => {
    const visitor = await server.visitor();
    const code = handoffCode(await signIn(visitor, 'google'));
    const intruder = await server.visitor();
    const stolen = await exchange(intruder, code);
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toEqual({
      error: {
        code: 'invalid_code',
        message: 'The sign-in has expired or this link was already used. Please sign in again.',
      },
    });
    expect((await exchange(visitor, code)).status).toBe(200);
    expect((await exchange(visitor, code)).status).toBe(400);

    const late = handoffCode(await signIn(visitor, 'google'));
    server.advance(HANDOFF_TTL_MS + 1);
    expect((await exchange(visitor, late)).status).toBe(400);
  });

  it('answers invalid_code for a malformed code too', async () => {
    const visitor = await server.visitor();
    for (const code of ['short', 42, 'x'.repeat(101), 'a b'.repeat(10)]) {
      const res = await exchange(visitor, code);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_code');
    }
  });
});

describe('reviewer sessions', () => {
  it('expire after 30 days; a missing or odd token is 401', async () => {
    const visitor = await server.visitor();
    const res = await exchange(visitor, handoffCode(await signIn(visitor, 'facebook')));
    const { token } = (await res.json()) as { token: string };
    expect((await me(token)).status).toBe(200);
    expect((await fetch(`${server.base}/api/auth/social/me`)).status).toBe(401);
    expect((await me('not a token')).status).toBe(401);
    server.advance(REVIEWER_SESSION_TTL_MS);
    expect((await me(token)).status).toBe(401);
  });

  it('logout is a write: it needs the CSRF headers', async () => {
    const res = await fetch(`${server.base}/api/auth/social/logout`, { method: 'POST' });
    expect(res.status).toBe(403);
  });
});

describe('returnTo', () => {
  it('keeps a path of this site and turns anything else into /', async () => {
    const visitor = await server.visitor();
    const code = handoffCode(await signIn(visitor, 'google', {}, '//evil.example/x'));
    const { returnTo } = (await (await exchange(visitor, code)).json()) as { returnTo: string };
    expect(returnTo).toBe('/');
  });

  it.each([
    ['/leinateated?maakond=1', '/leinateated?maakond=1'],
    ['/a/../b', '/b'],
    [undefined, '/'],
    ['', '/'],
    ['leinateated', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/.//evil.example', '/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    [`/${'a'.repeat(600)}`, '/'],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});

describe('profile mapping', () => {
  it('maps Graph fields and drops bad optional ones', () => {
    expect(
      mapGraphProfile({
        id: '10158',
        name: ' Jaan ',
        email: 'jaan@example.com',
        picture: { data: { url: 'https://graph.example.com/p.jpg' } },
      }),
    ).toEqual({
      subject: '10158',
      name: 'Jaan',
      email: 'jaan@example.com',
      avatarUrl: 'https://graph.example.com/p.jpg',
    });
    expect(
      mapGraphProfile({
        id: '1',
        email: 'nimetu@example.com',
        picture: { data: { url: 'javascript:x' } },
      }),
    ).toEqual({ subject: '1', name: 'nimetu', email: 'nimetu@example.com', avatarUrl: null });
    expect(() => mapGraphProfile({ name: 'No Id' })).toThrow();
    expect(() => mapIdTokenClaims({ sub: 'x', email: 'not an address' })).toThrow();
  });
});

/** A port nothing listens on (any more). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('misconfigured or absent providers', () => {
  it('404 when not configured; failed when the provider cannot be reached', async () => {
    const bare = await startTestServer(undefined, {
      social: {
        google: {
          protocol: 'oidc',
          issuer: `http://127.0.0.1:${await closedPort()}`,
          clientId: 'x',
          clientSecret: 'y',
          test: false,
        },
      },
    });
    try {
      const visitor = await bare.visitor();
      const list = await fetch(`${bare.base}/api/auth/social/providers`);
      expect(await list.json()).toEqual({ providers: [{ name: 'google', test: false }] });
      expect((await visitor.get('/api/auth/social/facebook/start')).status).toBe(404);
      const res = await visitor.get('/api/auth/social/google/start');
      expect(location(res)).toBe('/login?social_error=failed');
    } finally {
      await bare.close();
    }
  });
});
