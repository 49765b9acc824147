import { CLIENT_ROUTES } from '@gleaner/shared';
import { expect, test } from '@playwright/test';

/** The informational, legal and help pages, each with a section every reader should find. */
const PAGES = [
  ['/principles/ethics', 'Ethics', 'Polite by default'],
  ['/principles/human-rights', 'Human Rights', 'Uses we refuse'],
  ['/principles/privacy-rights', 'Privacy Rights', 'Your data'],
  ['/principles/intellectual-property', 'Intellectual Property', 'Content you gather'],
  ['/principles/ai-governance', 'AI Governance', 'Risk framework'],
  ['/social-impact', 'Social Impact', 'Impact by the Numbers'],
  ['/legal-compliance', 'Legal and Compliance', 'Documents'],
  ['/support', 'Support Center', 'Support hours'],
  ['/community', 'Community', 'Programs'],
  ['/terms', 'Terms of Service', 'Your account'],
  ['/privacy', 'Privacy Policy', 'What is stored'],
  ['/data-protection', 'Data Protection', 'Who is responsible'],
  ['/acceptable-use', 'Acceptable Use Policy', 'Not allowed'],
  ['/security', 'Security', 'Report a vulnerability'],
  ['/status', 'System Status', 'Services'],
  ['/docs', 'Documentation', 'Quick Start'],
] as const;

// One test a page: seventeen page loads in one test's 30 s ran past it on a loaded 2-core machine.
for (const [path, title, section] of PAGES) {
  test(`${path} renders its title, its section "${section}" and Back to Home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: section }), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle(`${title} — Gleaner`);
  });
}

test('the informational pages link where they say: docs search, legal anchors, status, community', async ({
  page,
}) => {
  // The docs carry the CLI's own help, and search narrows them to the sections that match.
  await page.goto('/docs#cli');
  await expect(page.getByLabel('gleaner scrape --help')).toContainText(
    'Usage: gleaner scrape <url>',
  );
  await page
    .getByRole('searchbox', { name: 'Search the documentation' })
    .fill('robots.txt crawl-delay');
  await expect(page.getByRole('heading', { name: 'Best practices' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick Start' })).toBeHidden();
  // Legal links lead to pages that exist, anchors included.
  await page.goto('/legal-compliance');
  await page.getByRole('link', { name: 'Incident Response' }).click();
  await expect(page).toHaveURL(/\/security#report-a-vulnerability$/);
  await expect(page.getByRole('heading', { name: 'Report a vulnerability' })).toBeInViewport();
  // Status is the server's live health check.
  await page.goto('/status');
  await expect(page.getByText('API: Operational')).toBeVisible();
  await expect(page.getByText('Reachable (embedded PGlite).')).toBeVisible();
  // Without a configured address, /github says so instead of leaving the site.
  await page.goto('/github');
  await expect(page.getByText('This Gleaner server has no GitHub community set up.')).toBeVisible();
  // The spec's figures, as given.
  await page.goto('/social-impact');
  await expect(page.getByLabel('Impact by the numbers').getByText('2.3M')).toBeVisible();
  await page.getByRole('link', { name: 'Apply for Pro Bono Access' }).click();
  await expect(page).toHaveURL(/\/contact\?topic=pro-bono$/);
});

test('the contact form checks what is missing, then sends and confirms', async ({ page }) => {
  await page.goto('/support');
  // The chat is the agent: said so, so nobody waits for a person there.
  await expect(page.getByText('Automated, not a person')).toBeVisible();
  await page.getByRole('link', { name: 'Start Chat' }).click();
  await expect(page.getByRole('dialog', { name: 'AI Conversation' })).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/community');
  await page.getByRole('link', { name: 'Join a program' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByLabel('Topic')).toHaveValue('volunteer');
  // No contact address on this server: the page says where the message goes instead.
  await expect(page.getByRole('note')).toContainText('no public contact address');
  await expect(
    page.getByText(/^This server sends no e-mail: your message is kept on it/),
  ).toBeVisible();

  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('E-mail').fill('grace@');
  await page.getByLabel('Message').fill('I would like to help write tutorials for the agent.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Enter an e-mail address we can reply to.')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue(/write tutorials/);

  await page.getByLabel('E-mail').fill('grace@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  // The e2e server has no SMTP_URL: the message is kept for the operator, and the page says so.
  await expect(page.getByText('Thank you, your message is saved on this server.')).toBeVisible();
  await expect(
    page.getByText(
      /^This server sends no e-mail, so nobody was told by mail: its operator reads it there and may reply to grace@example\.com\./,
    ),
  ).toBeVisible();
});

test('no screen scrolls sideways at 375 px; an unknown path answers HTTP 404 with the 404 page', async ({
  page,
}) => {
  // Every screen of the app, each loaded until its network is quiet: ~1 s a screen.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of [...CLIENT_ROUTES, '/no-such-page']) {
    const response = await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBe(0);
    expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
  }
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});
