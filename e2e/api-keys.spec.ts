import { expect, test, type Page } from '@playwright/test';
import { signUpByApi, uniqueEmail } from './helpers.js';

/** `npm run screenshots` (SCREENSHOTS=1) keeps pictures of the dialog for a person to look at. */
async function picture(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
}

async function openMcpDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect to MCP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to MCP' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a signed-in person creates a key, sees it once in the set-ups, and revokes it', async ({
  page,
}) => {
  await signUpByApi(page, uniqueEmail('keys'));
  const dialog = await openMcpDialog(page);
  await expect(dialog.getByText('No keys yet.')).toBeVisible();

  await dialog.getByLabel('New key name').fill('Claude on my laptop');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = dialog.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^glnr_[A-Za-z0-9_-]{43}$/);
  const secret = (await shown.textContent()) ?? '';
  await expect(dialog.getByText('it will not be shown again')).toBeVisible();
  // The set-ups now carry the new key, ready to copy.
  await expect(dialog.getByText(`"GLEANER_API_KEY": "${secret}"`)).toBeVisible();
  await dialog.getByRole('tab', { name: 'HTTP' }).click();
  await expect(dialog.getByText(`--header "Authorization: Bearer ${secret}"`)).toBeVisible();
  await picture(page, 'mcp-dialog-new-key');

  // The key works as its owner, but never manages keys (issue 31's scopes); the list shows
  // its start, never the rest.
  const asKey = { headers: { authorization: `Bearer ${secret}` } };
  expect((await page.request.get('/api/jobs', asKey)).status()).toBe(200);
  expect((await page.request.get('/api/keys', asKey)).status()).toBe(403);
  await dialog.getByRole('button', { name: 'I have saved it' }).click();
  await expect(shown).toHaveCount(0);
  const list = dialog.getByRole('list', { name: 'Your API keys' });
  await expect(list.getByText('Claude on my laptop')).toBeVisible();
  await expect(list.getByText(secret.slice(0, 13))).toBeVisible();
  await expect(dialog.getByText(secret)).toHaveCount(0);
  await list.scrollIntoViewIfNeeded();
  await picture(page, 'mcp-dialog-keys');
  await page.setViewportSize({ width: 375, height: 812 });
  await list.scrollIntoViewIfNeeded();
  await picture(page, 'mcp-dialog-keys-mobile');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await list.getByRole('button', { name: 'Revoke' }).click();
  await expect(list.getByText('Programs using this key will be refused at once.')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await list.getByRole('button', { name: 'Revoke key' }).click();
  await expect(dialog.getByText('No keys yet.')).toBeVisible();
  const refused = await page.request.get('/api/keys', {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
});

test('signed out on a phone, the dialog shows the set-ups and offers to sign in for a key', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const dialog = await openMcpDialog(page);
  await expect(dialog.getByText('"GLEANER_API_KEY": "glnr_YOUR_API_KEY"')).toBeVisible();
  // Without a server, `gleaner mcp` runs in the client's process on a database of its own.
  const inProcess = dialog.getByRole('heading', { name: /^Without a server/ });
  await expect(inProcess).toBeVisible();
  await expect(dialog.getByText('"DATA_DIR": "/path/to/gleaner-mcp-data"')).toBeVisible();
  await expect(dialog.getByText(/"GLEANER_URL"/)).toHaveCount(1);
  await picture(page, 'mcp-dialog-signed-out-mobile');
  await inProcess.scrollIntoViewIfNeeded();
  await picture(page, 'mcp-dialog-in-process-mobile');
  // Streamable HTTP: this server's /mcp with the key as a header.
  await dialog.getByRole('tab', { name: 'HTTP' }).click();
  await expect(
    dialog.getByText(`"url": "${new URL('/mcp', page.url()).href}"`, { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByText('"Authorization": "Bearer glnr_YOUR_API_KEY"')).toBeVisible();
  // Long configurations scroll inside their boxes; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to Gleaner' })).toBeVisible();
});
