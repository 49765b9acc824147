import type { ChatServerMessage } from '@gleaner/shared';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesSite } from './fixtures/quotes-site.js';
import { startFakeModel, type FakeModel } from './support/fake-model.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Structured requests get a column choice, plain ones a reply. */
const startModel = () =>
  startFakeModel((request) =>
    'response_format' in request || 'tools' in request
      ? JSON.stringify({
          fields: [
            { column: 'text', name: 'quote' },
            { column: 'author', name: 'writer' },
          ],
        })
      : 'The model says: 4 quotes found. Answer "yes start" to collect them.',
  );

describe('chat with a configured model', () => {
  let server: TestServer;
  let site: { url: string; close: () => Promise<void> };
  let model: FakeModel;
  beforeAll(async () => {
    [site, model] = await Promise.all([startQuotesSite(), startModel()]);
    server = await startTestServer('pglite', {
      env: {
        ALLOW_PRIVATE_HOSTS: 'true',
        LLM_BASE_URL: model.url,
        LLM_MODEL: 'fake-model',
        LLM_API_KEY: 'test-key',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([site.close(), model.close()]);
  });

  it('lets the model name the columns and write the reply, and logs its usage and cost', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws?user_id=browser-model`);
    await new Promise((resolve) => socket.once('open', resolve));
    const reply = await new Promise<ChatServerMessage>((resolve) => {
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString()) as ChatServerMessage;
        if (message.type !== 'training_steps') resolve(message);
      });
      socket.send(
        JSON.stringify({
          type: 'chat',
          message: `Get the quotes and authors from ${site.url}/`,
          user_id: 'browser-model',
          context: {},
        }),
      );
    });
    socket.close();
    if (reply.type !== 'response') throw new Error(JSON.stringify(reply));
    expect(reply.message).toBe(
      'The model says: 4 quotes found. Answer "yes start" to collect them.',
    );
    expect(reply.plan?.fields.map((field) => field.name)).toEqual(['quote', 'writer']);
    expect(reply.plan?.sampleRows[0]).toMatchObject({ writer: 'Ada Lovelace' });
    expect(model.requests).toHaveLength(2);

    const logs = await server.database.query<{
      model: string;
      request_type: string;
      input_tokens: number;
      output_tokens: number;
      estimated_cost: number;
      success: boolean;
    }>(
      "select model, request_type, input_tokens, output_tokens, estimated_cost, success from modal_usage_logs where model = 'fake-model' order by request_type",
    );
    expect(logs.map((l) => [l.request_type, l.input_tokens, l.output_tokens, l.success])).toEqual([
      ['plan', 200, 40, true],
      ['reply', 200, 40, true],
    ]);
    // An unknown model is priced at the default 0.00001 per token.
    expect(logs[0]?.estimated_cost).toBeCloseTo(240 * 0.00001, 10);
  });
});
