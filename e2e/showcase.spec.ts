import {
  startDepartmentStore,
  type DepartmentStore,
} from '../apps/server/test/fixtures/department-store-site.js';
import { downloadedText, expect, parseCsv, test } from './fixtures/test.js';

/**
 * The showcase request as a newcomer types it on the landing page: a shop whose front page
 * shows departments and no product. The chat plans it, the job walks every department,
 * subcategory and page, and the export holds each of the 1,000 products once with its price.
 */
let store: DepartmentStore;
test.beforeAll(async () => {
  store = await startDepartmentStore();
});
test.afterAll(async () => {
  await store.close();
});

test('"Get every product name and price" on a front page of departments gives all 1,000 products', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'Describe the data you want' })
    .fill(`Get every product name and price from ${store.url}/`);
  await page.getByRole('button', { name: 'Start AI Conversation' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  const plan = chat.getByLabel('Proposed plan');
  await expect(plan).toBeVisible({ timeout: 60_000 });
  for (const column of ['name', 'price'])
    await expect(
      plan.getByRole('rowheader', { name: new RegExp(`^${column}\\b(?!_)`) }),
    ).toBeVisible();
  await expect(plan.getByText(store.products[0]!.name).first()).toBeVisible();
  // Where the records were read, and the pages the lists under the front page's tiles hold.
  await expect(plan.getByText(/found on one of the lists it links to/)).toBeVisible();
  await expect(
    plan.getByText(
      /8 links on each of the start page's 2 pages, each leading to about \d+ pages of lists and categories/,
    ),
  ).toBeVisible({ timeout: 15_000 });

  await chat.getByLabel('Message to the agent').fill('yes start');
  await chat.getByLabel('Message to the agent').press('Enter');
  const panel = page.getByRole('region', { name: 'Streaming Job Processing' });
  await expect(panel.getByText('completed', { exact: true })).toBeVisible({ timeout: 150_000 });
  const captured = page.getByRole('region', { name: 'Captured Data' });
  await expect(captured.getByText('1,000 items').or(captured.getByText('1000 items'))).toBeVisible({
    timeout: 15_000,
  });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    captured.getByRole('button', { name: 'CSV' }).click(),
  ]);
  const [header, ...rows] = parseCsv(await downloadedText(download));
  const name = header!.indexOf('name');
  const price = header!.indexOf('price');
  expect(name).toBeGreaterThanOrEqual(0);
  expect(price).toBeGreaterThanOrEqual(0);
  expect(rows).toHaveLength(1000);
  const priceOf = new Map(store.products.map((product) => [product.name, product.price]));
  expect(new Set(rows.map((row) => row[name])).size).toBe(1000);
  for (const row of rows) expect(Number(row[price]), row[name]).toBe(priceOf.get(row[name]!));
});
