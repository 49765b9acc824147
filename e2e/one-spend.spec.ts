import { spendTexts, type UsageSummary } from '@gleaner/shared';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures/test.js';
import { signUpByApi, uniqueEmail } from './helpers.js';

/** The first dollar figure a part of the screen shows. */
async function figureIn(part: Locator): Promise<string> {
  await expect(part).toContainText('$');
  return /\$[\d,.]+/.exec(await part.innerText())?.[0] ?? '';
}

test('one spend: the dashboard, Usage Details, Billing and the daily budget show the same figure for the last 24 hours', async ({
  page,
  site,
}) => {
  // Signed up over the API (the sign-up dialog has tests of its own): the figures are the point.
  const token = await signUpByApi(page, uniqueEmail('spend'));
  const headers = { Authorization: `Bearer ${token}` };
  // Off /app while the calls are made: its Captured Data checks a finished job for personal data
  // (a model call of its own), which would land between the figure read here and the screens.
  await page.goto('about:blank');
  // A page read (a one-page scrape) and a model call (a question to the data agent).
  const scrape = await page.request.post('/api/execute-scraping', {
    data: { url: `${site.url}/page/1/`, instruction: 'quotes and authors', render: 'never' },
    headers,
  });
  expect(scrape.status()).toBe(200);
  const demo = await page.request.post('/api/data-agent/demo', { headers });
  const { jobId } = (await demo.json()) as { jobId: string };
  const ask = await page.request.post('/api/data-agent/ask', {
    data: { jobId, question: 'How many records are there?' },
    headers,
  });
  expect(ask.status()).toBe(200);
  const usage = await page.request.get('/api/usage/summary?period=day', { headers });
  const { cost } = ((await usage.json()) as { summary: UsageSummary }).summary;
  expect(cost.model_calls).toBeGreaterThan(0);
  expect(cost.pages).toBeGreaterThan(0);
  const spent = spendTexts(cost).total;

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'System' }).click();
  const card = page.getByRole('button', { name: /^Model costs/ });
  await expect(card).toContainText('Spent in the last 24 hours: model calls $');
  expect(await figureIn(card)).toBe(spent);

  await page.goto('/account?tab=usage');
  await page.getByRole('button', { name: 'Day' }).click();
  const stat = page.getByText('Spent in the last 24 hours', { exact: true }).locator('..');
  expect(await figureIn(stat)).toBe(spent);

  await page.getByRole('tab', { name: 'Billing' }).click();
  expect(await figureIn(page.getByText(/^Spent in the last 24 hours:/))).toBe(spent);

  await page.getByRole('tab', { name: 'Settings' }).click();
  const budgets = page.locator('#budgets');
  expect(await figureIn(budgets.getByText(/^Spent in the last 24 hours:/))).toBe(spent);
});
