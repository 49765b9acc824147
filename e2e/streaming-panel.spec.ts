import { signUpByApi, uniqueEmail } from './helpers.js';
import { expect, test } from './fixtures/test.js';

test('the streaming panel says when it is loading or cannot reach the server, and retries', async ({
  page,
}) => {
  await signUpByApi(page, uniqueEmail('panel-states'));
  const panel = page.getByRole('region', { name: 'Streaming Job Processing' });
  await expect(panel.getByText('No jobs available')).toBeVisible();

  // The list of jobs is slow, then failing: never "No jobs available" while nothing is known.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let failing = true;
  await page.route(/\/api\/jobs(\?|$)/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    await held;
    if (failing)
      return route.fulfill({
        status: 503,
        json: { success: false, error: 'The database is starting; try again in a moment' },
      });
    return route.continue();
  });
  await page.reload();
  await expect(panel.getByText('Loading your latest job…')).toBeVisible();
  await expect(panel.getByText('No jobs available')).toBeHidden();
  release();
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText(
    'Could not load your latest job: The database is starting; try again in a moment',
    { timeout: 10_000 },
  );
  await expect(panel.getByText('No jobs available')).toBeHidden();

  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByText('No jobs available')).toBeVisible();
  await expect(panel.getByRole('alert')).toBeHidden();
});
