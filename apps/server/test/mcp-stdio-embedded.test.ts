import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends, createScratchDatabase } from './support/backends.js';
import { JOB_ENV, eventually, signedInUser } from './support/job-helpers.js';
import { startTestServer } from './support/test-server.js';

const gleaner = fileURLToPath(new URL('../../../packages/cli/bin/gleaner.mjs', import.meta.url));

type TextResult = { content: { type: string; text: string }[]; isError?: boolean };
const parsed = (result: unknown) => {
  const { content, isError } = result as TextResult;
  expect(isError, content[0]?.text).toBeFalsy();
  return JSON.parse(content[0]?.text ?? '{}') as Record<string, unknown>;
};

/** `gleaner mcp` with no GLEANER_URL, as a desktop client starts it: no server anywhere. */
function embedded(dataDir: string, env: Record<string, string> = {}) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [gleaner, 'mcp'],
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...JOB_ENV, ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { transport, stderr: () => stderr };
}

describe('gleaner mcp in-process on the embedded database', () => {
  let site: ShopSite;
  let dataDir: string;
  beforeAll(async () => {
    site = await startShopSite({ pages: 2, perPage: 2 });
    dataDir = await mkdtemp(join(tmpdir(), 'gleaner-mcp-'));
  });
  afterAll(async () => {
    await site.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('plans, scrapes and crawls a local site with no server, and keeps its jobs in DATA_DIR', async () => {
    const { transport, stderr } = embedded(dataDir);
    const client = new Client({ name: 'gleaner-test', version: '1.0.0' });
    await client.connect(transport);
    let jobId: string;
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(
        expect.arrayContaining(['gleaner_plan', 'gleaner_scrape', 'gleaner_crawl', 'gleaner_ask']),
      );
      expect(stderr()).toMatch(/in-process on PGlite in /);

      const url = `${site.url}/list/1`;
      const request = 'every product with its name and price, all pages';
      const plan = parsed(
        await client.callTool({ name: 'gleaner_plan', arguments: { url, request } }),
      ) as { plan: { recordCount: number; fields: { name: string }[] } };
      expect(plan.plan.recordCount).toBe(2);
      expect(plan.plan.fields.map((f) => f.name)).toEqual(
        expect.arrayContaining(['name', 'price']),
      );

      const scraped = parsed(
        await client.callTool({
          name: 'gleaner_scrape',
          arguments: { url: `${site.url}/list/2`, request: 'every product with name and price' },
        }),
      ) as { count: number; items: { content: { name: string; price: string } }[] };
      expect(scraped.count).toBe(2);
      expect(scraped.items.map((item) => item.content.name)).toEqual(['Product 3', 'Product 4']);

      // With progress asked for, the crawl's call lasts until the job ends on this process's
      // worker, and pages done are reported on the way (pages slow enough to be seen part way).
      const slow = await startShopSite({ pages: 2, perPage: 2, delayMs: 700 });
      const updates: { progress: number; message?: string }[] = [];
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
      expect(crawl).toMatchObject({ status: 'completed', pages: 2, results: 4 });
      expect(updates[0]?.message).toBe(`Job ${crawl.jobId} started`);
      expect(updates.slice(1).length, JSON.stringify(updates)).toBeGreaterThan(0);
      expect(updates[1]?.message).toMatch(/pages, \d results$/);
      jobId = crawl.jobId;

      const results = parsed(
        await client.callTool({ name: 'gleaner_results', arguments: { jobId, limit: 10 } }),
      ) as { results: { content: { name: string } }[] };
      expect(results.results.map((r) => r.content.name)).toEqual([
        'Product 1',
        'Product 2',
        'Product 3',
        'Product 4',
      ]);
    } finally {
      await client.close();
    }

    // The database is PGlite's, in DATA_DIR, and outlives the process: a second run sees the job.
    await expect(readFile(join(dataDir, 'mcp-anonymous-id'), 'utf8')).resolves.toMatch(/^mcp-/);
    const again = embedded(dataDir);
    const second = new Client({ name: 'gleaner-test', version: '1.0.0' });
    await second.connect(again.transport);
    try {
      const status = parsed(
        await second.callTool({ name: 'gleaner_job_status', arguments: { jobId } }),
      ) as { job: { status: string; totalResults: number } };
      expect(status.job).toMatchObject({ status: 'completed', totalResults: 4 });
    } finally {
      await second.close();
    }
  }, 120_000);

  it('acts as the owner of a key made on that database, and says so when a server holds the data', async () => {
    const server = await startTestServer('pglite', { env: JOB_ENV });
    const { token } = await signedInUser(server);
    const profile = await server.call('GET', '/api/auth/profile', { token });
    const email = (profile.body as { user: { email: string } }).user.email;
    const made = await server.call('POST', '/api/keys', { token, body: { name: 'local' } });
    const { secret } = made.body as { secret: string };
    const job = await server.call('POST', '/api/jobs', {
      token,
      body: { url: `${site.url}/list/1`, instruction: 'every product with name and price' },
    });
    const jobId = (job.body as { job: { id: string } }).job.id;

    // PGlite's files are the running server's: the in-process run is refused, saying why.
    const busy = embedded(server.dataDir, { GLEANER_API_KEY: secret });
    await expect(
      new Client({ name: 'gleaner-test', version: '1.0.0' }).connect(busy.transport),
    ).rejects.toThrow();
    await expect
      .poll(busy.stderr, { timeout: 20_000 })
      .toMatch(
        /could not run Gleaner in-process: Another Gleaner process \(pid \d+\) is using .* To use that server instead, set GLEANER_URL/,
      );

    await server.close({ keepData: true });
    const { transport, stderr } = embedded(server.dataDir, { GLEANER_API_KEY: secret });
    const client = new Client({ name: 'gleaner-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      expect(stderr()).toContain(`serving tools on stdio for ${email}, in-process on PGlite`);
      // The job its owner made in the web app is the key's to read.
      const status = parsed(
        await client.callTool({ name: 'gleaner_job_status', arguments: { jobId } }),
      ) as { job: { jobId: string; status: string } };
      expect(status.job).toMatchObject({ jobId, status: 'created' });
    } finally {
      await client.close();
      await rm(server.dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it.runIf(backends.includes('postgres'))(
    'runs in-process on PostgreSQL when DATABASE_URL is set',
    async () => {
      const scratch = await createScratchDatabase();
      const { transport, stderr } = embedded(dataDir, { DATABASE_URL: scratch.url });
      const client = new Client({ name: 'gleaner-test', version: '1.0.0' });
      try {
        await client.connect(transport);
        expect(stderr()).toMatch(/in-process on PostgreSQL/);
        const { jobId } = parsed(
          await client.callTool({
            name: 'gleaner_crawl',
            arguments: {
              url: `${site.url}/list/1`,
              request: 'every product with its name and price, all pages',
            },
          }),
        ) as { jobId: string };
        const job = await eventually(
          async () => {
            const status = parsed(
              await client.callTool({ name: 'gleaner_job_status', arguments: { jobId } }),
            ) as { job: { status: string; totalResults: number } };
            return status.job.status === 'processing' ? undefined : status.job;
          },
          60_000,
          'the crawl to end',
        );
        expect(job).toMatchObject({ status: 'completed', totalResults: 4 });
      } finally {
        await client.close();
        await scratch.drop();
      }
    },
    120_000,
  );
});
