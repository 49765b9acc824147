import { gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlockedAddressError,
  BodyTooLargeError,
  Fetcher,
  HttpStatusError,
  InvalidOptionsError,
  RobotsDisallowedError,
  TimeoutError,
  TooManyRedirectsError,
  fetchPage,
  isForbiddenAddress,
} from '../src/index.js';
import { HttpEngine } from '../src/http/http-engine.js';
import { FetcherOptionsSchema } from '../src/options.js';
import { safeLookup } from '../src/safety/safe-lookup.js';
import { fixture } from './fixtures.js';
import { html, page, startServer } from './server.js';
import type { FixtureServer } from './server.js';
import { readFileSync } from 'node:fs';

const raw = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

let server: FixtureServer;
let hits429 = 0;
let hits503 = 0;

beforeAll(async () => {
  server = await startServer({
    '/robots.txt': (_q, response) =>
      void response.writeHead(200, { 'content-type': 'text/plain' }).end(fixture('robots.txt')),
    '/ok': html(page('OK')),
    // Answers 304 to its own tag or date, else the page with them.
    '/tagged': (request, response) => {
      const unchanged =
        request.headers['if-none-match'] === '"v1"' ||
        request.headers['if-modified-since'] === 'Tue, 01 Dec 2026 00:00:00 GMT';
      response.writeHead(unchanged ? 304 : 200, {
        'content-type': 'text/html',
        etag: '"v1"',
        'last-modified': 'Tue, 01 Dec 2026 00:00:00 GMT',
      });
      response.end(unchanged ? undefined : page('Tagged'));
    },
    '/r1': (_q, response) => void response.writeHead(301, { location: '/r2' }).end(),
    '/r2': (_q, response) => void response.writeHead(302, { location: '/ok' }).end(),
    '/loop': (_q, response) => void response.writeHead(302, { location: '/loop' }).end(),
    '/to-other-loopback': (_q, response, url) =>
      void response
        .writeHead(302, { location: `http://127.0.0.2:${url.port || portOf()}/ok` })
        .end(),
    '/latin1': (_q, response) =>
      void response
        .writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
        .end(raw('latin1-header.bin')),
    '/cp1252': (_q, response) =>
      void response.writeHead(200, { 'content-type': 'text/html' }).end(raw('cp1252-meta.bin')),
    '/gzip': (_q, response) =>
      void response
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(page('Zipped'))),
    '/br': (_q, response) =>
      void response
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' })
        .end(brotliCompressSync(page('Brotli'))),
    '/slow': () => undefined,
    '/big': (_q, response) =>
      void response.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(300_000)),
    '/big-chunked': (_q, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 30; i++) response.write('y'.repeat(10_000));
      response.end();
    },
    '/bomb': (_q, response) =>
      void response
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync('z'.repeat(2_000_000))),
    '/busy': (_q, response) => {
      hits429++;
      if (hits429 === 1) response.writeHead(429, { 'retry-after': '1' }).end();
      else void html(page('Finally'))(_q, response, new URL('http://x'));
    },
    '/flaky': (_q, response) => {
      hits503++;
      if (hits503 < 3) response.writeHead(503).end();
      else void html(page('Recovered'))(_q, response, new URL('http://x'));
    },
    '/down': (_q, response) => void response.writeHead(503).end(),
    '/missing': (_q, response) => void response.writeHead(404).end(),
    '/private/secret': html(page('Secret')),
    '/no-gleaner/x': html(page('Not for us')),
  });
});
afterAll(async () => server.close());

function portOf(): string {
  return new URL(server.origin).port;
}

const local = { allowPrivateHosts: true, respectRobots: false, retryBaseDelayMs: 10 } as const;

describe('HTTP engine', () => {
  it('follows redirects hop by hop and reports them', async () => {
    const result = await fetchPage(`${server.origin}/r1`, { ...local, render: 'never' });
    expect(result).toMatchObject({ url: `${server.origin}/ok`, status: 200, engine: 'http' });
    expect(result.redirects).toEqual([`${server.origin}/r2`, `${server.origin}/ok`]);
    expect(result.html).toContain('<h1>OK</h1>');
  });

  it('asks conditionally with an earlier ETag or Last-Modified and returns a 304 unread', async () => {
    const url = `${server.origin}/tagged`;
    const whole = await fetchPage(url, local);
    expect(whole).toMatchObject({ status: 200, headers: { etag: '"v1"' } });
    expect(whole.html).toContain('Tagged');
    for (const conditional of [
      { etag: '"v1"' },
      { lastModified: 'Tue, 01 Dec 2026 00:00:00 GMT' },
    ]) {
      const same = await fetchPage(url, { ...local, conditional });
      expect(same).toMatchObject({ status: 304, html: '', engine: 'http' });
    }
    const changed = await fetchPage(url, { ...local, conditional: { etag: '"v0"' } });
    expect(changed.status).toBe(200);
  });

  it('gives up after the redirect cap', async () => {
    await expect(
      fetchPage(`${server.origin}/loop`, { ...local, maxRedirects: 3 }),
    ).rejects.toBeInstanceOf(TooManyRedirectsError);
  });

  it('decodes charsets from the header and from <meta>', async () => {
    const latin1 = await fetchPage(`${server.origin}/latin1`, local);
    expect(latin1.html).toContain('Crème brûlée for £5');
    const cp1252 = await fetchPage(`${server.origin}/cp1252`, local);
    expect(cp1252.html).toContain('‘Naïve’ – costs €5');
  });

  it('decompresses gzip and brotli', async () => {
    expect((await fetchPage(`${server.origin}/gzip`, local)).html).toContain('Zipped');
    expect((await fetchPage(`${server.origin}/br`, local)).html).toContain('Brotli');
  });

  it('times out a server that never answers', async () => {
    const error = await fetchPage(`${server.origin}/slow`, {
      ...local,
      timeoutMs: 300,
      maxAttempts: 1,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).code).toBe('TIMEOUT');
  });

  it('refuses bodies over the cap, declared, streamed or compressed', async () => {
    const options = { ...local, maxBodyBytes: 100_000 };
    for (const path of ['/big', '/big-chunked', '/bomb']) {
      const error = await fetchPage(`${server.origin}${path}`, options).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BodyTooLargeError);
      expect((error as Error).message).toMatch(/larger than 98 KB; raise maxBodyBytes/);
    }
  });

  it('waits as Retry-After says on 429, and retries 5xx with back-off', async () => {
    const started = Date.now();
    const result = await fetchPage(`${server.origin}/busy`, local);
    expect(result.html).toContain('Finally');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect((await fetchPage(`${server.origin}/flaky`, local)).html).toContain('Recovered');
    const down = await fetchPage(`${server.origin}/down`, local).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(HttpStatusError);
    expect(server.requests.filter((path) => path === '/down')).toHaveLength(3);
    const missing = await fetchPage(`${server.origin}/missing`, local).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, retryable: false, code: 'HTTP_STATUS' });
    expect(server.requests.filter((path) => path === '/missing')).toHaveLength(1);
  });
});

