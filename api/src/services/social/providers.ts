/**
 * Social sign-in as a relying party (openid-client): Google over OpenID Connect (discovery, ID
 * token checked against the nonce) and Facebook over plain OAuth 2 (endpoints given by hand,
 * the profile read from its Graph API). Both use state and PKCE (S256). A provider without
 * credentials is served by the local test OpenID provider (scripts/services/oidc-provider.ts),
 * which speaks both dialects.
 */
import * as client from 'openid-client';
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, type SocialProvider } from '#domain/inputs/auth';
import type { Env } from '../../env';

interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  /** The local test OpenID provider stands in for the real one */
  test: boolean;
}

export interface OidcProviderConfig extends ClientCredentials {
  protocol: 'oidc';
  issuer: string;
}

export interface GraphProviderConfig extends ClientCredentials {
  protocol: 'graph';
  authorizeUrl: string;
  tokenUrl: string;
  /** Answers { id, name, email, picture: { data: { url } } } for the access token */
  userinfoUrl: string;
}

export type SocialProviderConfig = OidcProviderConfig | GraphProviderConfig;
/** A provider that is missing has no sign-in button */
export type SocialProviders = Partial<Record<SocialProvider, SocialProviderConfig>>;

/** The local test provider, as far as the app needs to know it. */
export interface LocalIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  graphUrl: string;
}

export function socialProvidersFromEnv(
  social: Env['social'],
  local: LocalIssuer | null,
): SocialProviders {
  const localClient = local && {
    clientId: local.clientId,
    clientSecret: local.clientSecret,
    test: true,
  };
  const google: OidcProviderConfig | undefined = social.google
    ? { protocol: 'oidc', ...social.google, test: false }
    : localClient
      ? { protocol: 'oidc', issuer: local.issuer, ...localClient }
      : undefined;
  const facebook: GraphProviderConfig | undefined = social.facebook
    ? { protocol: 'graph', ...social.facebook, test: false }
    : localClient
      ? {
          protocol: 'graph',
          authorizeUrl: local.authorizeUrl,
          tokenUrl: local.tokenUrl,
          userinfoUrl: local.graphUrl,
          ...localClient,
        }
      : undefined;
  return { google, facebook };
}

/** Who signed in, as the provider says */
export interface Profile {
  subject: string;
  name: string;
  email: string | null;
  avatarUrl: string | null;
}

/** What the callback must match: kept server-side between start and callback */
export interface FlowChecks {
  state: string;
  codeVerifier: string;
  nonce: string;
}

const SCOPES: Record<SocialProviderConfig['protocol'], string> = {
  oidc: 'openid email profile',
  graph: 'email public_profile',
};

// A bad optional field is dropped rather than failing the sign-in.
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const subject = z.string().min(1).max(255);
const displayName = optional(
  z
    .string()
    .trim()
    .min(1)
    .transform((name) => name.slice(0, NAME_MAX)),
);
const email = optional(z.email().max(EMAIL_MAX));
const avatarUrl = z.url({ protocol: /^https?$/ }).max(2048);

const idTokenProfile = z.object({
  sub: subject,
  name: displayName,
  email,
  picture: optional(avatarUrl),
});
const graphProfile = z.object({
  id: subject,
  name: displayName,
  email,
  picture: optional(z.object({ data: z.object({ url: avatarUrl }) })),
});

function toProfile(
  sub: string,
  name: string | undefined,
  mail: string | undefined,
  avatar: string | undefined,
): Profile {
  // a name is needed to sign reviews; an account without one falls back to its address
  const shown = name ?? mail?.split('@')[0];
  if (!shown) throw new Error('the provider gave neither a name nor an e-mail address');
  return { subject: sub, name: shown, email: mail ?? null, avatarUrl: avatar ?? null };
}

export function mapIdTokenClaims(claims: unknown): Profile {
  const p = idTokenProfile.parse(claims);
  return toProfile(p.sub, p.name, p.email, p.picture);
}

export function mapGraphProfile(body: unknown): Profile {
  const p = graphProfile.parse(body);
  return toProfile(p.id, p.name, p.email, p.picture?.data.url);
}

const isHttp = (url: string) => new URL(url).protocol === 'http:';

async function configure(config: SocialProviderConfig): Promise<client.Configuration> {
  if (config.protocol === 'oidc') {
    return client.discovery(
      new URL(config.issuer),
      config.clientId,
      config.clientSecret,
      undefined,
      // only the local test provider is reached over plain http
      isHttp(config.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  }
  const configuration = new client.Configuration(
    {
      // Facebook has no issuer identifier; its authorisation origin serves as one (the local
      // stand-in's origin is its issuer, which it also sends back as `iss`).
      issuer: new URL(config.authorizeUrl).origin,
      authorization_endpoint: config.authorizeUrl,
      token_endpoint: config.tokenUrl,
    },
    config.clientId,
    config.clientSecret,
  );
  if (isHttp(config.tokenUrl)) client.allowInsecureRequests(configuration);
  return configuration;
}

export function createRelyingParty(providers: SocialProviders) {
  const configurations = new Map<SocialProvider, Promise<client.Configuration>>();

  function settings(name: SocialProvider): SocialProviderConfig {
    const config = providers[name];
    if (!config) throw new Error(`${name} sign-in is not configured`);
    return config;
  }

  /** Discovered once and kept; a failed discovery is tried again on the next sign-in. */
  function configuration(name: SocialProvider): Promise<client.Configuration> {
    let pending = configurations.get(name);
    if (!pending) {
      pending = configure(settings(name)).catch((err: unknown) => {
        configurations.delete(name);
        throw err;
      });
      configurations.set(name, pending);
    }
    return pending;
  }

  return {
    /** The provider's authorisation URL and the checks its answer must pass. */
    async begin(
      name: SocialProvider,
      redirectUri: string,
    ): Promise<{ url: URL; checks: FlowChecks }> {
      const { protocol } = settings(name);
      const checks: FlowChecks = {
        state: client.randomState(),
        codeVerifier: client.randomPKCECodeVerifier(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(await configuration(name), {
        redirect_uri: redirectUri,
        scope: SCOPES[protocol],
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        // a nonce only means something with an ID token (an OAuth 2 server may even reject it)
        ...(protocol === 'oidc' ? { nonce: checks.nonce } : {}),
      });
      return { url, checks };
    },

    /**
     * Redeems the authorisation code of `callbackUrl` (the redirect URI with the provider's
     * answer as its query) and reads the profile. Throws when any check fails.
     */
    async complete(name: SocialProvider, callbackUrl: URL, checks: FlowChecks): Promise<Profile> {
      const config = settings(name);
      const configured = await configuration(name);
      const tokens = await client.authorizationCodeGrant(configured, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(config.protocol === 'oidc' ? { expectedNonce: checks.nonce } : {}),
      });
      if (config.protocol === 'oidc') return mapIdTokenClaims(tokens.claims());
      const res = await client.fetchProtectedResource(
        configured,
        tokens.access_token,
        new URL(config.userinfoUrl),
        'GET',
      );
      if (!res.ok) throw new Error(`profile request answered ${res.status}`);
      return mapGraphProfile(await res.json());
    },
  };
}
