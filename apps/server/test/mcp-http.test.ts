import { request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import { JOB_ENV, eventually, signedInUser } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

type TextResult = { content: { type: string; text: string }[]; isError?: boolean };

/** The text a tool answered with, as JSON when it is JSON. */
function parsed(result: unknown): Record<string, unknown> {
  const { content, isError } = result as TextResult;
  expect(isError, content[0]?.text).toBeFalsy();
  return JSON.parse(content[0]?.text ?? '{}') as Record<string, unknown>;
}

describe.each(backends)('MCP over Streamable HTTP on %s', (kind) => {
  let server: TestServer;
  let site: ShopSite;
  let key: { id: string; secret: string };
  let token: string;
  beforeAll(async () => {
    [server, site] = await Promise.all([
      startTestServer(kind, { env: JOB_ENV }),
      startShopSite({ pages: 2, perPage: 3 }),
    ]);
    const user = await signedInUser(server);
    token = user.token;
    const created = await server.call('POST', '/api/keys', { token, body: { name: 'MCP test' } });
    key = {
      id: (created.body as { key: { id: string } }).key.id,
      secret: (created.body as { secret: string }).secret,
    };
  });
  afterAll(async () => {
    await server.close();
    await site.close();
  });

  async function connect(secret: string) {
    const client = new Client({ name: 'gleaner-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${secret}` } },
    });
    await client.connect(transport);
    return client;
  }

  it('lists the tools and runs plan, crawl, status and results as the key’s owner', async () => {
    const client = await connect(key.secret);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual([
        'gleaner_ask',
        'gleaner_cancel_job',
        'gleaner_crawl',
        'gleaner_job_status',
        'gleaner_monitor_changes',
        'gleaner_monitor_create',
        'gleaner_plan',
        'gleaner_results',
        'gleaner_scrape',
      ]);
      for (const tool of tools) {
        expect(tool.description?.length, tool.name).toBeGreaterThan(40);
        expect(tool.inputSchema.type).toBe('object');
      }
      expect(tools.find((t) => t.name === 'gleaner_crawl')?.inputSchema.required).toEqual([
        'url',
        'request',
      ]);

      const request = 'every product with its name and price, all pages';
      const plan = parsed(
        await client.callTool({
          name: 'gleaner_plan',
          arguments: { url: `${site.url}/list/1`, request },
        }),
      ) as { plan: { recordCount: number; fields: { name: string; samples: string[] }[] } };
      expect(plan.plan.recordCount).toBe(3);
      expect(plan.plan.fields.map((f) => f.name)).toEqual(
        expect.arrayContaining(['name', 'price']),
      );
      expect(plan.plan.fields.find((f) => f.name === 'name')?.samples[0]).toBe('Product 1');

      const crawl = parsed(
        await client.callTool({
          name: 'gleaner_crawl',
          arguments: { url: `${site.url}/list/1`, request, maxPages: 5 },
        }),
      ) as { jobId: string; status: string };
      expect(crawl.status).toBe('processing');

      const done = await eventually(
        async () => {
          const status = parsed(
            await client.callTool({
              name: 'gleaner_job_status',
              arguments: { jobId: crawl.jobId },
            }),
          ) as { job: { status: string; totalResults: number } };
          return status.job.status === 'processing' ? undefined : status.job;
        },
        30_000,
        'the crawl to end',
      );
      expect(done).toMatchObject({ status: 'completed', totalResults: 6 });

      const page = parsed(
        await client.callTool({
          name: 'gleaner_results',
          arguments: { jobId: crawl.jobId, offset: 2, limit: 3, fields: ['name'] },
        }),
      ) as { total: number; results: { content: Record<string, unknown> }[] };
      expect(page.total).toBe(6);
      expect(page.results.map((r) => r.content)).toEqual([
        { name: 'Product 3' },
        { name: 'Product 4' },
        { name: 'Product 5' },
      ]);

      // The job is the key owner's, as if made in the browser.
      const status = await server.call('GET', `/api/job-status/${crawl.jobId}`, { token });
      expect(status.status).toBe(200);
    } finally {
      await client.close();
    }
  });

  it('keeps a crawl open with progress notifications when asked, then answers questions on its data', async () => {
    const client = await connect(key.secret);
    try {
      const request = 'every product with its name and price, all pages';
      // Pages slow enough that the job is seen part way, between the server's polls.
      const slow = await startShopSite({ pages: 2, perPage: 3, delayMs: 700 });
      const updates: { progress: number; total?: number; message?: string }[] = [];
      let crawl: { jobId: string; status: string; pages: number; results: number };
      try {
        crawl = parsed(
          await client.callTool(
            { name: 'gleaner_crawl', arguments: { url: `${slow.url}/list/1`, request } },
            undefined,
            { onprogress: (update) => updates.push(update), resetTimeoutOnProgress: true },
          ),
        ) as typeof crawl;
      } finally {
        await slow.close();
      }
      // The call stayed open until the job ended: its reply is the end, not 'processing'.
      expect(crawl).toMatchObject({ status: 'completed', pages: 2, results: 6 });
      expect(updates[0]).toEqual({ progress: 0, message: `Job ${crawl.jobId} started` });
      // Pages done were reported while it ran; the end comes in the reply.
      expect(updates.length, JSON.stringify(updates)).toBeGreaterThan(1);
      for (const update of updates.slice(1)) {
        expect(update.progress).toBeGreaterThanOrEqual(1);
        expect(update.message).toMatch(
          new RegExp(`^Job ${crawl.jobId}: \\d of (at least )?\\d pages, \\d results$`),
        );
      }
      const steps = updates.map((update) => update.progress);
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
      expect(new Set(steps).size).toBe(steps.length);

      // Prices are 10.50 … 15.50: three are over 13.
      const asked = parsed(
        await client.callTool({
          name: 'gleaner_ask',
          arguments: { jobId: crawl.jobId, question: 'products with price over 13' },
        }),
      ) as { answer: string; explanation: string; table: { columns: string[]; rows: unknown[][] } };
      expect(asked.answer).toMatch(/\b3\b/);
      expect(asked.explanation).toMatch(/price/);
      const name = asked.table.columns.indexOf('name');
      expect(asked.table.rows.map((row) => row[name])).toEqual([
        'Product 4',
        'Product 5',
        'Product 6',
      ]);

      const average = parsed(
        await client.callTool({
          name: 'gleaner_ask',
          arguments: { jobId: crawl.jobId, question: 'what is the average price?' },
        }),
      ) as { answer: string };
      expect(average.answer).toMatch(/13(\.0+)?\b/);

      const notMine = (await client.callTool({
        name: 'gleaner_ask',
        arguments: { jobId: 'no-such-job', question: 'how many?' },
      })) as TextResult;
      expect(notMine.isError).toBe(true);
      expect(notMine.content[0]?.text).toMatch(/^Job not found/);
    } finally {
      await client.close();
    }
  });

  it('scrapes one page as records or as Markdown, and reports a bad job id as a tool error', async () => {
    const client = await connect(key.secret);
    try {
      const records = parsed(
        await client.callTool({
          name: 'gleaner_scrape',
          arguments: { url: `${site.url}/list/2`, request: 'every product with name and price' },
        }),
      ) as { count: number; items: { content: Record<string, unknown> }[] };
      expect(records.count).toBe(3);
      expect(records.items[0]?.content.name).toBe('Product 4');

      const markdown = (await client.callTool({
        name: 'gleaner_scrape',
        arguments: { url: `${site.url}/about`, format: 'markdown' },
      })) as TextResult;
      expect(markdown.isError).toBeFalsy();
      expect(markdown.content[0]?.text).toContain('We sell things.');

      const missing = (await client.callTool({
        name: 'gleaner_job_status',
        arguments: { jobId: 'no-such-job' },
      })) as TextResult;
      expect(missing.isError).toBe(true);
      expect(missing.content[0]?.text).toMatch(/^Job not found/);
    } finally {
      await client.close();
    }
  });

  it('refuses a request without a key, with a sign-in token, or with a revoked key', async () => {
    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'raw', version: '1' },
      },
    };
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: JSON.stringify(init),
      });
    const none = await post({});
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer realm="gleaner"/);
    expect((await post({ authorization: `Bearer ${token}` })).status).toBe(401);
    const foreign = await post({
      authorization: `Bearer ${key.secret}`,
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    // DNS rebinding: the attacker's name is both the Origin and the Host; neither is ours.
    const rebound = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify(init);
      const sent = request(
        `${server.url}/mcp`,
        {
          method: 'POST',
          headers: {
            host: 'rebound.example:80',
            origin: 'http://rebound.example:80',
            authorization: `Bearer ${key.secret}`,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
    expect(rebound).toBe(403);

    const other = await server.call('POST', '/api/keys', { token, body: { name: 'to revoke' } });
    const { secret, key: made } = other.body as { secret: string; key: { id: string } };
    expect((await post({ authorization: `Bearer ${secret}` })).status).toBe(200);
    await server.call('DELETE', `/api/keys/${made.id}`, { token });
    const revoked = await post({ authorization: `Bearer ${secret}` });
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toMatch(/invalid_token/);
    await expect(connect(secret)).rejects.toThrow(/401|revoked/);
  });
});
