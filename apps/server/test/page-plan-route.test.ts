import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';

/** A club's page of talks: records and links to their pages, no picture and no e-mail address. */
const TALKS = `<!doctype html><html><head><title>Talks</title></head><body><h1>This season's talks</h1>
<ul class="talks">${['Moths at night', 'Old maps', 'Bees in town']
  .map(
    (title, i) =>
      `<li class="talk"><h2><a href="/talks/${i + 1}">${title}</a></h2><p class="speaker">Speaker ${i + 1}</p></li>`,
  )
  .join('')}</ul></body></html>`;

/**
 * `POST /api/plan` offers a job only when the plan gathers what was asked, by the chat's own
 * rule: no job of a page's header and footer when none of the links, pictures or addresses
 * asked for is on it.
 */
describe('POST /api/plan: a job only when the page answers', () => {
  let server: TestServer;
  let site: Server;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { ALLOW_PRIVATE_HOSTS: 'true' } });
    site = createServer((req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(req.url === '/' ? TALKS : '<!doctype html><title>Talk</title><h1>A talk</h1>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => site.close(resolve));
  });

  const plan = async (instruction: string) => {
    const res = await server.call('POST', '/api/plan', { body: { url, instruction } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { plan: { recordCount: number }; job: { plan: unknown } | null };
  };

  it('offers the job when what was asked is there', async () => {
    const talks = await plan('every talk with its title and speaker');
    expect(talks.plan.recordCount).toBe(3);
    expect(talks.job).not.toBeNull();
    expect((await plan('all links on this page')).job).not.toBeNull();
  }, 60_000);

  it('offers no job when none of the pictures or e-mail addresses asked for is on the page', async () => {
    for (const instruction of ['all images on this page', 'every e-mail address on this page']) {
      const answer = await plan(instruction);
      expect(answer.plan.recordCount, instruction).toBe(0);
      expect(answer.job, instruction).toBeNull();
    }
  }, 60_000);
});
