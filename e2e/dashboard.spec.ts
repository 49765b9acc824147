import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, WebSocketRoute } from '@playwright/test';
import { signUpByApi, uniqueEmail } from './helpers.js';
import { accessToken, createJobAs, expect, test } from './fixtures/test.js';

const QUOTE_PLAN = {
  recordSpec: {
    container: 'div.quote',
    fields: [{ name: 'text', selector: 'span.text', kind: 'text' }],
  },
  follow: 'none',
};

/** Pictures for a person to look at (DASHBOARD_SHOTS=folder), at desktop and phone widths. */
async function shoot(page: Page, name: string) {
  const folder = process.env.DASHBOARD_SHOTS;
  if (!folder) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways, `${name} scrolls sideways at ${width} px`).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function startJob(page: Page, body: Record<string, unknown>) {
  const job = await createJobAs(page, body);
  const token = await accessToken(page);
  const started = await page.request.post(`/api/start-job/${job.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(started.status()).toBe(200);
  return job.id;
}

test('signed out: the dashboard asks to sign in and leads home', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Please sign in to view your dashboard')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('cards and tab counts follow two jobs, one completed and one failed; socket state and clock', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('dash');
  await signUpByApi(page, email);
  // The job socket passes through here, so the test can drop it as a network would.
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/ws\/jobs/, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(email);
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Summary' });
  await expect(cards.getByText('Total Jobs')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All (0)' })).toBeVisible();

  await startJob(page, { url: `${site.url}/page/1/`, instruction: 'Quotes', plan: QUOTE_PLAN });
  await startJob(page, {
    url: `${site.url}/missing/`,
    instruction: 'A page that is not there',
    plan: QUOTE_PLAN,
  });
  // Live: the socket's job events update the figures without a reload.
  await expect(page.getByRole('tab', { name: 'Completed (1)' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Failed (1)' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'All (2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending (0)' })).toBeVisible();

  await page.getByRole('tab', { name: 'Failed (1)' }).click();
  // The list cuts the reason at 50 characters; hover or focus, and Job Details, give all of it.
  const failed = await page.request.get('/api/dashboard/jobs?tab=failed', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  const reason = ((await failed.json()) as { jobs: { error_message: string }[] }).jobs[0]
    ?.error_message;
  expect(reason?.length).toBeGreaterThan(50);
  const cut = page.getByRole('button', { name: `Error: ${reason}` });
  await expect(cut.locator('[aria-hidden="true"]')).toHaveText(`Error: ${reason?.slice(0, 50)}…`);
  await cut.focus();
  await expect(page.getByRole('tooltip')).toHaveText(`Error: ${reason}`);
  await page
    .getByRole('tabpanel', { name: /^Failed/ })
    .getByRole('button', { name: 'View' })
    .click();
  const details = page.getByRole('dialog', { name: 'Job Details' });
  await expect(details.getByRole('alert')).toHaveText(`Error: ${reason}`);
  await shoot(page, 'dashboard-failed-details');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Completed (1)' }).click();
  await expect(page.getByText(/Found \d+ results/)).toBeVisible();
  await page.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('dialog', { name: 'Job Details' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Active (0)' }).click();
  await expect(page.getByText('No jobs found in this category.')).toBeVisible();
  await page.getByRole('tab', { name: 'Conversations (0)' }).click();
  await expect(
    page.getByText(
      'No AI conversations found. Start a conversation to see your chat history here.',
    ),
  ).toBeVisible();
  await shoot(page, 'dashboard-conversations');
  await page.getByRole('tab', { name: 'AI Analysis' }).click();
  // The data agent mounts here (its own spec tests it); the tab only has to open.
  await expect(page.getByRole('tabpanel', { name: 'AI Analysis' })).toBeVisible();
  await page.getByRole('tab', { name: 'Completed (1)' }).click();
  await shoot(page, 'dashboard-completed');

  await sockets.at(-1)?.close();
  await expect(page.getByText('Disconnected', { exact: true })).toBeVisible();
  // …and it reconnects (3 s later), as the spec's job socket does.
  await expect(page.getByText('Connected', { exact: true })).toBeVisible({ timeout: 7_000 });

  const clock = page.locator('time').first();
  const before = await clock.getAttribute('datetime');
  await expect.poll(() => clock.getAttribute('datetime'), { timeout: 7_000 }).not.toBe(before);
});

test('a job tab past 100 jobs pages: 100 on the first page, the rest on the second, none twice', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  await signUpByApi(page, uniqueEmail('paging'));
  const token = await accessToken(page);
  const seeded = 101;
  const names = Array.from(
    { length: seeded },
    (_, i) => `Seeded job ${String(i + 1).padStart(3, '0')}`,
  );
  const create = async (instruction: string) => {
    const response = await page.request.post('/api/jobs', {
      // With a plan given, nothing is fetched to make one.
      data: { url: `${site.url}/page/1/`, instruction, plan: QUOTE_PLAN },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(201);
  };
  // Created, not started: they stay pending. The first alone, so it is the oldest (page 2's
  // one job); the rest in batches, which keep the single server responsive.
  await create(names[0] ?? '');
  for (let start = 1; start < seeded; start += 25) {
    await Promise.all(names.slice(start, start + 25).map(create));
  }
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: `All (${seeded})` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `Pending (${seeded})` })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Summary' });
  await expect(cards).toContainText(String(seeded));
  await page.getByRole('tab', { name: `Pending (${seeded})` }).click();
  const panel = page.getByRole('tabpanel', { name: /^Pending/ });
  const pager = panel.getByRole('navigation', { name: 'Job pages' });
  const rows = panel.getByRole('listitem');
  const shown = () => rows.getByText(/^Seeded job \d{3}$/).allInnerTexts();

  await expect(pager.getByText('Page 1 of 2')).toBeVisible();
  await expect(rows).toHaveCount(100);
  const first = await shown();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  await expect(rows).toHaveCount(seeded - 100);
  const second = await shown();
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Every job once, across the two pages: newest first, no gap and no overlap at the seam.
  expect(second).toEqual([names[0]]);
  expect([...first, ...second].sort()).toEqual(names);
  await shoot(page, 'dashboard-page-2');
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByText('Page 1 of 2')).toBeVisible();
  await expect(rows).toHaveCount(100);
});

test('System tab: status, the four dialogs, and the live view of a page being rendered', async ({
  page,
}) => {
  // A long walk (status, a live page watched for seconds, four dialogs): over 60 s on CI's machine.
  test.setTimeout(90_000);
  // A page whose image never arrives until released: Chromium keeps it open to be watched.
  const held: ServerResponse[] = [];
  const fixture = createServer((request, response) => {
    if (request.url === '/robots.txt') return void response.end('User-agent: *\nAllow: /\n');
    if (request.url === '/hang.png') return void held.push(response);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      '<!doctype html><html><body style="background:#fef3c7"><h1>Fixture page being rendered</h1>' +
        '<div class="quote"><span class="text">Watched quote</span></div><img src="/hang.png"></body></html>',
    );
  });
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  const fixtureUrl = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}/live`;
  try {
    await signUpByApi(page, uniqueEmail('system'));
    await page.goto('/dashboard');
    await expect(page.getByRole('tab', { name: 'System', selected: true })).toBeVisible();
    const status = page.getByRole('region', { name: 'System Status' });
    await expect(status.getByText(/^Database/)).toBeVisible();
    await expect(status.getByText(/^Job queue/)).toBeVisible();
    await expect(page.getByText(/only counts of everyone else/)).toBeVisible();
    // Server settings are for operators: no setting name, no path on the server.
    await expect(status.getByRole('listitem').filter({ hasText: /^Browser/ })).toContainText(
      'pages that need JavaScript',
    );
    await expect(page.getByRole('tabpanel', { name: 'System' })).not.toContainText(
      /ADMIN_EMAILS|\/usr\/|chromium at/i,
    );

    await startJob(page, {
      url: fixtureUrl,
      instruction: 'The watched quote',
      plan: QUOTE_PLAN,
      options: { maxPages: 1, render: 'always' },
    });
    await page.getByRole('button', { name: /^Browser Sessions/ }).click();
    const sessions = page.getByRole('dialog', { name: 'Browser Sessions' });
    await expect(async () => {
      await sessions.getByRole('button', { name: 'Refresh' }).click();
      await expect(sessions.getByRole('button', { name: 'Watch' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await shoot(page, 'dashboard-sessions');

    let screenshots = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/screenshot')) screenshots += 1;
    });
    await sessions.getByRole('button', { name: 'Watch' }).click();
    const live = page.getByRole('dialog', { name: /Live browser session/ });
    await expect(live.getByText('LIVE', { exact: true })).toBeVisible();
    await expect(live.getByText(fixtureUrl)).toBeVisible();
    const image = live.getByRole('img', { name: `Screenshot of ${fixtureUrl}` });
    await expect(image).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => screenshots, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
    await shoot(page, 'dashboard-live');
    await live.getByRole('button', { name: 'Auto-refresh: ON' }).click();
    await expect(live.getByRole('button', { name: 'Auto-refresh: OFF' })).toBeVisible();
    const taken = screenshots;
    await page.waitForTimeout(5_500);
    expect(screenshots).toBe(taken);

    // The page finishes while watched: said in words, with its last screenshot, not an error.
    held.splice(0).forEach((response) => response.writeHead(404).end());
    await expect(async () => {
      const refresh = live.getByRole('button', { name: 'Refresh', exact: true });
      if (await refresh.isVisible()) await refresh.click();
      await expect(live.getByText(/This page has finished/)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expect(live.getByText('FINISHED', { exact: true })).toBeVisible();
    await expect(live.getByText('Below is the last screenshot taken of it.')).toBeVisible();
    await expect(image).toBeVisible();
    await expect(live.getByText(/page\.screenshot|Target page|closed/)).toHaveCount(0);
    await shoot(page, 'dashboard-live-finished');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    for (const [card, title, shows] of [
      ['Model costs', 'Model costs', /No model calls in this window/],
      ['Database', 'Database', /since the server started/],
      ['Job Queue', 'Job Queue', /scrape-chunk/],
    ] as const) {
      await page.getByRole('button', { name: new RegExp(`^${card}`) }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeVisible();
      await expect(dialog.getByText(shows).first()).toBeVisible();
      if (card === 'Job Queue') await shoot(page, 'dashboard-queue');
      await page.keyboard.press('Escape');
    }
    await shoot(page, 'dashboard-system');
  } finally {
    held.splice(0).forEach((response) => response.writeHead(404).end());
    fixture.closeAllConnections();
    await new Promise<void>((resolve) => fixture.close(() => resolve()));
  }
});
