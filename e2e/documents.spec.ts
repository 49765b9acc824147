import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUpByApi, uniqueEmail } from './helpers.js';
import { accessToken, createJobAs, downloadedText, expect, test } from './fixtures/test.js';

const PEOPLE = [
  { name: 'Jane Smith', email: 'jane.smith@example.org', phone: '+44 20 7946 0958' },
  { name: 'Tom Baker', email: 'tom.baker@example.org', phone: '+44 20 7946 0123' },
];

/** A staff page on 127.0.0.1 (port 0) listing people with their contact details. */
async function startStaffSite() {
  const server = createServer((request, response) => {
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      return response.end('User-agent: *\nAllow: /\n');
    }
    const items = PEOPLE.map(
      (p) =>
        `<li class="person"><b class="name">${p.name}</b> <a class="email" href="mailto:${p.email}">${p.email}</a> <span class="phone">${p.phone}</span></li>`,
    ).join('');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Staff</title><h1>Our staff</h1><ul>${items}</ul>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/staff`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('Job Details shows the personal-data risk; the Redact switch masks it in the exported file', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const site = await startStaffSite();
  try {
    await signUpByApi(page, uniqueEmail('redact'));
    const job = await createJobAs(page, {
      url: site.url,
      instruction: 'Every person with e-mail and phone',
      plan: {
        recordSpec: {
          container: 'li.person',
          fields: [
            { name: 'name', selector: 'b.name', kind: 'text' },
            { name: 'email', selector: 'a.email', kind: 'text' },
            { name: 'phone', selector: 'span.phone', kind: 'text' },
          ],
        },
      },
      options: { maxPages: 1 },
    });
    const headers = { Authorization: `Bearer ${await accessToken(page)}` };
    await page.request.post(`/api/start-job/${job.id}`, { headers });
    await expect(async () => {
      const status = await page.request.get(`/api/job-status/${job.id}`, { headers });
      expect(((await status.json()) as { job: { status: string } }).job.status).toBe('completed');
    }).toPass({ timeout: 20_000 });

    const history = page.getByRole('region', { name: 'Scraping Jobs History' });
    await history.getByRole('button', { name: 'Refresh' }).click();
    await history.getByRole('button', { name: 'Export' }).click();
    const redact = page.getByRole('menuitemcheckbox', { name: 'Redact personal data' });
    await expect(redact).toHaveAttribute('aria-checked', 'false');
    await redact.click();
    // The menu stays open with the switch on, for the person to pick a format.
    await expect(redact).toHaveAttribute('aria-checked', 'true');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-redacted\.json$/);
    const text = await downloadedText(download);
    for (const person of PEOPLE) {
      expect(text).not.toContain(person.email);
      expect(text).not.toContain(person.phone);
      expect(text).not.toContain(person.name);
    }
    const file = JSON.parse(text) as { redacted: string; data: { content: unknown }[] };
    expect(file.redacted).toBe('personal data masked');
    expect(file.data.map((item) => item.content)).toEqual([
      { name: 'J. S.', email: 'j•••@•••.org', phone: '+•• •• •••• ••58' },
      { name: 'T. B.', email: 't•••@•••.org', phone: '+•• •• •••• ••23' },
    ]);

    // Job Details says what personal data the job holds, and why.
    await history.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Job Details' });
    await dialog.getByText('Personal data: high risk').click();
    await expect(
      dialog.getByText('2 named people next to contact details in 2 captured items'),
    ).toBeVisible();
    await expect(dialog.getByText('2 e-mail addresses in 2 captured items')).toBeVisible();
  } finally {
    await site.close();
  }
});
