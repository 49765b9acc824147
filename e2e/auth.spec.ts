import { expect, test, type BrowserContext } from '@playwright/test';
import { openAuthDialog, PASSWORD, signUp, uniqueEmail } from './helpers.js';

test.describe('sign-in dialog', () => {
  test('sign up lands on /app about 2 s later, signed in', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'Sign Up');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(
      dialog.getByText(
        // The e2e server has no SMTP_URL: no confirmation e-mail is promised.
        'Account created. This server sends no e-mail, so no confirmation link will come: you are signed in and can start now.',
      ),
    ).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1_200);

    await expect(dialog).toBeHidden();
    await expect(page.getByText(email)).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  });

  test('sign out, then sign in again by keyboard; the session survives a reload', async ({
    page,
  }) => {
    const email = uniqueEmail('cycle');
    await signUp(page, email);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Sign in to keep your job history')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('gleaner-token'))).toBeNull();

    // This time by keyboard alone: Enter opens, the e-mail field has focus, Enter submits.
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Gleaner' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/app$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByText(email)).toBeVisible();

    await page.reload();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });

  test('a wrong password shows the server message in the red alert', async ({ page }) => {
    const email = uniqueEmail('wrong');
    await signUp(page, email);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

    const dialog = await openAuthDialog(page);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/app$/);
    await expect(dialog).toBeVisible();
  });

  test('sign-up checks matching passwords and their length', async ({ page }) => {
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'Sign Up');
    await dialog.getByLabel('Email').fill(uniqueEmail('invalid'));
    await dialog.getByLabel('Password', { exact: true }).fill('abcdef');
    await dialog.getByLabel('Confirm Password').fill('abcdeg');
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Passwords do not match');

    await dialog.getByLabel('Password', { exact: true }).fill('abc');
    await dialog.getByLabel('Confirm Password').fill('abc');
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Password must be at least 6 characters');
  });

  test('signing up twice with one address shows the server message', async ({ page }) => {
    const email = uniqueEmail('twice');
    await signUp(page, email);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

    const dialog = await openAuthDialog(page, 'Sign Up');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An account with this email already exists');
  });

  test('the password can be shown and hidden; an unconfigured provider says so', async ({
    page,
  }) => {
    // The e2e server configures both providers (social-sign-in.spec.ts signs in with them);
    // here its reply says GitHub is not, as a server without GITHUB_CLIENT_ID answers.
    await page.route('**/api/auth/providers', (route) =>
      route.fulfill({ json: { success: true, providers: { google: true, github: false } } }),
    );
    await page.goto('/');
    const dialog = await openAuthDialog(page);
    await expect(dialog.getByLabel('Email')).toBeFocused();
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await expect(dialog.getByRole('button', { name: 'Google' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'GitHub' })).toBeDisabled();
    await expect(
      dialog.getByText('GitHub sign-in is not configured on this server.'),
    ).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeFocused();
  });
});

test.describe('password reset', () => {
  test('without a mail server, asking for a reset says no e-mail comes and whom to ask', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'Reset');
    // The e2e server has no SMTP_URL: the screen says so before and after, never "check your inbox".
    await expect(
      dialog.getByText(
        'This server sends no e-mail. A reset link is kept on the server for the person who runs it (in its email_outbox table; the server log names the row): ask them to pass it to you.',
      ),
    ).toBeVisible();
    await dialog.getByLabel('Email').fill(uniqueEmail('reset'));
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      dialog.getByText(
        'If an account has this address, its reset link is now waiting on the server, not in your inbox: this server sends no e-mail. Ask the person who runs it for the link.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText(/check your inbox/i)).toHaveCount(0);
  });

  test('a reset asked before the health check answers still promises no e-mail', async ({
    page,
  }) => {
    // Hold /api/health until the reset has been answered: the success text must wait for it.
    let releaseHealth: () => void = () => undefined;
    const healthHeld = new Promise<void>((resolve) => (releaseHealth = resolve));
    await page.route('**/api/health', async (route) => {
      await healthHeld;
      await route.continue();
    });
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'Reset');
    await dialog.getByLabel('Email').fill(uniqueEmail('reset-early'));
    const resetAnswered = page.waitForResponse('**/api/auth/reset-password');
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await resetAnswered;
    // Time for a guessed success text to render, were one chosen before health answered.
    await page.waitForTimeout(500);
    await expect(dialog.getByText(/check your inbox/i)).toHaveCount(0);
    releaseHealth();
    await expect(
      dialog.getByText(
        'If an account has this address, its reset link is now waiting on the server, not in your inbox: this server sends no e-mail. Ask the person who runs it for the link.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText(/check your inbox/i)).toHaveCount(0);
  });

  test('the reset link screen shows the server error for a bad token', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm New Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toHaveText('Password reset failed');
  });

  test('a reset link without a token says so', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toContainText('This reset link is incomplete');
  });
});

