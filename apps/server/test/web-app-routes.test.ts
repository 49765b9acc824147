import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_ROUTES } from '@gleaner/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';

/** The server knows the app's route table: a page that does not exist is a 404, still drawn. */
describe('page paths and the route table', () => {
  let server: TestServer;
  let dist: string;
  const html = '<!doctype html><title>Gleaner</title><div id="root"></div>';
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'gleaner-dist-'));
    await writeFile(join(dist, 'index.html'), html);
    server = await startTestServer('pglite', { env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, body: await response.text() };
  };

  it('answers every screen of the route table with the app and 200', async () => {
    for (const path of [...CLIENT_ROUTES, '/docs/', '/contact?topic=sales', '/docs#quick-start'])
      expect(await get(path), path).toEqual({ status: 200, body: html });
  });

  it('answers an unknown page with 404 and the app, which shows its 404 page', async () => {
    for (const path of ['/no-such-page', '/audit-reports', '/app/jobs/123', '/principles'])
      expect(await get(path), path).toEqual({ status: 404, body: html });
    const api = await server.call('GET', '/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.body.success).toBe(false);
  });
});
