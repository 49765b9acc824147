import type { Page } from '@playwright/test';
import { signUpByApi, uniqueEmail } from './helpers.js';
import { expect, test } from './fixtures/test.js';

const QUOTE_PLAN = {
  recordSpec: {
    container: 'div.quote',
    fields: [{ name: 'text', selector: 'span.text', kind: 'text' }],
  },
  follow: 'none',
};

/** Pictures for a person to look at (SHARE_SHOTS=folder), at desktop and phone widths. */
async function shoot(page: Page, name: string) {
  const folder = process.env.SHARE_SHOTS;
  if (!folder) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a share link made in Job Details shows the results signed out, until it is revoked', async ({
  page,
  browser,
  site,
}) => {
  test.setTimeout(60_000);
  const token = await signUpByApi(page, uniqueEmail('share'));
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/jobs', {
    headers,
    data: { url: `${site.url}/page/1/`, instruction: 'Quotes', plan: QUOTE_PLAN },
  });
  const job = ((await created.json()) as { job: { id: string } }).job;
  const started = await page.request.post(`/api/start-job/${job.id}`, { headers, data: {} });
  expect(started.status()).toBe(200);

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Completed (1)' }).click({ timeout: 20_000 });
  await page.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Job Details' });
  await details.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share results' });
  await share.getByRole('button', { name: 'Create a link' }).click();
  const address = await share.getByTestId('share-link').getAttribute('href');
  expect(address).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
  await expect(share.getByText('1 working link')).toBeVisible();
  await shoot(page, 'share-dialog');

  // Someone else, signed out, in a browser of their own.
  const stranger = await browser.newContext();
  try {
    const view = await stranger.newPage();
    await view.goto(address!);
    await expect(view.getByRole('heading', { name: 'Shared results' })).toBeVisible();
    await expect(view.getByText(/^\d+ results gathered from/)).toBeVisible();
    await expect(view.getByRole('cell', { name: site.quotes[0]!.text })).toBeVisible();
    await expect(view.getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      /\/api\/share\/.+\/export\?format=csv$/,
    );
    const csv = await view.request.get(
      (await view.getByRole('link', { name: 'CSV' }).getAttribute('href'))!,
    );
    expect(await csv.text()).toContain('Quote number 1');
    await shoot(view, 'shared-page');

    await share.getByRole('button', { name: 'Revoke' }).click();
    await expect(share.getByText('0 working links')).toBeVisible();
    await view.reload();
    await expect(view.getByRole('alert')).toHaveText(
      'This link does not open anything: its owner revoked it, or it was never made.',
    );
    expect((await view.request.get(`/api/share/${address!.split('/').pop()!}`)).status()).toBe(404);
  } finally {
    await stranger.close();
  }
});
