import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTES, startQuotesSite } from './fixtures/quotes-site.js';
import { backends } from './support/backends.js';
import { openChat as openChatSocket } from './support/chat-socket.js';
import { JOB_ENV, signedInUser, waitForStatus } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** The chat socket as the web client opens it: a browser id and a model preference. */
async function openChat(server: TestServer, query: string) {
  const chat = await openChatSocket(server, query);
  return {
    ...chat,
    ask: (message: string, context: Record<string, unknown> = {}) =>
      chat.send(message, { user_id: 'browser-1', context, model_preference: 'llama-3.1-70b' }),
  };
}

describe.each(backends)('chat channel on %s', (kind) => {
  let server: TestServer;
  let site: { url: string; close: () => Promise<void> };
  let user: { token: string; userId: string };
  beforeAll(async () => {
    [server, site] = await Promise.all([
      startTestServer(kind, { env: JOB_ENV }),
      startQuotesSite(),
    ]);
    user = await signedInUser(server);
  });
  afterAll(async () => {
    await server.close();
    await site.close();
  });

  it('trains on the page with live steps, proposes the columns, and starts the job on "yes start"', async () => {
    const chat = await openChat(server, `user_id=${user.userId}&token=${user.token}`);
    try {
      const first = await chat.ask(
        `Get all quotes with their author and tags from ${site.url}/, every page`,
      );
      const steps = first.since.filter((m) => m.type === 'training_steps');
      expect(steps.length).toBeGreaterThanOrEqual(5);
      const reply = first.reply;
      if (reply.type !== 'response') throw new Error(`unexpected ${JSON.stringify(reply)}`);
      expect(reply.conversation_state).toBe('planning');
      expect(reply.training_steps?.map((s) => [s.title, s.status])).toEqual([
        ['Initialize Agent', 'completed'],
        ['Analyze Page Structure', 'completed'],
        ['Train Element Recognition', 'completed'],
        ['Generate Extraction Plan', 'completed'],
        ['Validate on Sample', 'completed'],
      ]);
      const plan = reply.plan;
      expect(plan?.recordCount).toBe(4);
      expect(plan?.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['author', 'tags']));
      expect(plan?.missingFields).toEqual([]);
      expect(plan?.sampleRows[0]).toMatchObject({
        author: 'Ada Lovelace',
        tags: ['life', 'truth'],
      });
      expect(reply.message.length).toBeGreaterThan(20);

      const second = await chat.ask('yes start', {
        conversation_id: reply.conversation_id,
        conversation_state: 'planning',
        url: `${site.url}/`,
      });
      if (second.reply.type !== 'response') throw new Error('no response');
      expect(second.reply.conversation_state).toBe('executing');
      const action = second.reply.workflow_actions?.[0];
      expect(action).toMatchObject({ type: 'start_job', execute_immediately: true });

      // The browser now runs the job with the plan it was given.
      const created = await server.call('POST', '/api/jobs', {
        token: user.token,
        body: {
          url: action?.url,
          instruction: 'quotes',
          plan: action?.plan,
          options: action?.options,
        },
      });
      expect(created.status).toBe(201);
      const jobId = (created.body as { job: { id: string } }).job.id;
      await server.call('POST', `/api/start-job/${jobId}`, { token: user.token });
      const done = await waitForStatus(server, jobId, { token: user.token }, [
        'completed',
        'failed',
      ]);
      expect(done.status).toBe('completed');
      const detail = await server.call('GET', `/api/jobs/${jobId}?includeData=true`, {
        token: user.token,
      });
      const rows = (
        detail.body as { data: { entries: { content: Record<string, unknown> }[] } }
      ).data.entries.map((e) => e.content);
      expect(rows.map((r) => r.author)).toEqual(QUOTES.map((q) => q.author));
      expect(rows.map((r) => r.tags)).toEqual(QUOTES.map((q) => q.tags));

      const history = await server.call(
        'GET',
        `/api/conversations?userId=${user.userId}&limit=50`,
        { token: user.token },
      );
      const stored = (
        history.body as {
          conversations: {
            user_message: string;
            ai_response: string;
            workflow_actions: unknown[] | null;
          }[];
        }
      ).conversations;
      expect(stored).toHaveLength(2);
      expect(stored[0]?.user_message).toBe('yes start');
      expect(stored[0]?.workflow_actions?.length).toBe(1);
      expect(stored[1]?.user_message).toContain('Get all quotes');

      const usage = await server.database.query<{
        model: string;
        request_type: string;
        success: boolean;
        input_tokens: number;
      }>(
        'select model, request_type, success, input_tokens from modal_usage_logs where user_id = $1',
        [user.userId],
      );
      expect(usage).toHaveLength(2);
      expect(usage[0]).toMatchObject({
        model: 'pattern-processor',
        request_type: 'chat',
        success: true,
      });
    } finally {
      chat.close();
    }
  });

  it('answers an unreachable site with a helpful reply, and a bad message with an error', async () => {
    const chat = await openChat(server, 'user_id=anonymous');
    try {
      const { reply } = await chat.ask('Scrape http://127.0.0.1:9/ please');
      expect(reply.type).toBe('response');
      if (reply.type === 'response') expect(reply.conversation_state).toBe('initial');
      chat.socket.send('not json');
      chat.socket.send(JSON.stringify({ type: 'chat', message: '   ' }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const errors = chat.received.filter((m) => m.type === 'error');
      expect(errors.map((e) => (e.type === 'error' ? e.message : ''))).toEqual([
        'Messages must be JSON',
        'message is empty',
      ]);
    } finally {
      chat.close();
    }
  });

  it('keeps conversations private: none without a token, none of others', async () => {
    expect((await server.call('GET', '/api/conversations')).status).toBe(401);
    const other = await signedInUser(server);
    const res = await server.call('GET', '/api/conversations', { token: other.token });
    expect((res.body as { conversations: unknown[] }).conversations).toEqual([]);
    expect(
      (await server.call('GET', `/api/conversations?userId=${user.userId}`, { token: other.token }))
        .status,
    ).toBe(403);
  });
});
