import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeModel {
  /** The `/v1` base address to set as LLM_BASE_URL. */
  url: string;
  /** Every request body it was sent, parsed, in order. */
  requests: Record<string, unknown>[];
  close: () => Promise<void>;
}

/**
 * A stand-in for an OpenAI-compatible chat completions endpoint (no real model is reached):
 * `answer` gives the reply's message content for each request, or an HTTP status to fail with.
 */
export async function startFakeModel(
  answer: (request: Record<string, unknown>) => string | { status: number },
  usage = { prompt_tokens: 200, completion_tokens: 40 },
): Promise<FakeModel> {
  const requests: Record<string, unknown>[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      requests.push(parsed);
      const content = answer(parsed);
      res.setHeader('content-type', 'application/json');
      if (typeof content !== 'string') {
        res.statusCode = content.status;
        res.end(JSON.stringify({ error: { message: 'the fake model fails this one' } }));
        return;
      }
      res.end(
        JSON.stringify({
          id: 'cmpl-1',
          object: 'chat.completion',
          created: 0,
          model: 'fake-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
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
