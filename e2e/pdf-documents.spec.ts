import type { Locator, Page } from '@playwright/test';
import { startReportsSite } from '../apps/server/test/fixtures/reports-site.js';
import { signUpByApi, uniqueEmail } from './helpers.js';
import { downloadedText, expect, test } from './fixtures/test.js';

async function answer(chat: Locator, text: string) {
  await chat.getByLabel('Message to the agent').fill(text);
  await chat.getByLabel('Message to the agent').press('Enter');
}

/** Pictures for a person to look at (not assertions), at the spec's two widths. */
async function shoot(page: Page, name: string, target: Locator) {
  const dir = process.env.GLEANER_SHOTS;
  if (!dir) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the chat adds the PDFs to a job, finds their e-mail addresses, turns redaction on; documents show their text and entities', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const site = await startReportsSite();
  try {
    await signUpByApi(page, uniqueEmail('pdfs'));
    await page.goto('/');
    // Signed in before the chat opens, so its socket carries the account from the first message.
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Describe the data you want' })
      .fill(`Get the title of every report on ${site.url}/reports`);
    await page.getByRole('button', { name: 'Start AI Conversation' }).click();
    const chat = page.getByRole('dialog', { name: 'AI Conversation' });
    await expect(chat.getByLabel('Proposed plan')).toBeVisible({ timeout: 20_000 });

    await answer(chat, 'also get the text of the PDFs');
    await expect(chat.getByText(/I will also fetch the PDFs the page links to/)).toBeVisible({
      timeout: 20_000,
    });
    await answer(chat, 'yes');
    const panel = page.getByRole('region', { name: 'Streaming Job Processing' });
    await expect(panel.getByText('completed', { exact: true })).toBeVisible({ timeout: 45_000 });

    // The e-mail address is only inside the annual report's PDF.
    await answer(chat, 'find the e-mail addresses');
    await expect(chat.getByText(/I found 1 e-mail address in the \d+ captured items/)).toBeVisible({
      timeout: 20_000,
    });
    const found = chat.getByRole('list', { name: 'Found in the data' });
    await expect(found.getByRole('listitem')).toHaveCount(1);
    await expect(found.getByRole('listitem')).toContainText(['press@example.org']);
    await expect(found.getByText('E-mail', { exact: true })).toBeVisible();

    await answer(chat, 'remove personal data');
    await expect(chat.getByText(/"Redact personal data" switch is now on/)).toBeVisible();
    await shoot(page, 'chat-entities', found);
    await chat.getByRole('button', { name: 'Close chat' }).click();

    // Captured Data: each PDF with its text folded away, its entities once opened.
    const captured = page.getByRole('region', { name: 'Captured Data' });
    await expect(captured.getByText('Annual report 2024').first()).toBeVisible({ timeout: 10_000 });
    await expect(captured.getByText(/Personal data: (?:high|medium|low) risk/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(captured.getByText('Revenue rose to 12 million euros.')).toBeHidden();
    await captured.getByText('Document text').first().click();
    await expect(captured.getByText(/Revenue rose to 12 million/)).toBeVisible();
    const chips = captured.getByRole('list', { name: 'Entities in Annual report 2024' });
    await expect(chips.getByRole('listitem').filter({ hasText: 'press@example.org' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(chips.getByText('E-mail', { exact: true })).toBeVisible();
    await expect(
      captured.getByRole('alert').filter({ hasText: /404 for .*lost\.pdf/ }),
    ).toBeVisible();
    await shoot(page, 'captured-documents', chips);

    await shoot(page, 'captured-header', captured.getByRole('heading', { name: 'Captured Data' }));

    // Captured Data's own export masks it too (the server reads the items): the switch is on.
    await expect(captured.getByRole('checkbox', { name: 'Redact personal data' })).toBeChecked();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      captured.getByRole('button', { name: 'JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^captured-data-[\d-]+-redacted\.json$/);
    const file = await downloadedText(download);
    expect(file).not.toContain('press@example.org');
    expect(file).toContain('Contact: p•••@•••.org');
    expect(JSON.parse(file)).toMatchObject({ redacted: 'personal data masked', total_items: 6 });

    // The chat's "remove personal data" set the switch of every export menu.
    await page.goto('/app');
    const history = page.getByRole('region', { name: 'Scraping Jobs History' });
    await history.getByRole('button', { name: 'Refresh' }).click();
    await history.getByRole('button', { name: 'Export' }).first().click();
    await expect(
      page.getByRole('menuitemcheckbox', { name: 'Redact personal data' }),
    ).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');

    // Job Details: the same documents, and the job's personal-data badge.
    await history.getByRole('button', { name: 'View' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Job Details' });
    await expect(dialog.getByText(/Personal data: (?:high|medium|low) risk/)).toBeVisible({
      timeout: 15_000,
    });
    await dialog.getByText('Document text').first().click();
    await expect(dialog.getByText(/Contact: press@example\.org/)).toBeVisible();
    await expect(
      dialog
        .getByRole('list', { name: 'Entities in Annual report 2024' })
        .getByRole('listitem')
        .filter({ hasText: 'press@example.org' }),
    ).toBeVisible({ timeout: 15_000 });
    await shoot(page, 'job-details-documents', dialog.getByText('Document text').first());
  } finally {
    await site.close();
  }
});
