import { readFile } from 'node:fs/promises';
import { accessToken, expect, test } from './fixtures/test.js';
import { signUpByApi, uniqueEmail } from './helpers.js';

test('pricing and plans: both sets of plans, Contact Sales, and the calculator with its formula', async ({
  page,
}) => {
  await page.goto('/pricing');
  const pro = page.getByRole('article', { name: 'Pro plan' });
  await expect(pro.getByText('Most Popular')).toBeVisible();
  await expect(pro.getByText('$29')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Free plan' }).getByText('$0')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Free plan' }).getByText('Most Popular'),
  ).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    '/contact',
  );

  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Teams plan' }).getByText('£50')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Pro plan' }).getByText('$20')).toBeVisible();
  await page.getByLabel('Records stored a month').fill('0');
  await page.getByLabel('Model tokens a month').fill('100000');
  await page.getByLabel('Other storage (GB)').fill('1.5');
  // 100,000 × 0.08 / 1,000 = $8.00, plus 2 GB (1.5 rounded up) × $0.125.
  await expect(page.getByText('$8.25')).toBeVisible();
  await expect(page.getByText('Cheapest plan that fits: Pro ($20/month)')).toBeVisible();
  await expect(page.getByText(/Monthly cost = tokens × \$0\.08 \/ 1,000/)).toBeVisible();
  await page.getByLabel('Model tokens a month').fill('150000');
  await expect(page.getByText('Cheapest plan that fits: Teams (£50/month)')).toBeVisible();
  await page.getByLabel('Model tokens a month').fill('lots');
  await expect(page.getByText('Enter a number of 0 or more.')).toBeVisible();
  await expect(page.getByLabel('Model tokens a month')).toHaveValue('lots');
});

test('account: signed out is refused; signed in, each tab, the period toggle and the billing export', async ({
  page,
  site,
}) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Please sign in to view your account')).toBeVisible();

  await signUpByApi(page, uniqueEmail('account'));
  const scrape = await page.request.post('/api/execute-scraping', {
    data: { url: `${site.url}/page/1/`, selectors: [{ type: 'quote', selector: '.quote .text' }] },
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(scrape.status()).toBe(200);
  const items = ((await scrape.json()) as { results: unknown[] }).results.length;
  expect(items).toBeGreaterThan(0);

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`1 · ${items}`)).toBeVisible();
  await expect(page.getByText('0 of 100,000 tokens')).toBeVisible();
  await expect(page.getByText(/of 1,024 MB$/)).toBeVisible();
  await expect(page.getByText('1 of 10 jobs')).toBeVisible();
  await expect(page.getByText('Pages and items per day')).toBeVisible();
  await page.getByRole('button', { name: 'Day' }).click();
  await expect(page.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`1 · ${items}`)).toBeVisible();

  await page.getByRole('tab', { name: 'Storage Breakdown' }).click();
  await expect(page).toHaveURL(/tab=storage/);
  await expect(page.getByText('Scraped data')).toBeVisible();
  await expect(page.getByText('Gleaner keeps no uploaded files.', { exact: false })).toBeVisible();

  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page.getByRole('cell', { name: 'Storage (GB-month, rounded up)' })).toBeVisible();
  // The one page the scrape read is a line of its own, at the price table's $0.0001.
  const pagesLine = page.getByRole('row', { name: /^Pages read over HTTP/ });
  await expect(pagesLine.getByRole('cell')).toHaveText([
    'Pages read over HTTP',
    '1',
    '$0.0001',
    '$0.0001',
  ]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export billing (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^usage-billing-\d{4}-\d{2}-\d{2}\.json$/);
  const bill = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
  expect(Object.keys(bill).sort()).toEqual(['line_items', 'subtotal', 'total', 'usage_period']);
  // No model calls; one page at $0.0001; a few bytes of items bill one whole GB at $0.125.
  expect(bill).toMatchObject({ subtotal: 0.1251, total: 0.1251 });
});

test('settings: plan Free, budgets edited and kept, then the account deleted after typing its e-mail', async ({
  page,
}) => {
  const email = uniqueEmail('settings');
  await signUpByApi(page, email);
  await page.goto('/account?tab=settings');
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Plan type')).toContainText('Free');
  await expect(page.getByText('No alerts', { exact: false })).toBeVisible();

  const daily = page.getByLabel('Daily budget ($)');
  await expect(daily).toHaveValue('5');
  await daily.fill('-2');
  await page.getByRole('button', { name: 'Save budgets' }).click();
  await expect(page.getByText('Daily budget must be more than 0')).toBeVisible();
  await expect(daily).toHaveValue('-2');
  await daily.fill('7.5');
  await page.getByRole('button', { name: 'Save budgets' }).click();
  await expect(page.getByText('Budgets saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Daily budget ($)')).toHaveValue('7.5');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete everything' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Your e-mail address').fill(email);
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: 'correct-horse-7' },
  });
  expect(login.status()).toBe(401);
});