test('an expired access token is renewed with the refresh token at start', async ({ page }) => {
  const email = uniqueEmail('refresh');
  await signUp(page, email);
  await page.evaluate(() => localStorage.setItem('gleaner-token', 'expired-access-token'));
  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('gleaner-token'));
  expect(token).not.toBe('expired-access-token');
  expect(token).toBeTruthy();
});

test('signing out in one tab signs the other tab out too', async ({ page, context }) => {
  const email = uniqueEmail('tabs');
  await signUp(page, email);
  const other = await context.newPage();
  await other.goto('/app');
  await expect(other.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(other.getByText('Sign in to keep your job history')).toBeVisible();
  await expect(other.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a stored token the server rejects is dropped at start', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('gleaner-token', 'stale-token'));
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gleaner-token'))).toBeNull();
});

/**
 * Two tabs of one person on a clock the test moves, and a count of the session refreshes they
 * make from now on.
 */
async function twoSignedInTabs(context: BrowserContext, label: string) {
  await context.clock.install();
  const page = await context.newPage();
  const email = uniqueEmail(label);
  await signUp(page, email);
  const other = await context.newPage();
  await other.goto('/app');
  await expect(other.getByText(email)).toBeVisible();
  let count = 0;
  context.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) count += 1;
  });
  return { page, other, email, refreshes: () => count };
}

test('open tabs renew the session before the hour is up, with one refresh between them', async ({
  context,
}) => {
  const { page, other, email, refreshes } = await twoSignedInTabs(context, 'renew');
  const stored = () => page.evaluate(() => localStorage.getItem('gleaner-token'));
  const before = await stored();

  await context.clock.fastForward('59:30');
  await expect.poll(stored).not.toBe(before);
  const renewed = await stored();
  // The other tab took the renewed tokens instead of spending the same refresh token again,
  // which would end the sign-in everywhere.
  await other.waitForTimeout(1000);
  expect(refreshes()).toBe(1);
  for (const tab of [page, other]) {
    await expect(tab.getByText(email)).toBeVisible();
    const jobs = await tab.request.get('/api/jobs', {
      headers: { Authorization: `Bearer ${renewed ?? ''}` },
    });
    expect(jobs.status()).toBe(200);
  }
  await other.reload();
  await expect(other.getByText(email)).toBeVisible();

  // The renewing tab closes: the other one takes over the next renewal.
  await page.close();
  const otherStored = () => other.evaluate(() => localStorage.getItem('gleaner-token'));
  await context.clock.fastForward('59:30');
  await expect.poll(otherStored).not.toBe(renewed);
  await other.waitForTimeout(1000);
  expect(refreshes()).toBe(2);
  await expect(other.getByText(email)).toBeVisible();
  await expect(other.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('without Web Locks (plain http on a LAN address) tabs still renew with one refresh', async ({
  context,
}) => {
  // Such a page is not a secure context, so the browser offers no navigator.locks.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined }),
  );
  const { page, other, email, refreshes } = await twoSignedInTabs(context, 'lease');
  expect(await page.evaluate(() => navigator.locks === undefined)).toBe(true);
  const stored = () => other.evaluate(() => localStorage.getItem('gleaner-token'));
  const before = await stored();

  await context.clock.fastForward('59:30');
  await expect.poll(stored).not.toBe(before);
  await other.waitForTimeout(4000);
  expect(refreshes()).toBe(1);
  for (const tab of [page, other]) await expect(tab.getByText(email)).toBeVisible();
  await other.reload();
  await expect(other.getByText(email)).toBeVisible();
});

test('signing in in one tab signs the other open tabs in too', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/app');
  const second = await context.newPage();
  await second.goto('/app');
  await expect(second.getByText('Sign in to keep your job history')).toBeVisible();
  const email = uniqueEmail('follow');
  await signUp(first, email);
  await expect(second.getByText(email)).toBeVisible();
});
