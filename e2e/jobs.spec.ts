import { signUp, signUpByApi, uniqueEmail } from './helpers.js';
import { createJobAs, downloadedText, expect, parseCsv, test } from './fixtures/test.js';

const RECORD_PLAN = {
  recordSpec: {
    container: 'div.quote',
    fields: [
      { name: 'text', selector: 'span.text', kind: 'text' },
      { name: 'author', selector: 'small.author', kind: 'text' },
    ],
  },
  follow: 'pagination',
  paginationSelector: 'li.next > a',
};

test('streaming panel: start, cancel and resume a slow job, watching its progress', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  await signUpByApi(page, uniqueEmail('stream'));
  const job = await createJobAs(page, {
    url: `${site.url}/slow/page/1/`,
    instruction: 'Slow quotes',
    plan: RECORD_PLAN,
    options: { maxPages: 3 },
  });
  await page.reload();
  const panel = page.getByRole('region', { name: 'Streaming Job Processing' });
  await expect(panel.getByText('created', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Start' }).click();
  await expect(panel.getByText('processing', { exact: true })).toBeVisible();
  await expect(panel.getByRole('progressbar', { name: 'Job progress' })).toBeVisible();

  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByText('cancelled', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Resume' }).click();
  await expect(panel.getByText('completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('3/3').first()).toBeVisible();
  await expect(
    panel.getByRole('list', { name: 'Live results' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(job.id).toBeTruthy();
});

test('jobs history lists jobs; View shows the results and exports CSV from the server', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  await signUpByApi(page, uniqueEmail('history'));
  const history = page.getByRole('region', { name: 'Scraping Jobs History' });
  await expect(
    history.getByText('No scraping jobs found. Start by creating a new scraping job.'),
  ).toBeVisible();

  const job = await createJobAs(page, {
    url: `${site.url}/page/1/`,
    instruction: 'Every quote with its author, from the first page of the fixture site',
    plan: RECORD_PLAN,
    options: { maxPages: 1 },
  });
  const token = await page.evaluate(() => localStorage.getItem('gleaner-token'));
  await page.request.post(`/api/start-job/${job.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  await expect(async () => {
    await history.getByRole('button', { name: 'Refresh' }).click();
    await expect(history.getByText('Found 4 results')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(history.getByText('completed', { exact: true })).toBeVisible();
  // Instruction cut at 50 characters.
  await expect(
    history.getByText('Every quote with its author, from the first page o…'),
  ).toBeVisible();

  // The row's own Export menu downloads the whole job from the server.
  await history.getByRole('button', { name: 'Export' }).click();
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download JSON' }).click(),
  ]);
  const exported = JSON.parse(await downloadedText(json)) as { total_items: number };
  expect(exported.total_items).toBe(4);

  await history.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Job Details' });
  await expect(dialog.getByText('completed', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^Created /)).toBeVisible();
  await expect(dialog.getByRole('row')).toHaveCount(5);
  await expect(dialog.getByText(/Quote number 1:/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Export Data' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export as CSV by field' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const rows = parseCsv(await downloadedText(download));
  expect(rows[0]).toEqual(['text', 'author']);
  expect(rows.slice(1).map((row) => row[0])).toEqual(
    site.quotes.slice(0, 4).map((quote) => quote.text),
  );
  // The item layout, keyboard only: the menu opens on Enter and the arrows move through it.
  await dialog.getByRole('button', { name: 'Export Data' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Export as JSON' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Export as CSV by field' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('menuitem', { name: 'Export as CSV one item per row' }),
  ).toBeFocused();
  const [items] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const itemRows = parseCsv(await downloadedText(items));
  expect(itemRows[0]).toEqual(['ID', 'Type', 'Content', 'Selector', 'Timestamp', 'Confidence']);
  expect(itemRows).toHaveLength(5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a job run before signing up stays with the person: in the history, with its results', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  await page.goto('/app');
  // The app makes this browser's anonymous id on its first jobs call (the job socket).
  const storedId = () => page.evaluate(() => localStorage.getItem('gleaner-anonymous-id'));
  await expect.poll(storedId).toBeTruthy();
  const asBrowser = { 'x-gleaner-anonymous-id': (await storedId()) ?? '' };
  const created = await page.request.post('/api/jobs', {
    headers: asBrowser,
    data: {
      url: `${site.url}/page/1/`,
      instruction: 'Quotes found before signing up',
      plan: RECORD_PLAN,
      options: { maxPages: 1 },
    },
  });
  expect(created.status()).toBe(201);
  const job = ((await created.json()) as { job: { id: string } }).job;
  await page.reload();
  const panel = page.getByRole('region', { name: 'Streaming Job Processing' });
  await panel.getByRole('button', { name: 'Start' }).click();
  await expect(panel.getByText('completed', { exact: true })).toBeVisible({ timeout: 20_000 });

  // Job Details offers the records table with cell annotations to an anonymous browser too
  // (the app page always shows the history).
  const history = page.getByRole('region', { name: 'Scraping Jobs History' });
  await history.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Job Details' });
  await details.getByRole('button', { name: 'Annotate in a table' }).click();
  const author = () =>
    details
      .getByRole('table', { name: 'Records' })
      .getByRole('button', { name: /^Annotate cell .*:field:author$/ })
      .first();
  await author().click();
  await page.getByRole('menuitem', { name: 'Highlight' }).click();
  await expect(author()).toHaveCSS('background-color', 'rgb(254, 240, 138)');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await signUp(page, uniqueEmail('adopted'));
  await expect(history.getByText('Quotes found before signing up')).toBeVisible();
  await expect(history.getByText('Found 4 results')).toBeVisible();
  // The annotation moved to the account with the job.
  await history.getByRole('button', { name: 'View' }).click();
  await details.getByRole('button', { name: 'Annotate in a table' }).click();
  await expect(author()).toHaveCSS('background-color', 'rgb(254, 240, 138)');
  await page.keyboard.press('Escape');
  // The anonymous id alone no longer reaches it.
  const stale = await page.request.get(`/api/jobs/${job.id}`, { headers: asBrowser });
  expect(stale.status()).toBe(404);

  // Signing out starts a new anonymous session, so what is made next is not handed to whoever
  // signs in on this browser later.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const before = asBrowser['x-gleaner-anonymous-id'];
  await expect.poll(async () => ((await storedId()) ?? before) !== before).toBe(true);
});

test('a closed job socket reconnects after 3 s and events flow again', async ({ page, site }) => {
  test.setTimeout(60_000);
  let connections = 0;
  await page.routeWebSocket(/\/ws\/jobs/, (socket) => {
    connections += 1;
    // The first connection is dropped at once; the next ones reach the real server.
    if (connections === 1) void socket.close();
    else socket.connectToServer();
  });
  await signUpByApi(page, uniqueEmail('reconnect'));
  await expect.poll(() => connections, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  const job = await createJobAs(page, {
    url: `${site.url}/page/1/`,
    instruction: 'After the reconnect',
    plan: RECORD_PLAN,
    options: { maxPages: 3 },
  });
  const panel = page.getByRole('region', { name: 'Streaming Job Processing' });
  // job_created arrives over the reconnected socket: no reload, no poll of a running job.
  await expect(panel.getByText('created', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Start' }).click();
  await expect(panel.getByText('completed', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText('3/3').first()).toBeVisible();
  expect(job.id).toBeTruthy();
});
