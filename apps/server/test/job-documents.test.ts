import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReportsSite, type ReportsSite } from './fixtures/reports-site.js';
import { backends } from './support/backends.js';
import type { JobEvent } from '@gleaner/shared';
import {
  JOB_ENV,
  eventually,
  signedInUser,
  waitForStatus,
  watchJobs,
} from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

interface Entry {
  type: string;
  url: string;
  confidence: number;
  content: Record<string, unknown>;
}

describe.each(backends)('a job that meets PDFs on %s', (kind) => {
  let server: TestServer;
  let site: ReportsSite;
  let user: { token: string; userId: string };
  beforeAll(async () => {
    [server, site] = await Promise.all([
      startTestServer(kind, { env: JOB_ENV }),
      startReportsSite(),
    ]);
    user = await signedInUser(server);
  });
  afterAll(async () => {
    await server.close();
    await site.close();
  });

  const entriesOf = async (jobId: string) => {
    const detail = await server.call('GET', `/api/jobs/${jobId}?includeData=true`, {
      token: user.token,
    });
    return (detail.body as { data: { entries: Entry[] } }).data.entries;
  };

  const runJob = async (body: Record<string, unknown>) => {
    const created = await server.call('POST', '/api/jobs', { token: user.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { job: { id: string; plan: unknown } }).job.id;
    const started = await server.call('POST', `/api/start-job/${id}`, { token: user.token });
    expect(started.status).toBe(200);
    const done = await waitForStatus(server, id, { token: user.token }, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    return { id, plan: (created.body as { job: { plan: unknown } }).job.plan };
  };

  it('fetches each linked PDF when the plan asks and keeps its text and metadata', async () => {
    const watcher = await watchJobs(server, `token=${user.token}`);
    const { id } = await runJob({
      url: `${site.url}/reports`,
      plan: { selectors: [{ type: 'text', selector: 'h2.title' }], documentText: true },
    });
    // While it read them, its watchers were told which document and page, then that it was done.
    const reading = await eventually(() => {
      const events = watcher.events.filter(
        (event): event is JobEvent & { reading: unknown } =>
          event.job.jobId === id && event.reading !== undefined,
      );
      return events.at(-1)?.reading === null ? events.map((event) => event.reading) : undefined;
    });
    watcher.close();
    expect(reading[0]).toEqual({
      url: `${site.url}/files/annual-2024.pdf`,
      name: 'annual-2024.pdf',
      document: 1,
      documents: 3,
      page: 1,
      pages: 2,
      ocr: false,
    });
    const entries = await entriesOf(id);
    const pdfs = entries.filter((entry) => entry.type === 'pdf');
    expect(pdfs.map((entry) => entry.content.url)).toEqual([
      `${site.url}/files/annual-2024.pdf`,
      `${site.url}/files/safety.pdf`,
      `${site.url}/files/lost.pdf`,
    ]);
    const [annual, safety, lost] = pdfs;
    expect(annual?.content).toMatchObject({
      title: 'Annual report 2024',
      found_on: `${site.url}/reports`,
      text: 'Revenue rose to 12 million euros.\n\nContact: press@example.org',
      page_count: 2,
      pages_read: 2,
      truncated: false,
      metadata: { title: 'Annual report 2024', author: 'Gleaner tests' },
    });
    expect(annual?.confidence).toBe(1);
    expect(safety?.content.text).toBe('Keep the doors closed at night.');
    // A link that leads nowhere is kept with the reason, not dropped in silence.
    expect(lost?.content.text).toBe('');
    expect(lost?.content.error).toMatch(/^Document processing failed: .*404/);
    // The page's own items are still there, before its documents.
    expect(entries.filter((entry) => entry.type === 'text')).toHaveLength(3);
  });

  it('plans reading the PDFs from a sentence that asks for them', async () => {
    const { id, plan } = await runJob({
      url: `${site.url}/reports`,
      instruction: 'every report with its title, and the text of the linked PDFs',
    });
    expect(plan).toMatchObject({ documentText: true });
    const entries = await entriesOf(id);
    expect(entries.filter((entry) => entry.type === 'record').map((e) => e.content.title)).toEqual([
      'Annual report 2024',
      'Safety notice',
      'Lost report',
    ]);
    expect(entries.filter((entry) => entry.type === 'pdf')).toHaveLength(3);
  });

  it('leaves PDFs alone when the plan does not ask for their text', async () => {
    const before = site.hits.length;
    const { id } = await runJob({
      url: `${site.url}/reports`,
      plan: { selectors: [{ type: 'text', selector: 'h2.title' }] },
    });
    expect((await entriesOf(id)).some((entry) => entry.type === 'pdf')).toBe(false);
    expect(site.hits.slice(before).some((path) => path.endsWith('.pdf'))).toBe(false);
  });

  it('reads a scanned PDF it meets by OCR: the page rendered and read, its confidence kept', async () => {
    const scanned = await startReportsSite({ scanned: true });
    try {
      const { id } = await runJob({
        url: `${scanned.url}/reports`,
        plan: { selectors: [{ type: 'text', selector: 'h2.title' }], documentText: true },
      });
      const minutes = (await entriesOf(id)).find(
        (entry) => entry.content.url === `${scanned.url}/files/minutes.pdf`,
      );
      expect(minutes?.content).toMatchObject({ page_count: 1, pages_read: 1, ocr_pages: [1] });
      expect(minutes?.content.text).toContain('MINUTES OF THE BOARD MEETING');
      expect(minutes?.content.text).toContain('budget of EUR 18,500 was approved');
      expect(minutes?.content.ocr_confidence).toBeGreaterThan(0.8);
      expect(minutes?.confidence).toBe(minutes?.content.ocr_confidence);
      expect(minutes?.content.warnings).toEqual([
        expect.stringMatching(/^page 1 had no text layer and was read by OCR/),
      ]);
    } finally {
      await scanned.close();
    }
  });

  it('keeps the page when its time runs out among its PDFs, naming those not read', async () => {
    // A chunk may run for half of JOB_CHUNK_TIMEOUT_SECONDS (1 s here); each PDF takes 1.5 s.
    const [quick, slow] = await Promise.all([
      startTestServer(kind, { env: { ...JOB_ENV, JOB_CHUNK_TIMEOUT_SECONDS: '2' } }),
      startReportsSite({ pdfDelayMs: 1500 }),
    ]);
    try {
      const owner = await signedInUser(quick);
      const created = await quick.call('POST', '/api/jobs', {
        token: owner.token,
        body: {
          url: `${slow.url}/reports`,
          plan: { selectors: [{ type: 'text', selector: 'h2.title' }], documentText: true },
        },
      });
      const id = (created.body as { job: { id: string } }).job.id;
      await quick.call('POST', `/api/start-job/${id}`, { token: owner.token });
      const done = await waitForStatus(quick, id, { token: owner.token }, ['completed', 'failed']);
      expect(done.status).toBe('completed');
      const detail = await quick.call('GET', `/api/jobs/${id}?includeData=true`, {
        token: owner.token,
      });
      const entries = (detail.body as { data: { entries: Entry[] } }).data.entries;
      expect(entries.filter((entry) => entry.type === 'text')).toHaveLength(3);
      expect(entries.filter((entry) => entry.type === 'pdf').map((e) => e.content.error)).toEqual(
        Array(3).fill(
          'Document processing failed: not read: the job stopped reading this page first',
        ),
      );
    } finally {
      await Promise.all([quick.close(), slow.close()]);
    }
  });

  it('reads a PDF address as a document: a one-page scrape of a file', async () => {
    const res = await server.call('POST', '/api/execute-scraping', {
      token: user.token,
      body: { url: `${site.url}/files/safety.pdf`, userId: user.userId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const results = (res.body as { results: { type: string; content: Record<string, unknown> }[] })
      .results;
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      type: 'pdf',
      content: { title: 'Safety notice', text: 'Keep the doors closed at night.', page_count: 1 },
    });
  });
});
