import { ANONYMOUS_ID_HEADER, type ChatResponse } from '@gleaner/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesSite } from './fixtures/quotes-site.js';
import { backends } from './support/backends.js';
import { openChat } from './support/chat-socket.js';
import { JOB_ENV, signedInUser } from './support/job-helpers.js';
import { startTestServer, uniqueEmail, type TestServer } from './support/test-server.js';

let browsers = 0;
/** A fresh anonymous browser id, as the web app keeps in localStorage. */
function browserId(): string {
  browsers += 1;
  return `chat-owner-${browsers}-${Date.now()}-browser`;
}

/** Everything a reply lets its reader learn of a conversation's plan. */
function revealed(reply: ChatResponse): string {
  return JSON.stringify({
    message: reply.message,
    plan: reply.plan,
    actions: reply.workflow_actions,
  });
}

describe.each(backends)('chat conversations belong to who started them on %s', (kind) => {
  let server: TestServer;
  let site: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    [server, site] = await Promise.all([
      startTestServer(kind, { env: JOB_ENV }),
      startQuotesSite(),
    ]);
  });
  afterAll(async () => {
    await server.close();
    await site.close();
  });

  /** A's anonymous browser plans a scrape of the quotes site; returns its conversation id. */
  async function planAsAnonymous(anonymousId: string): Promise<string> {
    const chat = await openChat(server, `user_id=anonymous&anonymous_id=${anonymousId}`);
    try {
      const reply = await chat.ask(`Get all quotes with their author from ${site.url}/`);
      expect(reply.conversation_state).toBe('planning');
      expect(reply.plan?.url).toBe(`${site.url}/`);
      return reply.conversation_id;
    } finally {
      chat.close();
    }
  }

  it("B sending A's conversation_id neither continues A's conversation nor sees its plan", async () => {
    const a = browserId();
    const conversationId = await planAsAnonymous(a);
    const b = await signedInUser(server);
    const intruders = {
      anonymousB: `user_id=anonymous&anonymous_id=${browserId()}`,
      signedInB: `user_id=${b.userId}&token=${b.token}`,
      noIdentity: 'user_id=anonymous',
    };
    for (const [who, query] of Object.entries(intruders)) {
      const chat = await openChat(server, query);
      try {
        for (const message of ['yes start', 'what is the plan?']) {
          const reply = await chat.ask(message, {
            conversation_id: conversationId,
            conversation_state: 'planning',
          });
          expect(reply.conversation_id, who).not.toBe(conversationId);
          expect(reply.conversation_state, who).toBe('initial');
          expect(reply.plan, who).toBeUndefined();
          expect(reply.workflow_actions, who).toBeUndefined();
          expect(revealed(reply), who).not.toContain(site.url);
          expect(revealed(reply), who).not.toMatch(/author/i);
        }
      } finally {
        chat.close();
      }
    }

    // A's conversation is untouched by all that: A still starts the job from it.
    const own = await openChat(server, `user_id=anonymous&anonymous_id=${a}`);
    try {
      const reply = await own.ask('yes start', { conversation_id: conversationId });
      expect(reply.conversation_id).toBe(conversationId);
      expect(reply.conversation_state).toBe('executing');
      expect(reply.workflow_actions?.[0]).toMatchObject({ type: 'start_job', url: `${site.url}/` });
    } finally {
      own.close();
    }
  });

  it('issues conversation ids itself: a made-up id starts a new conversation under another id', async () => {
    const chat = await openChat(server, `user_id=anonymous&anonymous_id=${browserId()}`);
    try {
      for (const madeUp of ['11111111-2222-4333-8444-555555555555', 'my-own-id']) {
        const reply = await chat.ask(`Get all quotes from ${site.url}/`, {
          conversation_id: madeUp,
        });
        expect(reply.conversation_id).not.toBe(madeUp);
        expect(reply.conversation_id).toMatch(/^[0-9a-f-]{36}$/);
        // The issued id continues on this socket.
        const next = await chat.ask('yes start', { conversation_id: reply.conversation_id });
        expect(next.conversation_id).toBe(reply.conversation_id);
        expect(next.conversation_state).toBe('executing');
      }
    } finally {
      chat.close();
    }
  });

  it('a socket with neither token nor anonymous id keeps its conversation to itself', async () => {
    const first = await openChat(server, 'user_id=anonymous');
    const second = await openChat(server, 'user_id=anonymous');
    try {
      const reply = await first.ask(`Get all quotes from ${site.url}/`);
      const stolen = await second.ask('yes start', { conversation_id: reply.conversation_id });
      expect(stolen.conversation_id).not.toBe(reply.conversation_id);
      expect(stolen.workflow_actions).toBeUndefined();
      const own = await first.ask('yes start', { conversation_id: reply.conversation_id });
      expect(own.conversation_id).toBe(reply.conversation_id);
      expect(own.workflow_actions?.[0]).toMatchObject({ type: 'start_job' });
    } finally {
      first.close();
      second.close();
    }
  });

  it('moves an anonymous conversation to the account at sign-in: A continues it there, the browser no longer can', async () => {
    const a = browserId();
    const conversationId = await planAsAnonymous(a);
    const email = uniqueEmail('chat-owner');
    const body = { email, password: 'secret1' };
    const headers = { [ANONYMOUS_ID_HEADER]: a };
    expect((await server.call('POST', '/api/auth/register', { body })).status).toBe(201);
    const login = await server.call('POST', '/api/auth/login', { body, headers });
    expect(login.status).toBe(200);
    const { user, session } = login.body as {
      user: { id: string };
      session: { access_token: string };
    };

    // The exchange made anonymously is in the account's history.
    const history = await server.call('GET', '/api/conversations', {
      token: session.access_token,
    });
    const stored = (
      history.body as { conversations: { conversation_id: string; user_message: string }[] }
    ).conversations;
    expect(stored.map((row) => row.conversation_id)).toEqual([conversationId]);
    expect(stored[0]?.user_message).toContain('Get all quotes');

    // The anonymous id no longer reaches it.
    const browser = await openChat(server, `user_id=anonymous&anonymous_id=${a}`);
    try {
      const reply = await browser.ask('yes start', { conversation_id: conversationId });
      expect(reply.conversation_id).not.toBe(conversationId);
      expect(reply.workflow_actions).toBeUndefined();
    } finally {
      browser.close();
    }

    // Signed in, A carries on where the plan was left.
    const signedIn = await openChat(server, `user_id=${user.id}&token=${session.access_token}`);
    try {
      const reply = await signedIn.ask('yes start', { conversation_id: conversationId });
      expect(reply.conversation_id).toBe(conversationId);
      expect(reply.conversation_state).toBe('executing');
      expect(reply.workflow_actions?.[0]).toMatchObject({ type: 'start_job', url: `${site.url}/` });
    } finally {
      signedIn.close();
    }
  });
});
