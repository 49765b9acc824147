import type { Page } from '@playwright/test';
import { signUpByApi, uniqueEmail } from './helpers.js';
import { downloadedText, expect, parseCsv, test } from './fixtures/test.js';

/** Sends the hero request and waits for the agent's plan in the chat window. */
async function askForQuotes(page: Page, siteUrl: string) {
  const request = page.getByRole('textbox', { name: 'Describe the data you want' });
  await request.fill(
    `Get all quotes with their author and tags from ${siteUrl}/page/1/, every page`,
  );
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  await expect(chat).toBeVisible();
  await expect(chat.getByLabel('Proposed plan')).toBeVisible({ timeout: 20_000 });
  return chat;
}

async function answer(chat: ReturnType<Page['getByRole']>, text: string) {
  await chat.getByLabel('Message to the agent').fill(text);
  await chat.getByLabel('Message to the agent').press('Enter');
}

test('a page with none of the asked records offers nothing to start, and "yes" starts nothing', async ({
  page,
  site,
}) => {
  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill(`Get all quotes with their author and tags from ${site.url}/about`);
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  const plan = chat.getByLabel('Proposed plan');
  await expect(plan.getByText('Nothing to start on this page.')).toBeVisible({ timeout: 20_000 });
  await expect(plan.getByText(/Estimated cost/)).toHaveCount(0);
  await expect(plan.getByRole('button', { name: 'Monitor this' })).toHaveCount(0);
  await expect(chat.getByText(/There is nothing here to start a job with\./)).toBeVisible();
  await expect(chat.getByText(/Reply "yes"/)).toHaveCount(0);

  await answer(chat, 'yes');
  await expect(
    chat.getByText(/I found no quotes on .*\/about, so there is nothing to start\./),
  ).toBeVisible();
  await expect(page.getByText('AGENT SCRAPING')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Streaming Job Processing' })).toHaveCount(0);
});

test('a visitor asks for every quote, trains, starts, watches, and exports exactly those rows', async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const chat = await askForQuotes(page, site.url);

  const steps = page.getByRole('list', { name: 'Training steps' });
  await expect(steps.getByRole('listitem')).not.toHaveCount(0);
  await expect(steps.locator('[data-status="completed"]')).toHaveCount(
    await steps.getByRole('listitem').count(),
  );
  const plan = chat.getByLabel('Proposed plan');
  for (const column of ['text', 'author', 'tags']) {
    await expect(plan.getByRole('rowheader', { name: column })).toBeVisible();
  }
  await expect(plan.getByText(/Ada Lovelace/)).toBeVisible();
  await expect(plan.getByText(/4 quotes? found/)).toBeVisible();
  await expect(page.getByText('AGENT TRAINING')).toBeVisible();

  await answer(chat, 'yes start');
  await expect(page.getByText('AGENT SCRAPING')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Streaming Job Processing' });
  await expect(panel.getByText('completed', { exact: true })).toBeVisible({ timeout: 45_000 });
  const captured = page.getByRole('region', { name: 'Captured Data' });
  await expect(captured.getByText(`${site.quotes.length} items`)).toBeVisible({ timeout: 10_000 });
  // A list field reads as chips, one per tag, never as JSON.
  const first = captured.getByRole('listitem').first();
  for (const tag of site.quotes[0]?.tags ?? [])
    await expect(first.getByText(tag, { exact: true })).toBeVisible();
  await expect(captured.getByText(/\["/)).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    captured.getByRole('button', { name: 'CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^captured-data-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(await downloadedText(download));
  expect(header).toEqual(['text', 'author', 'tags']);
  expect(rows).toEqual(
    site.quotes.map((quote) => [quote.text, quote.author, quote.tags.join('; ')]),
  );
});

test('picking an element in the page preview adds an extract instruction', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const chat = await askForQuotes(page, site.url);
  await chat.getByRole('button', { name: 'Close chat' }).click();
  const preview = page.getByRole('region', { name: 'Page preview' });
  await preview.getByRole('button', { name: 'Pick' }).click();
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await frame.locator('small.author').first().click();
  await expect(preview.getByText(/\d+ elements match .*author/)).toBeVisible();
  // Expanded, the preview covers the header; Shrink preview can be clicked, and it closes as a
  // dialog does: Escape (with focus in the app, or in the page inside it) and a click beside it.
  const expand = preview.getByRole('button', { name: 'Expand preview' });
  await expand.click();
  await preview.getByRole('button', { name: 'Shrink preview' }).click();
  await expand.click();
  await page.keyboard.press('Escape');
  await expect(expand).toBeVisible();
  const before = await page.getByRole('button', { name: /^Instructions \(\d+\)$/ }).textContent();
  await page.getByRole('button', { name: /^Instructions \(\d+\)$/ }).click();
  const editor = page.getByRole('dialog', { name: 'Agent Instructions' });
  await expect(editor.getByLabel('Selector').last()).toHaveValue(/author/);
  expect(before).toMatch(/Instructions \(\d+\)/);
  await page.keyboard.press('Escape');
  // Focus inside the previewed page: Escape still closes the big view.
  await expand.click();
  await frame.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Escape');
  await expect(expand).toBeVisible();
  await expand.click();
  await page.mouse.click(2, 2);
  await expect(expand).toBeVisible();
});

test('a signed-in person sees the finished job in history and opens it', async ({ page, site }) => {
  test.setTimeout(90_000);
  await signUpByApi(page, uniqueEmail('agent'));
  const chat = await askForQuotes(page, site.url);
  await answer(chat, 'yes start');
  const panel = page.getByRole('region', { name: 'Streaming Job Processing' });
  await expect(panel.getByText('completed', { exact: true })).toBeVisible({ timeout: 45_000 });
  const history = page.getByRole('region', { name: 'Scraping Jobs History' });
  await expect(history.getByText(`Found ${site.quotes.length} results`)).toBeVisible({
    timeout: 10_000,
  });
  await history.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Job Details' });
  await expect(dialog.getByRole('row')).toHaveCount(site.quotes.length + 1);
});

test('an unreachable site: the agent says it could not open the page', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill('Get all quotes from http://127.0.0.1:1/ please');
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  await expect(chat.getByText(/could not open http:\/\/127\.0\.0\.1:1\//i)).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole('list', { name: 'Training steps' }).locator('[data-status="failed"]'),
  ).toHaveCount(1);
});

test('a closed chat socket: the fallback reply, then the next message reconnects', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  // The server end closes the chat socket as soon as the first message arrives.
  await page.routeWebSocket(/\/ws\?/, (socket) => socket.onMessage(() => void socket.close()));
  await page.goto('/');
  const request = page.getByRole('textbox', { name: 'Describe the data you want' });
  await request.fill(`Please scrape the quotes from ${site.url}/page/1/`);
  await request.press('Control+Enter');
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  await expect(chat.getByText(/connectivity problem/)).toBeVisible({ timeout: 10_000 });
  await expect(chat.getByText(`"Please scrape the quotes from ${site.url}/page/1/"`)).toBeVisible();
  // The toast; the failed training step says the same.
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(/The agent did not answer/),
  ).toBeVisible();

  await page.unrouteAll();
  await page.routeWebSocket(/\/ws\?/, (socket) => socket.connectToServer());
  await answer(chat, `Get all quotes with their author from ${site.url}/page/1/`);
  await expect(chat.getByLabel('Proposed plan')).toBeVisible({ timeout: 20_000 });
});

test('scrape this page: the selected captures export as JSON, then Clear empties the panel', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const chat = await askForQuotes(page, site.url);
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await page.getByRole('button', { name: 'Scrape this page' }).click();
  const captured = page.getByRole('region', { name: 'Captured Data' });
  await expect(captured.getByText('4 items')).toBeVisible({ timeout: 20_000 });
  await captured.getByRole('checkbox', { name: /Quote number 2/ }).check();
  await captured.getByRole('checkbox', { name: /Quote number 4/ }).check();
  await expect(captured.getByText('2 of 4 selected')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    captured.getByRole('button', { name: 'JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^captured-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await downloadedText(download)) as {
    exported_at: string;
    total_items: number;
    data: { content: { text: string } }[];
  };
  expect(exported.total_items).toBe(2);
  expect(exported.data.map((item) => item.content.text)).toEqual([
    site.quotes[1]?.text,
    site.quotes[3]?.text,
  ]);
  await captured.getByRole('button', { name: 'Clear' }).click();
  await expect(captured.getByText('No data captured yet')).toBeVisible();
});

test('a job larger than the panel holds: the panel says so and downloads the whole job', async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  // The panel loads one page of a job's results (1,000); a page of 5 shows the same thing here.
  await page.route(/\/api\/jobs\/[^/?]+\?includeData=true$/, (route) =>
    route.continue({ url: `${route.request().url()}&limit=5` }),
  );
  await page.goto('/');
  const chat = await askForQuotes(page, site.url);
  await answer(chat, 'yes start');
  const captured = page.getByRole('region', { name: 'Captured Data' });
  const total = site.quotes.length;
  await expect(captured.getByText('5 items', { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(captured.getByRole('status').filter({ hasText: 'first 5 of' })).toContainText(
    `This panel holds the first 5 of ${total} items of the job`,
  );
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await captured.getByRole('button', { name: `All ${total} items` }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download CSV by field' }).click(),
  ]);
  const [header, ...rows] = parseCsv(await downloadedText(download));
  expect(header).toEqual(['text', 'author', 'tags']);
  expect(rows.map((row) => row[0])).toEqual(site.quotes.map((quote) => quote.text));
});

test('saying "stop" in the chat cancels the running job and the agent goes idle', async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  // Page 2 is held until the job lets go of it: 'stop' always finds the job running.
  const chat = await askForQuotes(page, `${site.url}/held`);
  await answer(chat, 'yes start');
  await expect(page.getByText('AGENT SCRAPING')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Streaming Job Processing' });
  await expect(panel.getByText('processing', { exact: true })).toBeVisible({ timeout: 20_000 });
  await answer(chat, 'stop');
  await expect(panel.getByText('cancelled', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('AGENT SCRAPING')).toBeHidden();
});