describe('robots.txt', () => {
  it('refuses disallowed paths, allows the rest and honours Crawl-delay', async () => {
    const fetcher = new Fetcher({ allowPrivateHosts: true, maxConcurrencyPerHost: 4 });
    try {
      await expect(fetcher.fetchPage(`${server.origin}/private/secret`)).rejects.toBeInstanceOf(
        RobotsDisallowedError,
      );
      await expect(fetcher.fetchPage(`${server.origin}/no-gleaner/x`)).rejects.toMatchObject({
        code: 'ROBOTS_DISALLOWED',
      });
      const started = Date.now();
      await Promise.all([
        fetcher.fetchPage(`${server.origin}/ok`),
        fetcher.fetchPage(`${server.origin}/gzip`),
        fetcher.fetchPage(`${server.origin}/br`),
      ]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(380);
      expect(server.requests.filter((path) => path === '/robots.txt')).toHaveLength(1);
      expect(server.requests).not.toContain('/private/secret');
    } finally {
      await fetcher.close();
    }
  });
});

describe('address safety', () => {
  it('refuses loopback and private addresses unless allowed', async () => {
    const error = await fetchPage(`${server.origin}/ok`, { respectRobots: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BlockedAddressError);
    expect((error as Error).message).toMatch(/Only public websites can be reached\.$/);
    await expect(fetchPage('http://localhost:1/', { respectRobots: false })).rejects.toBeInstanceOf(
      BlockedAddressError,
    );
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '224.0.0.1',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      // IPv6 forms that reach IPv4 private space, or are deprecated.
      '::127.0.0.1',
      '::ffff:0:10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::1',
      '2002:7f00:1::1',
      '2002:a9fe:a9fe::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      'fec0::1',
      '192.88.99.1',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    expect(isForbiddenAddress('93.184.216.34')).toBe(false);
    expect(isForbiddenAddress('2606:4700::1111')).toBe(false);
    // …while their public counterparts stay reachable.
    expect(isForbiddenAddress('::ffff:93.184.216.34')).toBe(false);
    expect(isForbiddenAddress('2002:5db8:d822::1')).toBe(false);
    expect(isForbiddenAddress('64:ff9b::5db8:d822')).toBe(false);
  });

  it('checks every redirect hop', async () => {
    // Let the fixture server's own address through, so only the redirect target is judged.
    const engine = new HttpEngine(
      { ...FetcherOptionsSchema.parse({}), allowPrivateHosts: false },
      (address) => address !== '127.0.0.1' && isForbiddenAddress(address),
    );
    try {
      expect((await engine.fetch(`${server.origin}/ok`)).status).toBe(200);
      await expect(engine.fetch(`${server.origin}/to-other-loopback`)).rejects.toBeInstanceOf(
        BlockedAddressError,
      );
    } finally {
      await engine.close();
    }
  });

  it('refuses names that resolve to private addresses at connect time', async () => {
    const error = await new Promise<unknown>((resolve) =>
      safeLookup('localhost', {}, (e) => resolve(e)),
    );
    expect(error).toBeInstanceOf(BlockedAddressError);
  });
});

describe('options', () => {
  it('fails fast on a misspelt option', () => {
    expect(() => new Fetcher({ timeoutMS: 5 } as never)).toThrow(InvalidOptionsError);
    expect(() => new Fetcher({ timeoutMS: 5 } as never)).toThrow(/unknown option "timeoutMS"/);
  });
});

describe('unknown hosts', () => {
  it('fails at once, without retries, when the name does not resolve', async () => {
    const started = Date.now();
    const error = await fetchPage('http://no-such-host.invalid/', { respectRobots: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'HOST_NOT_FOUND', retryable: false });
    // Plain words for the person (issue 19): no error code, no 'resolve'.
    expect((error as Error).message).toMatch(
      /^no server named no-such-host\.invalid could be found from here;/,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('says in plain words that a site refused the connection', async () => {
    const error = await fetchPage('http://127.0.0.1:1/', local).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      '127.0.0.1 refused the connection; nothing is serving web pages at that address right now.',
    );
  });
});
