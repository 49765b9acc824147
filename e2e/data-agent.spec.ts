import type { Page } from '@playwright/test';
import { signUpByApi, uniqueEmail } from './helpers.js';
import { accessToken, createJobAs, downloadedText, expect, test } from './fixtures/test.js';

const QUOTES_PLAN = {
  recordSpec: {
    container: 'div.quote',
    fields: [
      { name: 'text', selector: 'span.text', kind: 'text' },
      { name: 'author', selector: 'small.author', kind: 'text' },
      { name: 'tags', selector: 'a.tag', kind: 'text', multiple: true },
    ],
  },
  follow: 'pagination',
  paginationSelector: 'li.next > a',
};

/** Pictures for a person (DATA_AGENT_SHOTS=folder) at desktop and phone widths; never sideways. */
async function shoot(page: Page, name: string) {
  const folder = process.env.DATA_AGENT_SHOTS;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    if (folder) await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways, `${name} scrolls sideways at ${width} px`).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/**
 * Issue 32: the scraped fields start at the table's left edge, on screen, and every range filter
 * box is whole: inside its heading and, scrolled to, inside the table's visible part.
 */
async function expectReadableTable(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const table = page.getByRole('table', { name: 'Records' });
  const scroller = table.locator('..');
  const view = (await scroller.boundingBox()) as Box;
  const headers = table.getByRole('columnheader');
  await expect(headers.nth(1)).toContainText('text');
  const first = (await headers.nth(1).getByRole('button', { name: 'text' }).boundingBox()) as Box;
  expect(inside(first, view), `the first data column is in the table's view at ${width} px`).toBe(
    true,
  );
  expect(
    first.x + first.width,
    `the first data column is on screen at ${width} px`,
  ).toBeLessThanOrEqual(width);
  const confidence = table.getByRole('columnheader', { name: /Confidence/ });
  await confidence.scrollIntoViewIfNeeded();
  const cell = (await confidence.boundingBox()) as Box;
  const shown = (await scroller.boundingBox()) as Box;
  for (const name of ['Confidence from', 'Confidence to']) {
    const input = table.getByRole('spinbutton', { name });
    const box = (await input.boundingBox()) as Box;
    expect(inside(box, cell), `${name} inside its heading at ${width} px`).toBe(true);
    expect(inside(box, shown), `${name} inside the table's view at ${width} px`).toBe(true);
    // Wide enough for its placeholder ('min' / 'max') and a figure such as 0.85.
    expect(box.width, `${name} width at ${width} px`).toBeGreaterThanOrEqual(64);
  }
  await scroller.evaluate((element) => element.scrollTo({ left: 0 }));
}

/** Signs up, scrapes the fixture's three pages of quotes and opens the AI Analysis tab. */
async function openAnalysis(page: Page, siteUrl: string) {
  await signUpByApi(page, uniqueEmail('agent'));
  const job = await createJobAs(page, {
    url: `${siteUrl}/page/1/`,
    instruction: 'Quotes with author and tags',
    plan: QUOTES_PLAN,
    options: { maxPages: 3 },
  });
  const token = await accessToken(page);
  const headers = { Authorization: `Bearer ${token}` };
  expect(
    (await page.request.post(`/api/start-job/${job.id}`, { headers, data: {} })).status(),
  ).toBe(200);
  await expect
    .poll(
      async () => {
        const reply = await page.request.get(`/api/job-status/${job.id}`, { headers });
        return ((await reply.json()) as { job: { status: string } }).job.status;
      },
      { timeout: 25_000 },
    )
    .toBe('completed');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'AI Analysis' }).click();
  await expect(page.getByText('Total entries')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Records' }).getByRole('row')).toHaveCount(13);
}

