import { signUp, uniqueEmail } from './helpers.js';
import { accessToken, expect, test } from './fixtures/test.js';

test('the plan card says what the job may cost and asks before it passes the budget', async ({
  page,
  site,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueEmail('budget'));
  // 50 cents a day: less than an every-page job may cost at its 10,000-page cap.
  const budgets = await page.request.put('/api/budgets', {
    data: { daily: 0.5, weekly: 25, monthly: 100, max_per_request: 0.01 },
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(budgets.status()).toBe(200);

  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill(`Get all quotes with their author and tags from ${site.url}/page/1/, every page`);
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  const card = chat.getByLabel('Proposed plan');
  await expect(card).toBeVisible({ timeout: 20_000 });

  const cost = card.getByRole('region', { name: 'Estimated cost' });
  await expect(cost).toContainText(
    'Estimated cost: up to $1.00 · its cap of 10,000 pages × $0.0001 a page · no model calls',
  );
  await expect(cost).toContainText(
    'Price table of 2026-01-01: $0.0001 a page read over plain HTTP (auto renders only the pages that need it); no pages of your auto-render jobs are measured yet.',
  );
  const question = cost.getByRole('alert');
  await expect(question).toContainText(
    'This is more than the $0.50 left of your daily budget of $0.50. If you run it, it stops when the budget is reached',
  );

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // Pictures to look at (not assertions): the card, and the screen with its estimate in view.
    await cost.scrollIntoViewIfNeeded();
    await card.screenshot({ path: testInfo.outputPath(`plan-card-${width}.png`) });
    await page.screenshot({ path: testInfo.outputPath(`plan-card-screen-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Told to start without the confirmation, the server refuses and nothing runs.
  await chat.getByLabel('Message to the agent').fill('yes start');
  await chat.getByLabel('Message to the agent').press('Enter');
  await expect(
    page.getByText(/more than the \$0\.50 left of your daily budget/).first(),
  ).toBeVisible();
  await expect(page.getByText(/Use Run anyway on the plan card to confirm\./)).toBeVisible();
  const jobs = await page.request.get('/api/jobs', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(((await jobs.json()) as { jobs: unknown[] }).jobs).toHaveLength(0);

  await question.getByRole('button', { name: 'Run anyway' }).click();
  await expect(page.getByText('AGENT SCRAPING')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Streaming Job Processing' });
  await expect(panel.getByText('completed', { exact: true })).toBeVisible({ timeout: 45_000 });
});

test('a job stops at its person’s budget with the reason, and Resume finishes it once raised', async ({
  page,
  site,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueEmail('budget-stop'));
  const setDaily = async (daily: number) => {
    const res = await page.request.put('/api/budgets', {
      data: { daily, weekly: 25, monthly: 100, max_per_request: 0.01 },
      headers: { Authorization: `Bearer ${await accessToken(page)}` },
    });
    expect(res.status()).toBe(200);
  };
  // Two pages' worth ($0.0001 each over HTTP); the fixture has three, served slowly.
  await setDaily(0.0002);
  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill(`Get all quotes with their author and tags from ${site.url}/page/1/, every page`);
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  const card = chat.getByLabel('Proposed plan');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: 'Run anyway' }).click();

  const panel = page.getByRole('region', { name: 'Streaming Job Processing' });
  await expect(panel.getByText('cancelled', { exact: true })).toBeVisible({ timeout: 45_000 });
  // Spent: the pages read and the agent's planning calls in the chat.
  await expect(panel).toContainText(
    /Stopped: your daily budget \(24 hours\) of \$0\.0002 is reached \(\$0\.000\d+ spent\)\. What was captured is kept\. Raise the budget in Account → Settings, then press Resume to continue where it stopped\./,
  );
  await panel.screenshot({ path: testInfo.outputPath('budget-stop-panel.png') });

  await setDaily(5);
  await panel.getByRole('button', { name: 'Resume' }).click();
  await expect(panel.getByText('completed', { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(panel).not.toContainText('Stopped: your daily budget');
});

test('a one-page scrape past the budget asks first, and Scrape anyway reads the page', async ({
  page,
  site,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueEmail('budget-page'));
  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill(`Get all quotes with their author and tags from ${site.url}/page/1/`);
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  await expect(chat.getByLabel('Proposed plan')).toBeVisible({ timeout: 20_000 });
  await chat.getByRole('button', { name: 'Close chat' }).click();

  // What the planning spent, plus half a page read over HTTP ($0.0001): the page does not fit.
  const authorization = { Authorization: `Bearer ${await accessToken(page)}` };
  const estimate = await page.request.post('/api/jobs/estimate', {
    data: { url: `${site.url}/page/1/`, options: { maxPages: 1 } },
    headers: authorization,
  });
  const { spent } = ((await estimate.json()) as { estimate: { budget: { spent: number } } })
    .estimate.budget;
  const daily = Number((spent + 0.00005).toFixed(6));
  const budgets = await page.request.put('/api/budgets', {
    data: { daily, weekly: 25, monthly: 100, max_per_request: 0.01 },
    headers: authorization,
  });
  expect(budgets.status()).toBe(200);

  await page.getByRole('button', { name: 'Scrape this page' }).click();
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Scraping this page may cost up to $0.0001' });
  await expect(toast).toContainText(
    /Scraping this page may cost up to \$0\.0001 \(1 page at \$0\.0001\), more than the \$0\.0000\d+ left of your daily budget \(24 hours\) of \$[\d.]+\. Confirm to scrape it anyway\./,
  );
  const captured = page.getByRole('region', { name: 'Captured Data' });
  await expect(captured.getByText('No data captured yet')).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`page-scrape-confirm-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await toast.getByRole('button', { name: 'Scrape anyway' }).click();
  await expect(captured.getByText('4 items')).toBeVisible({ timeout: 20_000 });
});
