import { expect, test } from '@playwright/test';
import { OAuth2Server, type MutableRedirectUri, type MutableToken } from 'oauth2-mock-server';
import { startFakeGitHub, type FakeGitHub } from '../apps/server/test/support/fake-github.js';
import { openAuthDialog, PASSWORD, uniqueEmail } from './helpers.js';

/** The e2e server (playwright.config.ts) knows this local OpenID provider as Google. */
const APP_PORT = Number(process.env.E2E_PORT ?? 3123);
const GOOGLE_STAND_IN_PORT = APP_PORT + 1;
/** …and this stand-in for GitHub's OAuth pages and REST API (the API tests' own). */
const GITHUB_STAND_IN_PORT = APP_PORT + 2;

// One provider on one port: the tests of this file run in order, in one worker.
test.describe.configure({ mode: 'serial' });

let provider: OAuth2Server;
let github: FakeGitHub;
/** What the provider says about the person in its next ID token. */
let claims: Record<string, unknown> = {};

test.beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(GOOGLE_STAND_IN_PORT, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, claims);
  });
  github = await startFakeGitHub(
    'gleaner-e2e-github',
    'gleaner-e2e-github-secret',
    GITHUB_STAND_IN_PORT,
  );
});
test.afterAll(async () => {
  await provider.stop();
  await github.close();
});

test('the Google button signs in through the provider and lands on /app signed in', async ({
  page,
}) => {
  const email = uniqueEmail('google');
  claims = { email, email_verified: true, name: 'Grace Hopper' };
  await page.goto('/');
  const dialog = await openAuthDialog(page);
  await dialog.getByRole('button', { name: 'Google' }).click();

  await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 });
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  // A reload keeps the session (the tokens were stored like an e-mail sign-in's).
  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
});

test('the GitHub button signs in through GitHub (PKCE, e-mail read from its API) and lands on /app signed in', async ({
  page,
}) => {
  const email = uniqueEmail('github');
  github.account = {
    login: 'octo-e2e',
    name: 'Octo Cat',
    emails: [
      { email: uniqueEmail('github-secondary'), primary: false, verified: true },
      { email, primary: true, verified: true },
    ],
  };
  await page.goto('/');
  const dialog = await openAuthDialog(page);
  await dialog.getByRole('button', { name: 'GitHub' }).click();

  await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 });
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toHaveCount(0);
});

test('a password someone registered before the first Google sign-in is removed, and the landing says so', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('prehijacked');
  const registered = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  claims = { email, email_verified: true };
  await page.goto('/');
  const dialog = await openAuthDialog(page);
  await dialog.getByRole('button', { name: 'Google' }).click();

  await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 });
  await expect(page.getByText(email)).toBeVisible();
  await expect(
    page.getByText(
      'Google confirmed this e-mail address is yours. The password this account had before was removed, and its other sign-ins and API keys were ended. To sign in with e-mail and password as well, set a new password from Reset in the sign-in dialog.',
    ),
  ).toBeVisible();
  // Pictures for a person to look at (SOCIAL_SHOTS=folder), at desktop and phone widths.
  const folder = process.env.SOCIAL_SHOTS;
  for (const width of folder ? [1280, 375] : []) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${folder}/password-removed-${width}.png` });
  }
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(401);
});

test('refused consent comes back to the dialog with the reason, still signed out', async ({
  page,
}) => {
  provider.service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => {
    url.searchParams.delete('code');
    url.searchParams.set('error', 'access_denied');
  });
  await page.goto('/');
  const dialog = await openAuthDialog(page);
  await dialog.getByRole('button', { name: 'Google' }).click();

  const back = page.getByRole('dialog', { name: 'Welcome to Gleaner' });
  await expect(back.getByRole('alert')).toHaveText(
    'Google sign-in was cancelled: access was not granted. Try again, or sign in with your e-mail.',
  );
  await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:${APP_PORT}/$`));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('an unverified Google e-mail is refused with a reason', async ({ page }) => {
  claims = { email: uniqueEmail('unverified'), email_verified: false };
  await page.goto('/');
  const dialog = await openAuthDialog(page);
  await dialog.getByRole('button', { name: 'Google' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Welcome to Gleaner' }).getByRole('alert'),
  ).toContainText('has no verified e-mail address');
});
