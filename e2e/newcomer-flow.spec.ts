import type { Page } from '@playwright/test';
import { downloadedText, expect, parseCsv, test } from './fixtures/test.js';

// The core flow as a newcomer meets it (issue 19): what a person sees after a reload, after a
// cancel, while a crawl follows next links, with an overlong request and an unreachable site.

async function askAndStart(page: Page, address: string) {
  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill(`Get all quotes with their author and tags from ${address}, every page`);
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  await expect(chat.getByLabel('Proposed plan')).toBeVisible({ timeout: 20_000 });
  await chat.getByLabel('Message to the agent').fill('yes start');
  await chat.getByLabel('Message to the agent').press('Enter');
  return chat;
}

test('following next links: page counts as a lower bound, an indeterminate bar, then the data stays after a reload', async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await askAndStart(page, `${site.url}/slow/page/1/`);
  const panel = page.getByRole('region', { name: 'Streaming Job Processing' });
  const bar = panel.getByRole('progressbar', { name: 'Job progress' });
  // After page 1 only page 2 is known: never '1/2' and 50%, but 'at least' and no fraction.
  // The count and the bar are read at one moment: with two browsers busy, the job can finish
  // between two separate checks, and then the bar rightly shows 100.
  let seen = { text: '', indeterminate: null as string | null, valueNow: null as string | null };
  await expect
    .poll(
      async () => {
        seen = await panel.evaluate((element: Element) => {
          const progress = element.querySelector('[role="progressbar"][aria-label="Job progress"]');
          return {
            text: element.textContent ?? '',
            indeterminate: progress?.getAttribute('data-indeterminate') ?? null,
            valueNow: progress?.getAttribute('aria-valuenow') ?? null,
          };
        });
        return seen.text;
      },
      // Every 100 ms: the page shows '1 of at least 2' for about one slow page (1.2 s), and the
      // default back-off to 1 s between reads could step over it on a loaded machine.
      { timeout: 20_000, intervals: [100] },
    )
    .toContain('1 of at least 2');
  expect(seen.indeterminate).toBe('true');
  expect(seen.valueNow).toBeNull();
  expect(seen.text).not.toContain('50%');
  await expect(panel.getByText('completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(panel.locator('dt:text-is("Pages") + dd')).toHaveText('3/3');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  const total = site.quotes.length;
  const captured = page.getByRole('region', { name: 'Captured Data' });
  await expect(captured.getByText(`${total} items`)).toBeVisible({ timeout: 10_000 });

  // An anonymous person reloads: the captured data is still there and exports by field.
  await page.reload();
  await expect(captured.getByText(`${total} items`)).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    captured.getByRole('button', { name: 'CSV' }).click(),
  ]);
  const [header, ...rows] = parseCsv(await downloadedText(download));
  expect(header).toEqual(['text', 'author', 'tags']);
  expect(rows.map((row) => row[0])).toEqual(site.quotes.map((quote) => quote.text));

  // And the browser's own job is listed and opens, as a signed-in person's does.
  await page.goto('/app');
  const history = page.getByRole('region', { name: 'Scraping Jobs History' });
  await expect(history.getByText(`Found ${total} results`)).toBeVisible({ timeout: 10_000 });
  await history.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('dialog', { name: 'Job Details' }).getByRole('row')).toHaveCount(
    total + 1,
  );
});

test('a cancelled job: what it captured reaches Captured Data and exports', async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  // Page 2 is never answered, so the job is still running when Cancel is pressed, however slow
  // the machine (with slow pages alone, a loaded run could finish the job first).
  const chat = await askAndStart(page, `${site.url}/held/page/1/`);
  const panel = page.getByRole('region', { name: 'Streaming Job Processing' });
  await expect(panel.getByText('1 of at least 2')).toBeVisible({ timeout: 20_000 });
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByText('cancelled', { exact: true })).toBeVisible({ timeout: 10_000 });
  const kept = Number(await panel.locator('dt:text-is("Results") + dd').textContent());
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThan(site.quotes.length);

  const captured = page.getByRole('region', { name: 'Captured Data' });
  await expect(captured.getByText(`${kept} items`)).toBeVisible({ timeout: 10_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    captured.getByRole('button', { name: 'JSON' }).click(),
  ]);
  const exported = JSON.parse(await downloadedText(download)) as {
    total_items: number;
    data: { content: { text: string } }[];
  };
  expect(exported.total_items).toBe(kept);
  expect(exported.data.map((item) => item.content.text)).toEqual(
    site.quotes.slice(0, kept).map((quote) => quote.text),
  );

  await page.goto('/app');
  const history = page.getByRole('region', { name: 'Scraping Jobs History' });
  await expect(history.getByText(`Captured ${kept} results`)).toBeVisible({ timeout: 10_000 });
  await history.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('dialog', { name: 'Job Details' }).getByRole('row')).toHaveCount(
    kept + 1,
  );
});

