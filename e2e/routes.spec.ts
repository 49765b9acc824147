import { expect, test } from '@playwright/test';

/** Spec section 2's route table: every screen that is not the landing or app screen. */
const PAGES = [
  ['/dashboard', 'Dashboard'],
  ['/docs', 'Documentation'],
  ['/pricing', 'Pricing'],
  ['/plans', 'Choose Your Plan'],
  ['/account', 'Your Account'],
  ['/principles/ethics', 'Ethics'],
  ['/principles/human-rights', 'Human Rights'],
  ['/principles/privacy-rights', 'Privacy Rights'],
  ['/principles/intellectual-property', 'Intellectual Property'],
  ['/principles/ai-governance', 'AI Governance'],
  ['/social-impact', 'Social Impact'],
  ['/legal-compliance', 'Legal and Compliance'],
  ['/support', 'Support Center'],
  ['/community', 'Community'],
] as const;

test('the landing, launch and app screens render their titles', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Advanced Web Scraping Agent' }),
  ).toBeVisible();
  await expect(page.getByText('Supercharged AI for intelligent data gathering')).toBeVisible();
  // The alternative landing screen (e2e/launch.spec.ts): the video or the wordmark, full screen.
  await page.goto('/launch');
  await expect(page.getByRole('region', { name: 'Gleaner' })).toBeVisible();
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Gleaner' })).toBeVisible();
  await expect(page.getByText('Sign in to keep your job history')).toBeVisible();
});

// One test a route: fourteen page loads in one test's 30 s ran past it on a loaded 2-core machine.
for (const [path, title] of PAGES) {
  test(`${path} renders its title and Back to Home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle(`${title} — Gleaner`);
  });
}

test('an unknown path shows the 404 page, logs the path, and Return to Home works', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(errors.some((text) => text.includes('/no-such-page'))).toBe(true);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Advanced Web Scraping Agent' })).toBeVisible();
});

test('the header and footer link where the spec says', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Gleaner — AI web data gathering');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Gleaner' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'Star' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Intelligent Data Gathering')).toBeVisible();
  const year = new Date().getFullYear();
  await expect(footer.getByText(`© ${year} Gleaner. All rights reserved.`)).toBeVisible();
  await expect(footer.getByText('Committed to Ethical AI')).toBeVisible();
  await expect(footer.getByText('Version 1.0.0')).toBeVisible();
  const hrefs = await footer
    .getByRole('navigation')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/docs',
    '/pricing',
    '/legal-compliance',
    '/support',
    '/community',
    '/principles/ethics',
    '/principles/human-rights',
    '/principles/privacy-rights',
    '/principles/ai-governance',
    '/social-impact',
  ]);

  await footer.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
});

test('the request box needs text; Ctrl+Enter opens the chat with the request', async ({ page }) => {
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Start AI Conversation' });
  const request = page.getByRole('textbox', { name: 'Describe the data you want' });
  await expect(request).toHaveAttribute('placeholder', /books\.toscrape\.com/);
  await expect(start).toBeDisabled();
  await request.fill('   ');
  await expect(start).toBeDisabled();

  const text = 'Get all quotes with their author and tags';
  await request.fill(text);
  await expect(start).toBeEnabled();
  await request.press('Control+Enter');
  const chat = page.getByRole('dialog', { name: 'AI Conversation' });
  await expect(chat.getByText(text)).toBeVisible();
  await expect(request).toHaveValue('');
});

test('Connect to MCP opens a dialog that explains the REST API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Deploy Your Custom Agent' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect to MCP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to MCP' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Desktop apps' })).toBeVisible();
  await expect(dialog.getByText('GLEANER_API_KEY=glnr_YOUR_API_KEY npx gleaner mcp')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Connect to MCP' })).toBeFocused();
});

test('the landing screen fits a 375 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start AI Conversation' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
