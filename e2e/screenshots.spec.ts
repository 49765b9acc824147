import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures/test.js';
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

for (const [name, width, height] of [
  ['desktop', 1280, 900],
  ['mobile', 375, 812],
] as const) {
  test(`agent flow at ${name} width: chat, training, scraping, captured data`, async ({
    page,
    site,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page
      .getByRole('textbox', { name: 'Describe the data you want' })
      .fill(`Get all quotes with their author and tags from ${site.url}/page/1/, every page`);
    await page.getByRole('button', { name: 'Start AI Conversation' }).click();
    const chat = page.getByRole('dialog', { name: 'AI Conversation' });
    await expect(chat.getByLabel('Proposed plan')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('iframe[title^="Preview of"]')).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${DIR}/agent-plan-${name}.png` });
    await page.screenshot({ path: `${DIR}/agent-training-full-${name}.png`, fullPage: true });

    await chat.getByLabel('Message to the agent').fill('yes start');
    await chat.getByLabel('Message to the agent').press('Enter');
    await expect(page.getByText('AGENT SCRAPING')).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${DIR}/agent-scraping-${name}.png` });
    await expect(
      page.getByRole('region', { name: 'Streaming Job Processing' }).getByText('completed'),
    ).toBeVisible({ timeout: 45_000 });
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByRole('region', { name: 'Captured Data' })).toBeVisible();
    await page.screenshot({ path: `${DIR}/agent-done-full-${name}.png`, fullPage: true });

    await page
      .getByRole('region', { name: 'Captured Data' })
      .getByRole('tab', { name: 'Preview' })
      .click();
    await page.getByRole('region', { name: 'Captured Data' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${DIR}/captured-preview-${name}.png` });

    await page.getByRole('button', { name: /^Instructions \(\d+\)$/ }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${DIR}/instructions-visual-${name}.png` });
    await page.getByRole('tab', { name: 'Code' }).click();
    await page.getByLabel('Instructions as JSON').fill('[{"id": 1,');
    await page.screenshot({ path: `${DIR}/instructions-code-error-${name}.png` });
    await page.keyboard.press('Escape');

    const preview = page.getByRole('region', { name: 'Page preview' });
    await preview.getByRole('button', { name: 'Pick' }).click();
    await page.frameLocator('iframe[title^="Preview of"]').locator('small.author').first().click();
    await expect(preview.getByText(/elements match/)).toBeVisible();
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${DIR}/preview-pick-${name}.png` });
  });
}

test('signed-in workspace: history, View dialog, chat fallback, MCP dialog', async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, uniqueEmail('shots'));
  await page.screenshot({ path: `${DIR}/app-empty-signed-in.png`, fullPage: true });
  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill(`Get all quotes with their author and tags from ${site.url}/page/1/, every page`);
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  await expect(chat.getByLabel('Proposed plan')).toBeVisible({ timeout: 20_000 });
  await chat.getByLabel('Message to the agent').fill('yes start');
  await chat.getByLabel('Message to the agent').press('Enter');
  const history = page.getByRole('region', { name: 'Scraping Jobs History' });
  await expect(history.getByText(/Found \d+ results/)).toBeVisible({ timeout: 45_000 });
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${DIR}/jobs-history.png` });
  await history.getByRole('button', { name: 'View' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${DIR}/job-view-dialog.png` });
  await page.getByRole('button', { name: 'Export Data' }).click();
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${DIR}/job-export-menu.png` });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.routeWebSocket(/\/ws\?/, (socket) => socket.onMessage(() => void socket.close()));
  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill('Please scrape the prices from the shop');
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  await expect(page.getByText(/connectivity problem/)).toBeVisible({ timeout: 10_000 });
  await page.screenshot({ path: `${DIR}/chat-fallback.png` });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Close chat' }).click();
  await page.getByRole('button', { name: 'Connect to MCP' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DIR}/mcp-dialog-mobile.png` });
});