test('a request of 128,000 characters is refused before it is sent, with the reason', async ({
  page,
}) => {
  await page.goto('/');
  const request = page.getByRole('textbox', { name: 'Describe the data you want' });
  await request.fill(`Get every quote from https://quotes.example/ ${'and more '.repeat(14_222)}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Your request' })).toContainText(
    /Your request is 128,\d{3} characters long; the limit is 5,000\./,
  );
  await expect(request).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Start AI Conversation' })).toBeDisabled();
  await request.press('Control+Enter');
  await expect(page.getByRole('dialog', { name: 'AI Conversation' })).toBeHidden();
});

test('a failed chat ends the training: the running step fails with the reason', async ({
  page,
  site,
}) => {
  // The server end closes the chat socket as soon as the first message arrives.
  await page.routeWebSocket(/\/ws\?/, (socket) => socket.onMessage(() => void socket.close()));
  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill(`Get every quote from ${site.url}/page/1/`);
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const steps = page.getByRole('list', { name: 'Training steps' });
  await expect(steps.locator('[data-status="failed"]')).toHaveCount(1, { timeout: 10_000 });
  await expect(steps.locator('[data-status="active"]')).toHaveCount(0);
  await expect(steps.locator('[data-status="failed"]')).toContainText(
    'The agent did not answer: WebSocket not connected',
  );
});

test('an unreachable site: the agent says so in plain words, without error codes', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill('Get all quotes from http://127.0.0.1:1/ please');
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  await expect(
    chat.getByText(
      'I could not open http://127.0.0.1:1/: 127.0.0.1 refused the connection; nothing is serving web pages at that address right now. Check the address and send it again, or try another page.',
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(chat.getByText(/ECONNREFUSED/)).toBeHidden();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('on a 1280 px screen the chat docks beside the workspace: preview and captured data stay visible', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill(`Get all quotes with their author from ${site.url}/page/1/`);
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  await expect(chat.getByLabel('Proposed plan')).toBeVisible({ timeout: 20_000 });
  await expect(chat).toHaveAttribute('data-layout', 'docked');
  const chatBox = await chat.boundingBox();
  for (const name of ['Page preview', 'Captured Data', 'Training steps']) {
    const region = page.getByRole(name === 'Training steps' ? 'list' : 'region', { name });
    await region.scrollIntoViewIfNeeded();
    const box = await region.boundingBox();
    expect(box, name).not.toBeNull();
    expect(overlaps(chatBox as Box, box as Box), `${name} is under the chat`).toBe(false);
  }

  // Floating, it can be minimised to its title bar and expanded again, conversation kept.
  await chat.getByRole('button', { name: 'Float the chat over the page' }).click();
  await expect(chat).toHaveAttribute('data-layout', 'floating');
  await chat.getByRole('button', { name: 'Minimise chat' }).click();
  await expect(chat.getByLabel('Message to the agent')).toBeHidden();
  expect((await chat.boundingBox())?.height).toBeLessThan(80);
  await chat.getByRole('button', { name: 'Expand chat' }).click();
  await expect(chat.getByLabel('Proposed plan')).toBeVisible();
  // The choice is remembered: opened again, the chat floats.
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await page.getByRole('button', { name: 'Open AI Chat' }).first().click();
  await expect(chat).toHaveAttribute('data-layout', 'floating');
});

test('on a 375 px phone the plan card reflows to one block per field, nothing clipped', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  const width = 375;
  await page.setViewportSize({ width, height: 812 });
  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill(`Get all quotes with their author and tags from ${site.url}/page/1/`);
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  const plan = chat.getByLabel('Proposed plan');
  await expect(plan).toBeVisible({ timeout: 20_000 });
  const card = (await plan.boundingBox()) as Box;
  // Each field is a block: its name, where it is read and its samples, then its confidence.
  const fields = plan.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(fields).toHaveCount(3);
  for (const row of await fields.all()) {
    await row.scrollIntoViewIfNeeded();
    const name = (await row.getByRole('rowheader').boundingBox()) as Box;
    const confidence = row.getByTitle('Confidence');
    await expect(confidence).toHaveText(/^\d+%$/);
    const badge = (await confidence.boundingBox()) as Box;
    for (const [what, box] of [
      ['block', (await row.boundingBox()) as Box],
      ['confidence', badge],
    ] as const) {
      expect(box.x, `${what} starts inside the card`).toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width, `${what} ends inside the card`).toBeLessThanOrEqual(
        card.x + card.width,
      );
      expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(width);
    }
    // Stacked, not side by side: the confidence comes below the field's name.
    expect(badge.y).toBeGreaterThan(name.y + name.height - 1);
  }
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(sideways, 'the page scrolls sideways').toBe(false);
  // Whatever is wider than its own box is cut off (or scrolls) inside the card; a box of one
  // pixel is text for screen readers only (the caption, the column headings on a phone).
  const clipped = await plan.evaluate((element: Element) =>
    [element, ...Array.from(element.querySelectorAll('*'))]
      .filter((e) => e.getBoundingClientRect().width > 1 && e.scrollWidth > e.clientWidth + 1)
      .map((e) => `<${e.tagName.toLowerCase()} class="${e.getAttribute('class') ?? ''}">`),
  );
  expect(clipped, 'wider than their box in the plan card').toEqual([]);
  // A picture for a person to look at (NEWCOMER_SHOTS=folder).
  if (process.env.NEWCOMER_SHOTS)
    await page.screenshot({ path: `${process.env.NEWCOMER_SHOTS}/plan-card-${width}.png` });
});

test('a JSON address: the agent says it is data, not a page, and captures its records', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const address = `${site.url}/quotes.json`;
  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill(`Get all quotes from ${address}`);
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  const total = site.quotes.length;
  await expect(
    chat.getByText(
      `${address} is JSON data, not a web page. It holds ${total} records (in quotes) with the fields text, author, tags.`,
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(chat.getByText('The agent is working…')).toBeHidden();
  await chat.getByLabel('Message to the agent').fill('yes start');
  await chat.getByLabel('Message to the agent').press('Enter');
  const captured = page.getByRole('region', { name: 'Captured Data' });
  await expect(captured.getByText(`${total} items`)).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    captured.getByRole('button', { name: 'CSV' }).click(),
  ]);
  const [header, ...rows] = parseCsv(await downloadedText(download));
  expect(header).toEqual(['text', 'author', 'tags']);
  expect(rows.map((row) => [row[0], row[1]])).toEqual(
    site.quotes.map((quote) => [quote.text, quote.author]),
  );
});
