import { signUpByApi, uniqueEmail } from './helpers.js';
import { accessToken, expect, test } from './fixtures/test.js';

test('an over-budget job asked for in the chat is refused there and in the job panel, and Run anyway runs it', async ({
  page,
  site,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUpByApi(page, uniqueEmail('budget'));
  // 50 cents a day: less than an every-page job may cost at its 10,000-page cap (the fixture's
  // pages have a "next" link and nothing that says how many pages follow).
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
    'Estimated cost: up to $1.00 · 10,000 pages (its cap) × $0.0001 a page · no model calls',
  );
  await expect(cost).toContainText(
    'The page has a "next" link but does not say how many pages follow, so this counts the job\'s cap of 10,000 pages',
  );
  await expect(cost).toContainText(
    'Price table of 2026-01-01: $0.0001 a page read over plain HTTP (auto renders only the pages that need it); no pages of your auto-render jobs are measured yet.',
  );
  await expect(cost.getByRole('alert')).toContainText(
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

  // Told to start without the confirmation, the server refuses and nothing runs: the chat says
  // so under the agent's reply, never that it started, and offers both ways on.
  await chat.getByLabel('Message to the agent').fill('yes start');
  await chat.getByLabel('Message to the agent').press('Enter');
  const reply = chat.getByRole('listitem').filter({ hasText: 'Setting up the job' });
  const refusal = reply.getByRole('alert');
  await expect(refusal).toContainText('Not started: over your budget');
  await expect(refusal).toContainText(
    'This job may cost up to $1.00 (10,000 pages at $0.0001), more than the $0.50 left of your daily budget (24 hours) of $0.50.',
  );
  await expect(refusal.getByRole('link', { name: 'Raise budget' })).toHaveAttribute(
    'href',
    '/account?tab=settings#budgets',
  );
  await expect(chat).not.toContainText(/Starting|Started/);
  await expect(page.getByText('AGENT SCRAPING')).toBeHidden();
  // The job panel says the same, with the same buttons.
  const panel = page.getByRole('region', { name: 'Streaming Job Processing' });
  const panelRefusal = panel.getByRole('alert');
  await expect(panelRefusal).toContainText('Not started: over your budget');
  await expect(panelRefusal.getByRole('button', { name: 'Run anyway' })).toBeVisible();
  await expect(panelRefusal.getByRole('link', { name: 'Raise budget' })).toBeVisible();
  const jobs = await page.request.get('/api/jobs', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(((await jobs.json()) as { jobs: unknown[] }).jobs).toHaveLength(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await refusal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`chat-refusal-${width}.png`) });
    await panel.screenshot({ path: testInfo.outputPath(`panel-refusal-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await refusal.getByRole('button', { name: 'Run anyway' }).click();
  await expect(reply).toContainText('Started. Captured items will appear as they arrive');
  await expect(panel.getByRole('alert')).toBeHidden();
  await expect(page.getByText('AGENT SCRAPING')).toBeVisible();
  await expect(panel.getByText('completed', { exact: true })).toBeVisible({ timeout: 45_000 });
});

test('a job stops at its person’s budget with the reason, and Resume finishes it once raised', async ({
  page,
  site,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUpByApi(page, uniqueEmail('budget-stop'));
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
    // The limit with as many decimals as what was spent beside it (dollarsText's pairs).
    /Stopped: your daily budget \(24 hours\) of \$0\.00020 is reached \(\$0\.000\d\d spent\)\. What was captured is kept\. Raise the budget in Account → Settings, then press Resume to continue where it stopped\./,
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
  await signUpByApi(page, uniqueEmail('budget-page'));
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
