import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { JOB_ENV, eventually, signedInUser } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const gleaner = fileURLToPath(new URL('../../../packages/cli/bin/gleaner.mjs', import.meta.url));

type TextResult = { content: { type: string; text: string }[]; isError?: boolean };
const parsed = (result: unknown) => {
  const { content, isError } = result as TextResult;
  expect(isError, content[0]?.text).toBeFalsy();
  return JSON.parse(content[0]?.text ?? '{}') as Record<string, unknown>;
};

/** `gleaner mcp` as an MCP client starts it: a child process spoken to over stdio. */
function stdioTransport(url: string, key: string) {
  return new StdioClientTransport({
    command: process.execPath,
    args: [gleaner, 'mcp'],
    env: { PATH: process.env.PATH ?? '', GLEANER_URL: url, GLEANER_API_KEY: key },
    stderr: 'pipe',
  });
}

// One database is enough here: the HTTP suite covers both; this checks the stdio transport.
describe('gleaner mcp over stdio', () => {
  let server: TestServer;
  let site: ShopSite;
  let token: string;
  let secret: string;
  let keyId: string;
  beforeAll(async () => {
    [server, site] = await Promise.all([
      startTestServer('pglite', { env: JOB_ENV }),
      startShopSite({ pages: 2, perPage: 2 }),
    ]);
    ({ token } = await signedInUser(server));
    const created = await server.call('POST', '/api/keys', { token, body: { name: 'stdio' } });
    ({ secret } = created.body as { secret: string });
    keyId = (created.body as { key: { id: string } }).key.id;
  });
  afterAll(async () => {
    await server.close();
    await site.close();
  });

  it('lists the tools and runs plan, crawl, status and results against the server', async () => {
    const client = new Client({ name: 'gleaner-test', version: '1.0.0' });
    await client.connect(stdioTransport(server.url, secret));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain('gleaner_crawl');
      const request = 'every product with its name and price, all pages';
      const url = `${site.url}/list/1`;
      const plan = parsed(
        await client.callTool({ name: 'gleaner_plan', arguments: { url, request } }),
      ) as { plan: { recordCount: number } };
      expect(plan.plan.recordCount).toBe(2);
      const { jobId } = parsed(
        await client.callTool({ name: 'gleaner_crawl', arguments: { url, request } }),
      ) as { jobId: string };
      const job = await eventually(
        async () => {
          const status = parsed(
            await client.callTool({ name: 'gleaner_job_status', arguments: { jobId } }),
          ) as { job: { status: string; totalResults: number } };
          return status.job.status === 'processing' ? undefined : status.job;
        },
        30_000,
        'the crawl to end',
      );
      expect(job).toMatchObject({ status: 'completed', totalResults: 4 });
      const results = parsed(
        await client.callTool({ name: 'gleaner_results', arguments: { jobId, limit: 10 } }),
      ) as { total: number; results: { content: { name: string } }[] };
      expect(results.results.map((r) => r.content.name)).toEqual([
        'Product 1',
        'Product 2',
        'Product 3',
        'Product 4',
      ]);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('refuses to start with a revoked key, saying why', async () => {
    await server.call('DELETE', `/api/keys/${keyId}`, { token });
    const transport = stdioTransport(server.url, secret);
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const client = new Client({ name: 'gleaner-test', version: '1.0.0' });
    await expect(client.connect(transport)).rejects.toThrow();
    await eventually(() => stderr.includes('refused the API key') || undefined, 10_000, 'stderr');
    expect(stderr).toMatch(/refused the API key: This API key is not valid or has been revoked/);
  }, 30_000);
});
