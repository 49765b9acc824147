import { ANONYMOUS_ID_HEADER } from '@gleaner/shared';
import { OAuth2Server, type MutableRedirectUri, type MutableToken } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../src/env.js';
import { backends } from './support/backends.js';
import { startFakeGitHub, type FakeGitHub } from './support/fake-github.js';
import { anonymous, createJobAs } from './support/job-helpers.js';
import { startTestServer, uniqueEmail, type TestServer } from './support/test-server.js';

const GOOGLE = { id: 'gleaner-google-client', secret: 'google-secret' };
const GITHUB = { id: 'gleaner-github-client', secret: 'github-secret' };

interface LoginBody {
  user: { id: string; email: string; fullName: string };
  session: { access_token: string; refresh_token: string };
}

/** A browser as far as sign-in goes: it keeps cookies and follows no redirect by itself. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly server: TestServer) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (url.startsWith(this.server.url) && this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    if (url.startsWith(this.server.url)) {
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';')[0] ?? '';
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
    }
    return response;
  }

  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }
}

interface Round {
  /** Where the callback sent the browser. */
  landing: URL;
  /** The web app collecting its session on landing. */
  collected: { status: number; body: Record<string, unknown> };
}

describe.each(backends)('Google and GitHub sign-in on %s', (kind) => {
  let server: TestServer;
  let google: OAuth2Server;
  let github: FakeGitHub;
  /** Claims the provider puts in its next ID tokens. */
  let claims: Record<string, unknown> = {};

  beforeAll(async () => {
    google = new OAuth2Server();
    await google.issuer.keys.generate('RS256');
    await google.start(0, '127.0.0.1');
    google.service.on('beforeTokenSigning', (token: MutableToken) => {
      Object.assign(token.payload, claims);
    });
    github = await startFakeGitHub(GITHUB.id, GITHUB.secret);
    server = await startTestServer(kind, {
      env: {
        GOOGLE_CLIENT_ID: GOOGLE.id,
        GOOGLE_CLIENT_SECRET: GOOGLE.secret,
        GOOGLE_ISSUER: google.issuer.url ?? '',
        GITHUB_CLIENT_ID: GITHUB.id,
        GITHUB_CLIENT_SECRET: GITHUB.secret,
        GITHUB_URL: github.url,
        GITHUB_API_URL: github.url,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await google.stop();
    await github.close();
  });
  afterEach(() => {
    google.service.removeAllListeners('beforeAuthorizeRedirect');
  });

  /**
   * One sign-in as the web app and a browser make it: start (with the anonymous id), the
   * provider's page, the callback (at PUBLIC_URL, which a proxy would bring here), and, on
   * landing, the session collected.
   */
  async function signIn(
    provider: 'google' | 'github',
    options: { anonymousId?: string; tamper?: (callback: URL) => void; browser?: Browser } = {},
  ): Promise<Round & { browser: Browser; authorizeUrl: URL }> {
    const browser = options.browser ?? new Browser(server);
    const headers: Record<string, string> = {};
    if (options.anonymousId) headers[ANONYMOUS_ID_HEADER] = options.anonymousId;
    const start = await browser.fetch(`${server.url}/api/auth/oauth/${provider}/start`, {
      method: 'POST',
      headers,
    });
    expect(start.status).toBe(200);
    const authorizeUrl = new URL(((await start.json()) as { url: string }).url);
    const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(
      `http://gleaner.test/api/auth/oauth/${provider}/callback`,
    );
    const callback = new URL(back.pathname + back.search, server.url);
    options.tamper?.(callback);
    const answer = await browser.fetch(callback.href);
    expect(answer.status).toBe(302);
    const landing = new URL(answer.headers.get('location') ?? '', 'http://gleaner.test');
    const collect = await browser.fetch(`${server.url}/api/auth/oauth/session`, {
      method: 'POST',
    });
    const collected = {
      status: collect.status,
      body: (await collect.json()) as Record<string, unknown>,
    };
    return { landing, collected, browser, authorizeUrl };
  }

  it('says which providers are configured', async () => {
    const res = await server.call('GET', '/api/auth/providers');
    expect(res.body).toEqual({ success: true, providers: { google: true, github: true } });
  });

  it('Google: PKCE and state go out, and a verified e-mail comes back signed in, with the browser’s anonymous jobs', async () => {
    const anonymousId = `social-browser-${Date.now()}-google`;
    const jobId = await createJobAs(server, anonymous(anonymousId), {
      url: 'https://example.com/',
      instruction: 'titles',
      plan: { selectors: [{ type: 'text', selector: 'h1' }] },
    });
    const email = uniqueEmail('Google.User');
    claims = { email, email_verified: true, name: 'Grace Hopper' };
    const round = await signIn('google', { anonymousId });

    expect(round.authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(round.authorizeUrl.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(round.authorizeUrl.searchParams.get('nonce')).toBeTruthy();
    expect(round.landing.pathname + round.landing.search).toBe('/app?signed_in=google');
    expect(round.collected.status).toBe(200);
    const login = round.collected.body as unknown as LoginBody;
    expect(login.user).toMatchObject({ email: email.toLowerCase(), fullName: 'Grace Hopper' });

    const profile = await server.call('GET', '/api/auth/profile', {
      token: login.session.access_token,
    });
    expect(profile.status).toBe(200);
    const jobs = await server.call('GET', '/api/jobs', { token: login.session.access_token });
    expect((jobs.body.jobs as { id: string }[]).map((job) => job.id)).toContain(jobId);
    const refreshed = await server.call('POST', '/api/auth/refresh', {
      body: { refresh_token: login.session.refresh_token },
    });
    expect(refreshed.status).toBe(200);

    // The session is handed over once: the cookie is gone, and its token was rotated away.
    expect(round.browser.cookieNames()).toEqual([]);
    const again = await round.browser.fetch(`${server.url}/api/auth/oauth/session`, {
      method: 'POST',
    });
    expect(again.status).toBe(401);
  });

  it('Google: the account with that e-mail is the one signed in to (linked, not duplicated)', async () => {
    const email = uniqueEmail('linked');
    const registered = await server.call('POST', '/api/auth/register', {
      body: { email, password: 'secret1' },
    });
    const userId = (registered.body.user as { id: string }).id;
    claims = { email: email.toUpperCase(), email_verified: true };
    const round = await signIn('google');
    expect((round.collected.body as unknown as LoginBody).user.id).toBe(userId);
    const accounts = await server.database.query('select 1 from users where email = $1', [
      email.toLowerCase(),
    ]);
    expect(accounts).toHaveLength(1);
  });

  /** The newest reset link the outbox holds for `email`. */
  async function lastResetToken(email: string): Promise<string> {
    const rows = await server.database.query<{ text_body: string }>(
      'select text_body from email_outbox where to_address = $1 order by created_at desc limit 1',
      [email],
    );
    const match = /reset-password\?token=([\w-]+)/.exec(rows[0]?.text_body ?? '');
    if (!match?.[1]) throw new Error(`no reset link sent to ${email}`);
    return match[1];
  }

  it('Google: a password registered before the owner first signs in with Google stops working, and so does everything signed in with it', async () => {
    // The attacker registers the victim's address with a password of theirs, signs in and keeps
    // that sign-in and an API key, waiting for the victim to arrive through Google.
    const email = uniqueEmail('victim');
    const registered = await server.call('POST', '/api/auth/register', {
      body: { email, password: 'attacker-pw' },
    });
    expect(registered.status).toBe(201);
    const userId = (registered.body.user as { id: string }).id;
    const attacker = await server.call('POST', '/api/auth/login', {
      body: { email, password: 'attacker-pw' },
    });
    expect(attacker.status).toBe(200);
    const held = (attacker.body as unknown as LoginBody).session;
    const key = await server.call('POST', '/api/keys', {
      token: held.access_token,
      body: { name: 'kept' },
    });
    expect(key.status).toBe(201);
    const secret = key.body.secret as string;
    expect((await server.call('GET', '/api/jobs', { token: secret })).status).toBe(200);

    claims = { email, email_verified: true, name: 'The Victim' };
    const round = await signIn('google');

    // The victim lands signed in to the account, told what happened to the password.
    expect(round.landing.pathname).toBe('/app');
    expect(Object.fromEntries(round.landing.searchParams)).toEqual({
      signed_in: 'google',
      signin_notice: 'password-removed',
    });
    expect(round.collected.status).toBe(200);
    const victim = (round.collected.body as unknown as LoginBody).session;
    expect((round.collected.body as unknown as LoginBody).user.id).toBe(userId);
    const profile = await server.call('GET', '/api/auth/profile', { token: victim.access_token });
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ id: userId, email: email.toLowerCase() });

    // The attacker's password, sign-in, refresh token and API key are all refused.
    const oldPassword = await server.call('POST', '/api/auth/login', {
      body: { email, password: 'attacker-pw' },
    });
    expect(oldPassword.status).toBe(401);
    expect(oldPassword.body.error).toBe('Invalid email or password');
    const refreshed = await server.call('POST', '/api/auth/refresh', {
      body: { refresh_token: held.refresh_token },
    });
    expect(refreshed.status).toBe(401);
    const stale = await server.call('GET', '/api/auth/profile', { token: held.access_token });
    expect(stale.status).toBe(401);
    expect((await server.call('GET', '/api/keys', { token: secret })).status).toBe(401);

    // The victim's own sign-in goes on, and the account's keys are the victim's to make.
    const keys = await server.call('GET', '/api/keys', { token: victim.access_token });
    expect(keys.body.keys).toEqual([]);
    const renewed = await server.call('POST', '/api/auth/refresh', {
      body: { refresh_token: victim.refresh_token },
    });
    expect(renewed.status).toBe(200);
  });

  it('Google: a password the owner sets after the first link survives later sign-ins with Google and GitHub', async () => {
    const email = uniqueEmail('owner');
    await server.call('POST', '/api/auth/register', { body: { email, password: 'before-link' } });
    claims = { email, email_verified: true };
    const first = await signIn('google');
    expect(first.landing.searchParams.get('signin_notice')).toBe('password-removed');
    const firstSession = (first.collected.body as unknown as LoginBody).session;

    // The owner sets a password through the reset link mailed to the address.
    await server.call('POST', '/api/auth/reset-password', { body: { email } });
    const confirm = await server.call('POST', '/api/auth/reset-password/confirm', {
      body: { token: await lastResetToken(email), password: 'owner-pw-1' },
    });
    expect(confirm.status).toBe(200);
    const owner = await server.call('POST', '/api/auth/login', {
      body: { email, password: 'owner-pw-1' },
    });
    expect(owner.status).toBe(200);
    const ownerSession = (owner.body as unknown as LoginBody).session;
    // The reset ended the sign-in made before it, as any reset does.
    expect(
      (
        await server.call('POST', '/api/auth/refresh', {
          body: { refresh_token: firstSession.refresh_token },
        })
      ).status,
    ).toBe(401);

    const again = await signIn('google');
    expect(again.landing.pathname + again.landing.search).toBe('/app?signed_in=google');
    expect(again.collected.status).toBe(200);
    github.account = {
      login: 'owner',
      name: null,
      emails: [{ email, primary: true, verified: true }],
    };
    const viaGitHub = await signIn('github');
    expect(viaGitHub.landing.pathname + viaGitHub.landing.search).toBe('/app?signed_in=github');

    const stillWorks = await server.call('POST', '/api/auth/login', {
      body: { email, password: 'owner-pw-1' },
    });
    expect(stillWorks.status).toBe(200);
    const ownerRefresh = await server.call('POST', '/api/auth/refresh', {
      body: { refresh_token: ownerSession.refresh_token },
    });
    expect(ownerRefresh.status).toBe(200);
  });

  it('an account first made through Google keeps a password set later', async () => {
    const email = uniqueEmail('google-first');
    claims = { email, email_verified: true };
    const made = await signIn('google');
    expect(made.landing.pathname + made.landing.search).toBe('/app?signed_in=google');
    await server.call('POST', '/api/auth/reset-password', { body: { email } });
    await server.call('POST', '/api/auth/reset-password/confirm', {
      body: { token: await lastResetToken(email), password: 'set-later-1' },
    });
    const again = await signIn('google');
    expect(again.landing.search).toBe('?signed_in=google');
    const login = await server.call('POST', '/api/auth/login', {
      body: { email, password: 'set-later-1' },
    });
    expect(login.status).toBe(200);
  });

  it('refused consent ends on the sign-in dialog with a reason, and no session', async () => {
    claims = { email: uniqueEmail('refuser'), email_verified: true };
    google.service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    const round = await signIn('google');
    expect(round.landing.pathname + round.landing.search).toBe(
      '/?signin_error=denied&provider=google',
    );
    expect(round.collected.status).toBe(401);
    expect(round.collected.body).toEqual({
      success: false,
      error: 'There is no sign-in to collect here. Please sign in again.',
    });
  });

  it('a wrong state is refused before the code is used', async () => {
    const email = uniqueEmail('wrong-state');
    claims = { email, email_verified: true };
    const round = await signIn('google', {
      tamper: (callback) => callback.searchParams.set('state', 'forged-state-from-elsewhere'),
    });
    expect(round.landing.search).toBe('?signin_error=state&provider=google');
    expect(round.collected.status).toBe(401);
    const login = await server.call('POST', '/api/auth/login', {
      body: { email, password: 'anything' },
    });
    expect(login.status).toBe(401);
  });

  it('a callback in a browser that did not start the sign-in is refused as a wrong state', async () => {
    const stranger = new Browser(server);
    const replay = await stranger.fetch(
      `${server.url}/api/auth/oauth/google/callback?code=stolen&state=whatever`,
    );
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe('/?signin_error=state&provider=google');
  });

  it('an unverified Google e-mail makes no account and no session', async () => {
    const email = uniqueEmail('unverified');
    claims = { email, email_verified: false };
    const round = await signIn('google');
    expect(round.landing.search).toBe('?signin_error=unverified&provider=google');
    expect(round.collected.status).toBe(401);
    const taken = await server.call('POST', '/api/auth/register', {
      body: { email, password: 'secret1' },
    });
    expect(taken.status).toBe(201);
  });

  it('GitHub: the verified primary e-mail signs in', async () => {
    const email = uniqueEmail('octo');
    github.account = {
      login: 'octo',
      name: null,
      emails: [
        { email: 'old@example.org', primary: false, verified: false },
        { email, primary: true, verified: true },
      ],
    };
    const round = await signIn('github');
    expect(round.landing.pathname + round.landing.search).toBe('/app?signed_in=github');
    expect(round.collected.status).toBe(200);
    expect((round.collected.body as unknown as LoginBody).user).toMatchObject({
      email: email.toLowerCase(),
      fullName: 'octo',
    });
  });

  it('GitHub: no verified e-mail, no sign-in', async () => {
    github.account = {
      login: 'newbie',
      name: 'New Bie',
      emails: [{ email: uniqueEmail('newbie'), primary: true, verified: false }],
    };
    const round = await signIn('github');
    expect(round.landing.search).toBe('?signin_error=unverified&provider=github');
    expect(round.collected.status).toBe(401);
  });
});

describe.each(backends)('social sign-in not configured on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('lists no provider, and starting one says it is not configured', async () => {
    const providers = await server.call('GET', '/api/auth/providers');
    expect(providers.body).toEqual({ success: true, providers: { google: false, github: false } });
    const start = await server.call('POST', '/api/auth/oauth/github/start');
    expect(start.status).toBe(404);
    expect(start.body).toEqual({
      success: false,
      error: 'GitHub sign-in is not configured on this server.',
    });
    const unknown = await server.call('POST', '/api/auth/oauth/twitter/start');
    expect(unknown.status).toBe(400);
  });
});

describe('social sign-in configuration', () => {
  it('refuses one half of a provider’s credentials, naming the missing half', () => {
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET: set it too/);
    expect(() => loadEnv({ GITHUB_CLIENT_SECRET: 'secret' })).toThrow(
      /GITHUB_CLIENT_ID: set it too/,
    );
    expect(() => loadEnv({ GOOGLE_ISSUER: 'not a url' })).toThrow(/GOOGLE_ISSUER/);
    const env = loadEnv({});
    expect(env.GOOGLE_ISSUER).toBe('https://accounts.google.com');
    expect(env.GITHUB_URL).toBe('https://github.com');
    expect(env.GITHUB_API_URL).toBe('https://api.github.com');
  });
});
