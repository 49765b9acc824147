import { expect, test } from '@playwright/test';

test('instruction editor: visual list, code view, a parse error shown inline', async ({ page }) => {
  await page.goto('/app');
  await page.getByRole('button', { name: 'Instructions (0)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agent Instructions' });
  await expect(dialog.getByText('No instructions yet')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add instruction' }).click();
  await dialog.getByLabel('Selector').fill('div.quote');
  await dialog.getByLabel('Type').selectOption('click');
  await dialog.getByRole('button', { name: 'Add instruction' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Move up' }).nth(1).click();
  await expect(dialog.getByLabel('Type').first()).toHaveValue('extract');

  await dialog.getByRole('tab', { name: 'Code' }).click();
  const code = dialog.getByLabel('Instructions as JSON');
  await expect(code).toHaveValue(/"selector": "div.quote"/);
  await code.fill('[{"id": "a", "type": "wait", "description": "Wait"');
  await expect(dialog.getByRole('alert')).toContainText('JSON error');
  await code.fill('[{"id": "a", "type": "wait", "description": "Wait for the list"}]');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('tab', { name: 'Visual' }).click();
  await expect(dialog.getByLabel('Description')).toHaveValue('Wait for the list');
  await dialog.getByRole('button', { name: 'Save instructions' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Instructions (1)' })).toBeVisible();
});

test('empty states say what to do next', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByText('No jobs available')).toBeVisible();
  await expect(page.getByText('No data captured yet')).toBeVisible();
});

test('Connect to MCP shows REST use and the OpenAPI address, each with a copy button', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect to MCP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to MCP' });
  await dialog.getByRole('tab', { name: 'REST API' }).click();
  const origin = new URL(page.url()).origin;
  await expect(dialog.getByText(`curl -X POST ${origin}/api/execute-scraping`)).toBeVisible();
  const title = 'OpenAPI 3.1 description of every route';
  await dialog.getByRole('button', { name: `Copy ${title}` }).click();
  await expect(dialog.getByRole('button', { name: `${title} copied` })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${origin}/api/openapi.json`,
  );
  await expect(dialog.getByRole('button', { name: `Copy ${title}` })).toBeVisible({
    timeout: 4000,
  });
});
