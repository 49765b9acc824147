import type { SignInProvider } from '@gleaner/shared';
import type { OAuth2Client } from 'arctic';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Env } from '../env.js';

/** Who the provider says signed in. */
export interface ProviderIdentity {
  email: string;
  /** The provider checked that the person owns `email`; only then may it name an account. */
  emailVerified: boolean;
  name: string | null;
}

/** What one round trip needs to keep between leaving for the provider and coming back. */
export interface SignInSecrets {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** One identity provider, OAuth 2.0 authorization code flow with PKCE (S256) and state. */
export interface SignInProviderClient {
  authorizationUrl(secrets: SignInSecrets): Promise<URL>;
  /** Exchanges the code (with the PKCE verifier) and reads the person's e-mail. */
  identify(code: string, secrets: SignInSecrets): Promise<ProviderIdentity>;
}

export type SignInProviderClients = Partial<Record<SignInProvider, SignInProviderClient>>;

/** The provider answered something we cannot use; the person sees a plain "failed, try again". */
export class ProviderResponseError extends Error {
  override name = 'ProviderResponseError';
}

/** A provider that does not answer within this is given up on. */
const PROVIDER_TIMEOUT_MS = 15_000;

const callbackUrl = (publicUrl: string, provider: SignInProvider) =>
  new URL(`/api/auth/oauth/${provider}/callback`, publicUrl).href;

/**
 * The OAuth library, loaded when someone first signs in with a provider: most servers never
 * do, and it is ~1 MiB of the idle heap (issue 30).
 */
export const loadArctic = () => import('arctic');

/** An OAuth 2.0 client made on first use, with the library. */
type LazyClient = () => Promise<OAuth2Client>;

function lazyClient(clientId: string, clientSecret: string, redirectUri: string): LazyClient {
  let made: Promise<OAuth2Client> | undefined;
  return () => {
    made ??= loadArctic().then(
      ({ OAuth2Client }) => new OAuth2Client(clientId, clientSecret, redirectUri),
    );
    return made;
  };
}

/** The providers whose client id and secret are configured. */
export function createSignInProviders(env: Env, publicUrl: string): SignInProviderClients {
  const clients: SignInProviderClients = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    clients.google = googleProvider(
      lazyClient(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, callbackUrl(publicUrl, 'google')),
      env.GOOGLE_ISSUER,
    );
  }
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) {
    clients.github = githubProvider(
      lazyClient(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET, callbackUrl(publicUrl, 'github')),
      env.GITHUB_URL,
      env.GITHUB_API_URL,
    );
  }
  return clients;
}

const OpenIdConfigurationSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

const IdTokenClaimsSchema = z.object({
  email: z.string().optional(),
  // Some providers send the flag as a string.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
  nonce: z.string().optional(),
});

/**
 * Google through OpenID Connect: endpoints from the issuer's discovery document (read once, again
 * after a failure), the ID token's signature, issuer, audience, expiry and nonce checked with the
 * issuer's published keys.
 */
function googleProvider(client: LazyClient, issuer: string): SignInProviderClient {
  let discovery:
    | Promise<{
        config: z.infer<typeof OpenIdConfigurationSchema>;
        keys: ReturnType<typeof createRemoteJWKSet>;
      }>
    | undefined;
  const discover = () => {
    discovery ??= (async () => {
      const url = new URL(
        '.well-known/openid-configuration',
        issuer.endsWith('/') ? issuer : `${issuer}/`,
      );
      const config = OpenIdConfigurationSchema.parse(await getJson(url, {}));
      return { config, keys: createRemoteJWKSet(new URL(config.jwks_uri)) };
    })();
    discovery.catch(() => {
      discovery = undefined;
    });
    return discovery;
  };
  return {
    async authorizationUrl({ state, codeVerifier, nonce }) {
      const [{ config }, oauth, { CodeChallengeMethod }] = await Promise.all([
        discover(),
        client(),
        loadArctic(),
      ]);
      const url = oauth.createAuthorizationURLWithPKCE(
        config.authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ['openid', 'email', 'profile'],
      );
      url.searchParams.set('nonce', nonce);
      return url;
    },
    async identify(code, { codeVerifier, nonce }) {
      const [{ config, keys }, oauth] = await Promise.all([discover(), client()]);
      const tokens = await withTimeout(
        oauth.validateAuthorizationCode(config.token_endpoint, code, codeVerifier),
      );
      const { payload } = await jwtVerify(tokens.idToken(), keys, {
        issuer: config.issuer,
        audience: oauth.clientId,
      });
      const claims = IdTokenClaimsSchema.parse(payload);
      if (claims.nonce !== nonce) throw new ProviderResponseError('ID token nonce does not match');
      if (!claims.email) throw new ProviderResponseError('ID token names no e-mail address');
      return {
        email: claims.email,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: claims.name ?? null,
      };
    },
  };
}

const GitHubUserSchema = z.object({ login: z.string(), name: z.string().nullable().optional() });
const GitHubEmailsSchema = z.array(
  z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }),
);

/**
 * GitHub through OAuth 2.0 (it has no OpenID Connect for people): the account's primary e-mail
 * and whether GitHub verified it come from its REST API (`GET /user/emails`, scope user:email).
 */
function githubProvider(client: LazyClient, siteUrl: string, apiUrl: string): SignInProviderClient {
  const endpoint = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;
  return {
    async authorizationUrl({ state, codeVerifier }) {
      const [oauth, { CodeChallengeMethod }] = await Promise.all([client(), loadArctic()]);
      return oauth.createAuthorizationURLWithPKCE(
        endpoint(siteUrl, '/login/oauth/authorize'),
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ['read:user', 'user:email'],
      );
    },
    async identify(code, { codeVerifier }) {
      const oauth = await client();
      const tokens = await withTimeout(
        oauth.validateAuthorizationCode(
          endpoint(siteUrl, '/login/oauth/access_token'),
          code,
          codeVerifier,
        ),
      );
      const headers = {
        authorization: `Bearer ${tokens.accessToken()}`,
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
      };
      const [user, emails] = await Promise.all([
        getJson(new URL(endpoint(apiUrl, '/user')), headers).then((v) => GitHubUserSchema.parse(v)),
        getJson(new URL(endpoint(apiUrl, '/user/emails')), headers).then((v) =>
          GitHubEmailsSchema.parse(v),
        ),
      ]);
      // The primary address is the one the person chose to be known by; a verified secondary
      // one stands in when the primary is not verified.
      const primary = emails.find((e) => e.primary);
      const chosen = primary?.verified ? primary : (emails.find((e) => e.verified) ?? primary);
      if (!chosen) throw new ProviderResponseError('GitHub account lists no e-mail address');
      return { email: chosen.email, emailVerified: chosen.verified, name: user.name ?? user.login };
    },
  };
}

async function getJson(url: URL, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, {
    headers: { 'user-agent': 'Gleaner', accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderResponseError(`${url.origin}${url.pathname} answered ${response.status}`);
  }
  return response.json();
}

/** arctic's token request takes no abort signal, so a provider that hangs is raced instead. */
function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderResponseError('The provider did not answer in time')),
      PROVIDER_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
