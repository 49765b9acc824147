import { expect, test } from './fixtures/test.js';

/**
 * Two jobs run in one workspace: Captured Data shows one job's results at a time, the newest
 * first, and a picker brings back the other's, each with its own columns, never mixed.
 */
test("Captured Data shows one job's results at a time, with a picker for the other", async ({
  page,
  site,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill(`Get all quotes with their author from ${site.url}/page/1/`);
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  const message = chat.getByLabel('Message to the agent');
  await expect(chat.getByLabel('Proposed plan')).toBeVisible({ timeout: 20_000 });
  await message.fill('yes start');
  await message.press('Enter');
  const captured = page.getByRole('region', { name: 'Captured Data' });
  const firstQuote = site.quotes[0]!.text;
  await expect(captured.getByText(firstQuote)).toBeVisible({ timeout: 45_000 });
  await expect(captured.getByLabel('Captured data of job')).toHaveCount(0);

  const address = `${site.url}/quotes.json`;
  await message.fill(`Get all quotes from ${address}`);
  await message.press('Enter');
  await expect(chat.getByText(`${address} is JSON data, not a web page.`)).toBeVisible({
    timeout: 20_000,
  });
  await message.fill('yes start');
  await message.press('Enter');
  const picker = captured.getByLabel('Captured data of job');
  await expect(picker).toBeVisible({ timeout: 45_000 });
  const total = site.quotes.length;
  await expect(captured.getByText(`${total} items`, { exact: true })).toBeVisible();
  const options = picker.locator('option');
  await expect(options).toHaveCount(2);
  await expect(options.nth(1)).toHaveText(/quotes\.json · \d+ items/);

  // The first job again: its own items only.
  await picker.selectOption({ index: 0 });
  await expect(options.nth(0)).toHaveText(/page\/1\/ · \d+ items?/);
  const firstCount = Number(/(\d+) items?$/.exec((await options.nth(0).textContent()) ?? '')?.[1]);
  await expect(captured.getByText(`${firstCount} items`, { exact: true })).toBeVisible();
  await expect(captured.getByText(firstQuote).first()).toBeVisible();
  await expect(captured.getByRole('listitem')).toHaveCount(firstCount);
});
