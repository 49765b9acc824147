import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { signUpByApi, uniqueEmail } from './helpers.js';

/** A one-page shop whose prices the test changes between a monitor's runs. */
async function startShop() {
  const products = [
    { slug: 'kettle', name: 'Kettle', price: 20 },
    { slug: 'toaster', name: 'Toaster', price: 25 },
    { slug: 'blender', name: 'Blender', price: 30 },
    { slug: 'mixer', name: 'Mixer', price: 35 },
  ];
  const server: Server = createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (req.url === '/robots.txt') return res.end('User-agent: *\nAllow: /\n');
    const items = products
      .map(
        (p) =>
          `<li class="product"><h3 class="name"><a href="/product/${p.slug}">${p.name}</a></h3><span class="price">£${p.price.toFixed(2)}</span></li>`,
      )
      .join('');
    res.end(
      `<!doctype html><html><head><title>Shop</title></head><body><h1>Shop</h1><ul>${items}</ul></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    products,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function runAndWait(page: Page, summary: RegExp) {
  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByRole('list', { name: 'Runs' }).getByText(summary).first()).toBeVisible({
    timeout: 30_000,
  });
}

test('a monitor made from the plan card runs twice and shows what changed, at 1280 and 375 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shop = await startShop();
  try {
    await signUpByApi(page, uniqueEmail('monitor'));
    await page.goto('/');
    await page
      .getByRole('textbox', { name: 'Describe the data you want' })
      .fill(`Get every product with name and price from ${shop.url}/`);
    await page.getByRole('button', { name: 'Start AI Conversation' }).click();
    const chat = page.getByRole('dialog', { name: 'AI Conversation' });
    const plan = chat.getByLabel('Proposed plan');
    await expect(plan).toBeVisible({ timeout: 20_000 });

    await plan.getByRole('button', { name: 'Monitor this' }).click();
    const dialog = page.getByRole('dialog', { name: 'Monitor this' });
    await dialog.getByRole('combobox', { name: 'Schedule' }).selectOption('manual');
    await dialog.getByRole('button', { name: 'Create monitor' }).click();
    await dialog.getByRole('link', { name: 'Open the monitor' }).click();
    await expect(page).toHaveURL(/\/monitors\/[0-9a-f-]{36}$/);

    await runAndWait(page, /4 new · 0 changed · 0 removed · 0 same/);
    shop.products[1]!.price = 19;
    await runAndWait(page, /0 new · 1 changed · 0 removed · 3 same/);

    const changes = page.getByRole('list', { name: 'Changes' });
    // No link was asked for, so records are known by their name; the price reads as a number.
    await expect(page.getByText('records keyed by name')).toBeVisible();
    const changed = changes.getByRole('listitem').filter({ hasText: 'Toaster' });
    await expect(changed.getByRole('deletion')).toHaveText('25');
    await expect(changed.getByRole('insertion')).toHaveText('19');
    await page
      .getByRole('group', { name: 'Show' })
      .getByRole('button', { name: 'Removed' })
      .click();
    await expect(page.getByText('Nothing of this kind changed in this run.')).toBeVisible();
    await page
      .getByRole('group', { name: 'Show' })
      .getByRole('button', { name: 'Changed' })
      .click();
    await expect(changed.getByRole('insertion')).toHaveText('19');

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(changed.getByRole('insertion')).toBeVisible();
    // The chart takes its new width when its ResizeObserver fires, a frame or more after the
    // viewport changed: what a person sees once the screen has settled must not scroll sideways.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0);

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Monitors' }).click();
    await expect(page.getByRole('list', { name: 'Monitors' }).getByText(/1 changed/)).toBeVisible();
  } finally {
    await shop.close();
  }
});
