import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openAuthDialog, signUp, uniqueEmail } from './helpers.js';

// Pictures for a person to look at, not assertions: `npm run screenshots` writes them here.
const DIR = '/tmp/shots';

test.beforeAll(() => mkdirSync(DIR, { recursive: true }));

for (const [name, width, height] of [
  ['desktop', 1280, 800],
  ['mobile', 375, 812],
] as const) {
  test(`landing and 404 at ${name} width`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Advanced Web Scraping Agent' })).toBeVisible();
    await page.screenshot({ path: `${DIR}/landing-${name}.png`, fullPage: true });

    for (const tab of ['Sign In', 'Sign Up', 'Reset'] as const) {
      const dialog = await openAuthDialog(page, tab);
      await page.waitForTimeout(300); // let colour transitions settle
      await page.screenshot({ path: `${DIR}/dialog-${tab.replace(' ', '-')}-${name}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    await page.goto('/no-such-page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.screenshot({ path: `${DIR}/404-${name}.png`, fullPage: true });
  });
}

test('states: errors, app screen, reset page, MCP dialog', async ({ page }) => {
  await page.goto('/');
  const dialog = await openAuthDialog(page, 'Sign Up');
  await dialog.getByLabel('Email').fill('someone@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('abc');
  await dialog.getByLabel('Confirm Password').fill('abd');
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await page.screenshot({ path: `${DIR}/dialog-error.png` });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Connect to MCP' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DIR}/mcp-dialog.png` });
  await page.keyboard.press('Escape');

  await page.goto('/app');
  await expect(page.getByText('Sign in to keep your job history')).toBeVisible();
  await page.screenshot({ path: `${DIR}/app-anonymous.png`, fullPage: true });

  await signUp(page, uniqueEmail('shot'));
  await page.screenshot({ path: `${DIR}/app-signed-in.png`, fullPage: true });

  await page.goto('/reset-password?token=expired');
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm New Password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.screenshot({ path: `${DIR}/reset-password.png`, fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/principles/intellectual-property');
  await expect(page.getByRole('heading', { name: 'Intellectual Property' })).toBeVisible();
  await page.screenshot({ path: `${DIR}/placeholder-mobile.png` });
});
