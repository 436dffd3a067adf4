/**
 * A local OpenID provider that stands in for Google and Facebook while their credentials are not
 * configured: `npm start` runs it, and so do the API tests. It is the real `oidc-provider`
 * server with one confidential client and a sign-in page of our own that says plainly it is a
 * test: whoever signs in types any name and e-mail address.
 *
 * For the Facebook-style OAuth 2 path it also answers a Graph-shaped `GET /graph/me`
 * ({ id, name, email, picture: { data: { url } } }) for its access tokens, so the app maps the
 * same profile shape it gets from Facebook.
 *
 * Run directly (`tsx scripts/services/oidc-provider.ts`) it listens on TEST_OIDC_PORT.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider, { interactionPolicy, type Account } from 'oidc-provider';
import { loadEnv } from '#api/env';
import { escapeHtml } from '#api/lib/html';
import type { LocalIssuer } from '#api/services/social/providers';
import { SOCIAL_PROVIDERS, type SocialProvider } from '#domain/inputs/auth';

export interface TestOidcProviderOptions {
  /** 0 picks a free port */
  port: number;
  /** Origin of the Küünal app (no trailing slash): the client's redirect URIs live there */
  publicUrl: string;
}

/** What the app needs to know of it (LocalIssuer: issuer, client, hand-configured endpoints for
 * the Facebook path and the Graph-shaped profile URL), and how to stop it. */
export interface TestOidcProvider extends LocalIssuer {
  close: () => Promise<void>;
}

interface TestAccount {
  name: string;
  email: string;
  picture: string | undefined;
}

const CLIENT_ID = 'kyynal-test';
const FORM_LIMIT = 8 * 1024;
const INTERACTION = /^\/interaction\/([A-Za-z0-9_-]+)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DEFAULTS: TestAccount = {
  name: 'Mari Maasikas',
  email: 'mari.maasikas@example.com',
  picture: undefined,
};

/** The same person (e-mail) always gets the same subject, as with a real provider. */
const accountIdOf = (email: string) =>
  `test-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)}`;

export async function startTestOidcProvider(
  options: TestOidcProviderOptions,
): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  const clientSecret = randomBytes(24).toString('base64url');
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://localhost:${port}`;

  const policy = interactionPolicy.base();
  // A test sign-in asks every time, so one browser can sign in as different people.
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check(
        'test_sign_in',
        'the test provider always shows its sign-in page',
        'login_required',
        (ctx) => !ctx.oidc.result?.login,
      ),
    );

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: SOCIAL_PROVIDERS.map(
          (name) => `${options.publicUrl}/api/auth/social/${name}/callback`,
        ),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Google puts the profile into the ID token; so does this stand-in.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // seconds; a stand-in has no use for long-lived sessions or tokens
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey()] },
    findAccount: (_ctx, sub): Account | undefined => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: account.name,
          email: account.email,
          email_verified: true,
          ...(account.picture ? { picture: account.picture } : {}),
        }),
      };
    },
  });
  const oidcCallback = provider.callback();

  async function interaction(
    uid: string,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('the interaction in the URL is not this browser’s');
    const redirectUri = String(details.params.redirect_uri);
    const standsIn = SOCIAL_PROVIDERS.find((name) => redirectUri.endsWith(`/${name}/callback`));
    if (req.method === 'GET') {
      return sendPage(res, 200, signInPage(standsIn, DEFAULTS));
    }
    const form = new URLSearchParams(await readBody(req));
    if (form.get('action') === 'cancel') {
      return provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The test sign-in was cancelled',
      });
    }
    const entered: TestAccount = {
      name: (form.get('name') ?? '').trim(),
      email: (form.get('email') ?? '').trim(),
      picture: (form.get('picture') ?? '').trim() || undefined,
    };
    const problem = validate(entered);
    if (problem) return sendPage(res, 400, signInPage(standsIn, entered, problem));

    const accountId = accountIdOf(entered.email);
    accounts.set(accountId, entered);
    // Consent is granted together with the sign-in: the page already says what is shared.
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? ''));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  async function graphMe(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
    const account = token?.clientId === CLIENT_ID ? accounts.get(token.accountId) : undefined;
    if (!token || !account) {
      return sendJson(res, 401, {
        error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
      });
    }
    sendJson(res, 200, {
      id: token.accountId,
      name: account.name,
      ...(token.scopes.has('email') ? { email: account.email } : {}),
      ...(account.picture ? { picture: { data: { url: account.picture } } } : {}),
    });
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', issuer);
    const uid = INTERACTION.exec(pathname)?.[1];
    let handled: Promise<void> | undefined;
    if (uid && (req.method === 'GET' || req.method === 'POST')) {
      handled = interaction(uid, req, res);
    } else if (pathname === '/graph/me' && req.method === 'GET') {
      handled = graphMe(req, res);
    }
    if (!handled) return void oidcCallback(req, res);
    handled.catch((err: unknown) => {
      // mostly an unknown or expired interaction (its cookie is gone)
      console.warn('[test-oidc]', err instanceof Error ? err.message : err);
      if (!res.headersSent) sendPage(res, 400, errorPage());
    });
  });

  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret,
    authorizeUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    graphUrl: `${issuer}/graph/me?fields=id,name,email,picture`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-signing', use: 'sig', alg: 'RS256' };
}

