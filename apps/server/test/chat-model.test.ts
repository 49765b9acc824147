import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatServerMessage } from '@gleaner/shared';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesSite } from './fixtures/quotes-site.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * A stand-in for an OpenAI-compatible endpoint (no real model is reached): structured requests
 * get a column choice, plain ones a reply. It records what it was asked.
 */
async function startFakeModel(): Promise<{
  url: string;
  requests: Record<string, unknown>[];
  close: () => Promise<void>;
}> {
  const requests: Record<string, unknown>[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      requests.push(parsed);
      const structured = 'response_format' in parsed || 'tools' in parsed;
      const content = structured
        ? JSON.stringify({
            fields: [
              { column: 'text', name: 'quote' },
              { column: 'author', name: 'writer' },
            ],
          })
        : 'The model says: 4 quotes found. Answer "yes start" to collect them.';
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'cmpl-1',
          object: 'chat.completion',
          created: 0,
          model: 'fake-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 200, completion_tokens: 40, total_tokens: 240 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('chat with a configured model', () => {
  let server: TestServer;
  let site: { url: string; close: () => Promise<void> };
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  beforeAll(async () => {
    [site, model] = await Promise.all([startQuotesSite(), startFakeModel()]);
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
