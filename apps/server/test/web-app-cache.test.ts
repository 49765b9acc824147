import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * A built web app as Vite lays it out: fingerprinted files under assets/ never change, so a
 * browser keeps them a year; index.html names the current ones, so it is checked every time.
 */
describe('web app caching', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'gleaner-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Gleaner</title>');
    await writeFile(join(dist, 'assets', 'index-B7kq2ZxR.js'), 'console.log(1)');
    await writeFile(join(dist, 'assets', 'index-Cz3v9QpA.css'), 'body{}');
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer('pglite', { env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
  });

  const cacheControl = async (path: string, method = 'GET') => {
    const response = await fetch(`${server.url}${path}`, { method });
    await response.arrayBuffer();
    return { status: response.status, cache: response.headers.get('cache-control') };
  };

  it('lets browsers keep fingerprinted assets for a year', async () => {
    for (const path of ['/assets/index-B7kq2ZxR.js', '/assets/index-Cz3v9QpA.css']) {
      expect(await cacheControl(path)).toEqual({
        status: 200,
        cache: 'public, max-age=31536000, immutable',
      });
    }
  });

  it('makes browsers revalidate index.html, the SPA fallback and unhashed files', async () => {
    for (const path of ['/', '/index.html', '/app', '/docs?tab=2', '/favicon.svg']) {
      expect(await cacheControl(path)).toEqual({ status: 200, cache: 'no-cache' });
    }
    expect(await cacheControl('/app', 'HEAD')).toEqual({ status: 200, cache: 'no-cache' });
  });

  it('answers a hashed file of an older build with 404, not the app, and not cached', async () => {
    expect(await cacheControl('/assets/index-gone1234.js')).toEqual({
      status: 404,
      cache: 'no-cache',
    });
  });
});