function validate(account: TestAccount): string | undefined {
  if (account.name.length < 1 || account.name.length > 80) {
    return 'Nimi on kohustuslik (kuni 80 märki). / A name is required (up to 80 characters).';
  }
  if (account.email.length > 254 || !EMAIL.test(account.email)) {
    return 'Sisesta e-posti aadress. / Enter an e-mail address.';
  }
  if (account.picture && !/^https?:\/\/\S+$/.test(account.picture)) {
    return 'Pildi aadress peab algama http(s)://. / The picture URL must start with http(s)://.';
  }
  return undefined;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > FORM_LIMIT) req.destroy(new Error('form too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function sendPage(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // no form-action: browsers apply it to the redirects after the form too, which end at the app
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(html);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
.test{background:#fff3cd;border:2px solid #b58100;padding:.75rem;border-radius:.5rem}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
.error{color:#a00;font-weight:600}.buttons{display:flex;gap:.75rem;margin-top:1.5rem}
button{padding:.6rem 1.2rem;font-size:1rem}`;

function layout(body: string): string {
  return `<!doctype html><html lang="et"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Küünal – testsisselogimine</title><style>${STYLE}</style></head><body>
<h1>Küünal – testsisselogimine</h1>
<p class="test"><strong>Test sign-in:</strong> no real Google or Facebook account is used.
Siin ei kasutata päris Google'i ega Facebooki kontot: sisesta ükskõik milline nimi ja e-posti aadress.</p>
${body}</body></html>`;
}

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

function signInPage(
  standsIn: SocialProvider | undefined,
  values: TestAccount,
  error?: string,
): string {
  const field = (name: string, label: string, type: string, value: string, required: boolean) =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}"${required ? ' required' : ''}>`;
  const who = standsIn && PROVIDER_NAMES[standsIn];
  return layout(`${who ? `<p>Asendab: ${who} / Stands in for: ${who}</p>` : ''}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" autocomplete="off">
${field('name', 'Nimi / Name', 'text', values.name, true)}
${field('email', 'E-post / E-mail', 'email', values.email, true)}
${field('picture', 'Pildi aadress (valikuline) / Picture URL (optional)', 'url', values.picture ?? '', false)}
<div class="buttons"><button type="submit" name="action" value="login">Logi sisse</button>
<button type="submit" name="action" value="cancel" formnovalidate>Katkesta</button></div>
</form>`);
}

function errorPage(): string {
  return layout(
    '<p class="error">See sisselogimine on aegunud või tundmatu. Alusta Küünlas uuesti. / This sign-in has expired or is unknown: start again from Küünal.</p>',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = loadEnv();
  const running = await startTestOidcProvider({
    port: env.social.testOidcPort,
    publicUrl: env.publicUrl,
  });
  const credentials = (prefix: string) =>
    `${prefix}_CLIENT_ID=${running.clientId} ${prefix}_CLIENT_SECRET=${running.clientSecret}`;
  console.log(`Test OpenID provider: ${running.issuer} (redirect URIs on ${env.publicUrl})`);
  console.log('Point the app at it with, for Google and Facebook:');
  console.log(`  GOOGLE_ISSUER=${running.issuer} ${credentials('GOOGLE')}`);
  console.log(
    `  FACEBOOK_AUTHORIZE_URL=${running.authorizeUrl} FACEBOOK_TOKEN_URL=${running.tokenUrl}` +
      ` FACEBOOK_USERINFO_URL='${running.graphUrl}' ${credentials('FACEBOOK')}`,
  );
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
