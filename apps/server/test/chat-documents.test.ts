import type { ChatResponse } from '@gleaner/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReportsSite, type ReportsSite } from './fixtures/reports-site.js';
import { backends } from './support/backends.js';
import { openChat } from './support/chat-socket.js';
import { JOB_ENV, signedInUser, waitForStatus } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

describe.each(backends)('chat follow-ups about documents and personal data on %s', (kind) => {
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

  it('adds the PDFs to the job, finds the e-mail addresses in them, and turns redaction on', async () => {
    const chat = await openChat(server, `user_id=${user.userId}&token=${user.token}`);
    try {
      const planned = await chat.ask(`Get the title of every report on ${site.url}/reports`);
      expect(planned.plan?.job?.plan.documentText).toBeUndefined();
      const context = { conversation_id: planned.conversation_id };

      const withPdfs = await chat.ask('also get the text of the PDFs', context);
      expect(withPdfs.conversation_state).toBe('planning');
      expect(withPdfs.message).toContain('I will also fetch the PDFs the page links to');
      expect(withPdfs.plan?.job?.plan.documentText).toBe(true);

      const started = await chat.ask('yes', context);
      const action = started.workflow_actions?.[0];
      expect(action).toMatchObject({ type: 'start_job', plan: { documentText: true } });

      // The browser creates and starts the job the action describes.
      const created = await server.call('POST', '/api/jobs', {
        token: user.token,
        body: { url: action?.url, plan: action?.plan, options: action?.options },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const jobId = (created.body as { job: { id: string } }).job.id;
      await server.call('POST', `/api/start-job/${jobId}`, { token: user.token });
      const done = await waitForStatus(server, jobId, { token: user.token }, [
        'completed',
        'failed',
      ]);
      expect(done.status).toBe('completed');

      const found: ChatResponse = await chat.ask('find the e-mail addresses', {
        ...context,
        job_id: jobId,
      });
      // The address is only inside the annual report's PDF.
      expect(found.message).toMatch(/^I found 1 e-mail address in the \d+ captured items:/);
      expect(found.message).toContain('• press@example.org');
      expect(found.entities).toEqual([
        expect.objectContaining({ type: 'email', value: 'press@example.org', status: 'confident' }),
      ]);

      const redact = await chat.ask('remove personal data', context);
      expect(redact.workflow_actions).toEqual([
        expect.objectContaining({ type: 'redact', enabled: true, execute_immediately: true }),
      ]);
      expect(redact.message).toMatch(/Redact personal data" switch is now on/);
    } finally {
      chat.close();
    }
  });

  it("does not search another person's job", async () => {
    const owner = await signedInUser(server);
    const created = await server.call('POST', '/api/jobs', {
      token: owner.token,
      body: { url: `${site.url}/reports`, plan: { selectors: [{ type: 'text', selector: 'h2' }] } },
    });
    const jobId = (created.body as { job: { id: string } }).job.id;
    const chat = await openChat(server, `user_id=${user.userId}&token=${user.token}`);
    try {
      const reply = await chat.ask('find the e-mail addresses', { job_id: jobId });
      expect(reply.message).toMatch(/could not find that job among yours/);
      expect(reply.entities).toBeUndefined();
    } finally {
      chat.close();
    }
  });
});