test('asks a question over a completed job and sees the answer, its table and how it was answered', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  await openAnalysis(page, site.url);
  const agent = page.getByRole('region', { name: 'AI data agent' });
  const box = agent.getByRole('textbox', { name: 'Question for the data agent' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(agent.getByTestId('question')).toHaveCount(0);

  await box.fill('how many quotes by Ada Lovelace');
  await box.press('Enter');
  const answer = agent.getByTestId('answer').last();
  await expect(answer).toContainText('There are 3 records where author is "Ada Lovelace".');
  await expect(answer).toContainText(
    'How I answered: Computed the number of records over the records where author is "Ada Lovelace".',
  );
  await answer.getByText('The plan it ran').click();
  await expect(answer.locator('pre')).toContainText('"value": "Ada Lovelace"');

  await box.fill('quotes tagged humor');
  await box.press('Enter');
  const listed = agent.getByTestId('answer').last().getByRole('table', { name: 'Answer table' });
  await expect(listed.getByRole('row')).toHaveCount(5);
  await expect(listed.getByRole('columnheader', { name: 'author' })).toBeVisible();

  await agent.getByRole('tab', { name: 'Suggested Prompts' }).click();
  await expect(agent.getByRole('region', { name: 'Insights' })).toBeVisible();
  await agent.getByRole('button', { name: 'Which author has the most records?' }).click();
  await expect(agent.getByTestId('answer').last()).toContainText(
    'author "Ada Lovelace" has the highest number of records: 3',
  );

  await box.fill('tell me something nice');
  await box.press('Enter');
  const declined = agent.getByTestId('answer').last();
  await expect(declined).toContainText('I could not tell what to compute from that question');
  await expect(declined.getByRole('table', { name: 'Answer table' })).toHaveCount(0);
  await expect(declined.getByText('The plan it ran')).toHaveCount(0);
  await shoot(page, 'data-agent-chat');
});

test('the records table searches and sorts on the server; the JSON viewer copies; exports hold the spec document', async ({
  page,
  site,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAnalysis(page, site.url);
  const table = page.getByRole('table', { name: 'Records' });
  await page.getByRole('textbox', { name: 'Search records' }).fill('Grace Hopper');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('2 matching')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search records' }).fill('');
  await table.getByRole('button', { name: 'author', exact: true }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Ada Lovelace');
  await table.getByRole('button', { name: 'author', exact: true }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Grace Hopper');
  // Annotations: a highlight, and a note that cannot be saved blank.
  const cell = table.getByRole('button', { name: /^Annotate cell .*:field:author$/ }).first();
  await cell.click();
  await page.getByRole('menuitem', { name: 'Highlight' }).click();
  await expect(cell).toHaveCSS('background-color', 'rgb(254, 240, 138)');
  await cell.click();
  await page.getByRole('menuitem', { name: 'Add note…' }).click();
  const note = page.getByRole('dialog', { name: 'Note' });
  await note.getByRole('textbox', { name: 'Note' }).fill('   ');
  await expect(note.getByRole('button', { name: 'Save note' })).toBeDisabled();
  await note.getByRole('textbox', { name: 'Note' }).fill('  Check this author  ');
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(cell.getByLabel('Note: Check this author')).toBeVisible();
  await shoot(page, 'data-agent-table');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = JSON.parse(await downloadedText(await download)) as {
    metadata: { totalEntries: number; dataTypes: string[]; jobId: string; lastUpdated: string };
    entries: unknown[];
  };
  expect(file.metadata.totalEntries).toBe(12);
  expect(file.metadata.dataTypes).toEqual(['record']);
  expect(file.entries).toHaveLength(12);

  await page.getByRole('radio', { name: 'JSON' }).click();
  const tree = page.getByRole('list', { name: 'JSON document' });
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(tree.getByText('Quote number 1:').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Search JSON' }).fill('Barbara Liskov');
  await expect(page.getByText('2 matches')).toBeVisible();
  await page.getByRole('button', { name: 'Copy JSON' }).click();
  await expect(page.getByRole('button', { name: 'JSON copied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy JSON' })).toBeVisible({ timeout: 4000 });
  await shoot(page, 'data-agent-json');
});

test('the records table shows the scraped fields first and its range filters whole, at 1280 and 375 px', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  await openAnalysis(page, site.url);
  // A list field reads as chips, one per item, as in Captured Data: never as JSON (issue 28).
  const first = page
    .getByRole('table', { name: 'Records' })
    .getByRole('row')
    .filter({ hasText: 'Quote number 1:' })
    .getByRole('button', { name: /^Annotate cell .*:field:tags$/ });
  for (const tag of ['computing', 'life'])
    await expect(first.getByText(tag, { exact: true })).toBeVisible();
  await expect(first).not.toContainText('[');
  for (const width of [1280, 375]) await expectReadableTable(page, width);
  await shoot(page, 'data-agent-table-layout');
});

test('the knowledge graph: search, zoom, reset, type badges and the export file', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  await openAnalysis(page, site.url);
  await page.getByRole('radio', { name: 'Graph' }).click();
  // The title names the data drawn: this job's site; the spec's governance title is the sample's.
  const graph = page.getByRole('region', { name: '127.0.0.1 Data Knowledge Graph' });
  const footer = graph.getByLabel('Graph status');
  // Root, three fields, five authors and six tags shared by several quotes, twelve quotes.
  await expect(footer).toContainText('27 nodes · 50 links · zoom 1.00');
  await graph.getByRole('textbox', { name: 'Search graph' }).fill('lovelace');
  await expect(footer).toContainText('1 matching');
  await graph.getByRole('button', { name: 'Zoom in' }).click();
  await expect(footer).toContainText('zoom 1.20');
  for (let i = 0; i < 12; i += 1) await graph.getByRole('button', { name: 'Zoom in' }).click();
  await expect(footer).toContainText('zoom 5.00');
  await graph.getByRole('button', { name: 'Reset view' }).click();
  await expect(footer).toContainText('zoom 1.00');
  const measures = graph.getByRole('button', { name: 'measure (12)' });
  await expect(measures).toHaveAttribute('aria-pressed', 'true');
  await measures.click();
  await expect(measures).toHaveAttribute('aria-pressed', 'false');
  await graph.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByText('Display Options')).toBeVisible();
  await page.keyboard.press('Escape');
  await shoot(page, 'data-agent-graph');

  const download = page.waitForEvent('download');
  await graph.getByRole('button', { name: 'Export' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^knowledge-graph-\d+\.json$/);
  const file = JSON.parse(await downloadedText(saved)) as {
    nodes: { type: string }[];
    links: unknown[];
    metadata: { title: string; totalNodes: number; totalLinks: number; timestamp: string };
  };
  expect(file.metadata).toMatchObject({
    title: '127.0.0.1 Data Knowledge Graph',
    totalNodes: 27,
    totalLinks: 50,
  });
  expect(file.nodes.filter((n) => n.type === 'measure')).toHaveLength(12);

  // The sample governance data: a job of one's own, drawn with countries as the spec names them.
  await page.getByRole('button', { name: 'Load sample governance data' }).click();
  await expect(page.getByRole('combobox', { name: 'Job to analyse' })).toHaveValue(/.+/);
  await expect(page.getByText('Total entries').locator('..')).toContainText('72');
  const governance = page.getByRole('region', { name: 'Governance Data Knowledge Graph' });
  await expect(governance.getByRole('button', { name: 'country (12)' })).toBeVisible();
  await page.waitForTimeout(2500);
  await shoot(page, 'data-agent-governance');
});
