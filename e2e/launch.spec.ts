import { expect, test } from '@playwright/test';

// The alternative landing screen (spec/core.md): a full-screen looping muted video chosen at
// random from four, the wordmark while it loads, on error and for reduced motion.

test('/launch plays one of the four videos full screen, muted and looping, under the Sign In button', async ({
  page,
}) => {
  // Math.random picks the last of the four.
  await page.addInitScript(() => {
    Math.random = () => 0.99;
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/launch');
  const screen = page.getByRole('region', { name: 'Gleaner' });
  const video = screen.locator('video');
  await expect(video).toHaveAttribute('data-video', 'rows');
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay])).toEqual([
    true,
    true,
    true,
  ]);
  await expect(video.locator('source')).toHaveCount(2);
  await expect(video.locator('source').first()).toHaveAttribute('src', '/launch/rows.webm');
  await expect(video.locator('source').last()).toHaveAttribute('src', '/launch/rows.mp4');
  for (const file of ['rows.webm', 'rows.mp4']) {
    const response = await page.request.get(`/launch/${file}`);
    expect(response.status(), file).toBe(200);
    expect((await response.body()).length, file).toBeLessThanOrEqual(1024 * 1024);
  }
  // The wordmark still names the screen, set small while the video plays.
  await expect(screen).toHaveAttribute('data-playback', 'playing');
  await expect(screen.getByRole('heading', { level: 1, name: 'Gleaner' })).toBeVisible();
  // It covers the screen; the header's button stays above it.
  const box = await screen.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to Gleaner' })).toBeVisible();
});

test('/launch shows the wordmark when the video cannot load', async ({ page }) => {
  await page.route(/\/launch\/.+\.(webm|mp4)$/, (route) => route.fulfill({ status: 404 }));
  await page.goto('/launch');
  const screen = page.getByRole('region', { name: 'Gleaner' });
  await expect(screen).toHaveAttribute('data-playback', 'failed');
  await expect(screen.getByText('Gleaner', { exact: true })).toBeVisible();
  await expect(screen.locator('video')).toHaveCount(0);
});

test('/launch with reduced motion shows the still wordmark and no video', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/launch');
  const screen = page.getByRole('region', { name: 'Gleaner' });
  await expect(screen).toHaveAttribute('data-playback', 'still');
  await expect(screen.getByText('Gleaner', { exact: true })).toBeVisible();
  await expect(screen.locator('video')).toHaveCount(0);
});

test('/launch leads a newcomer to the request box with "Start scraping"', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/launch');
    const start = page.getByRole('link', { name: 'Start scraping' });
    await expect(start).toBeInViewport();
    if (process.env.LAUNCH_SHOTS)
      await page.screenshot({ path: `${process.env.LAUNCH_SHOTS}/launch-${width}.png` });
  }
  await page.getByRole('link', { name: 'Start scraping' }).click();
  await expect(page).toHaveURL(/\/#request$/);
  await expect(page.getByRole('textbox', { name: 'Describe the data you want' })).toBeFocused();
});
