import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlockedAddressError,
  BrowserEngine,
  BrowserUnavailableError,
  extractItems,
  Fetcher,
  fetchPage,
  isBrowserAvailable,
  needsJavaScript,
} from '../src/index.js';
import { fixture } from './fixtures.js';
import { html, page, startServer } from './server.js';
import type { FixtureServer } from './server.js';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = isBrowserAvailable(CHROMIUM);

let server: FixtureServer;
// One fetcher, so every test shares one browser.
let fetcher: Fetcher;
const engine = new BrowserEngine({ chromiumPath: CHROMIUM });

beforeAll(async () => {
  server = await startServer({
    '/js': html(fixture('js-only.html')),
    '/scroll': html(fixture('infinite-scroll.html')),
    // Shows the cookie and storage it finds, then leaves its own: what one person's scrape left.
    '/state': (request, response) => {
      response
        .writeHead(200, {
          'content-type': 'text/html',
          'set-cookie': 'visitor=someone; Path=/',
        })
        .end(
          `<html><body><p id="seen">server saw cookie [${request.headers.cookie ?? ''}]</p><script>
             document.body.insertAdjacentHTML('beforeend',
               '<p id="found">page saw [' + document.cookie + '] [' + localStorage.getItem('who') + ']</p>');
             document.cookie = 'script=someone; path=/';
             localStorage.setItem('who', 'someone');
           </script></body></html>`,
        );
    },
    // Its records arrive a second after load, when the network has long been quiet.
    '/late': html(
      `<html><body><div id="app"></div><script>
         setTimeout(() => {
           document.getElementById('app').innerHTML =
             '<ul><li class="row">First</li><li class="row">Second</li></ul>';
         }, 1000);
       </script></body></html>`,
    ),
    '/static': html(
      page(
        'Static',
        [],
        `<p>${'Plenty of server-rendered text here. '.repeat(20)}</p><script>1</script>`,
      ),
    ),
  });
  fetcher = new Fetcher({
    allowPrivateHosts: true,
    respectRobots: false,
    chromiumPath: CHROMIUM,
    networkIdleTimeoutMs: 300,
    contentWaitMs: 3000,
    blockResources: ['image', 'font', 'media'],
    browser: engine,
  });
});
afterAll(async () => {
  await fetcher.close();
  await engine.close();
  await server.close();
});

describe('needsJavaScript', () => {
  it('spots empty app roots, noscript warnings and script-only pages', () => {
    expect(needsJavaScript(fixture('js-only.html'))).toBe(true);
    expect(
      needsJavaScript('<html><body><div id="app"></div><script src="a.js"></script></body></html>'),
    ).toBe(true);
    expect(
      needsJavaScript(page('Static', [], `<p>${'words '.repeat(100)}</p><script>1</script>`)),
    ).toBe(false);
    expect(needsJavaScript('<html><body><p>Short page, no scripts.</p></body></html>')).toBe(false);
  });
});

describe.skipIf(!hasChromium)('browser engine', () => {
  it('renders a JavaScript-only page in auto mode and says which engine it used', async () => {
    const result = await fetcher.fetchPage(`${server.origin}/js`);
    expect(result.engine).toBe('browser');
    const quotes = extractItems(result.html, result.url, [
      { type: 'text', selector: '.quote .text' },
    ]);
    expect(quotes.map((item) => item.content)).toEqual([
      'The world as we have created it is a process of our thinking.',
      'It is our choices that show what we truly are.',
    ]);
    const plain = await fetcher.fetchPage(`${server.origin}/js`, { render: 'never' });
    expect(plain.engine).toBe('http');
    expect(extractItems(plain.html, plain.url, [{ type: 'text', selector: '.quote' }])).toEqual([]);
    expect((await fetcher.fetchPage(`${server.origin}/static`)).engine).toBe('http');
  });

  it('waits for the records of a page whose script adds them late, when told where they are', async () => {
    const rows = (markup: string) =>
      extractItems(markup, server.origin, [{ type: 'text', selector: 'li.row' }]).length;
    const unwaited = await fetcher.fetchPage(`${server.origin}/late`, { render: 'always' });
    expect(rows(unwaited.html)).toBe(0);
    const waited = await fetcher.fetchPage(`${server.origin}/late`, {
      render: 'always',
      waitFor: 'li.row',
    });
    expect(rows(waited.html)).toBe(2);
  });

  it('scrolls an infinite list until no new content arrives', async () => {
    const once = await fetcher.fetchPage(`${server.origin}/scroll`, {
      actions: [{ type: 'scroll', delayMs: 150 }],
    });
    const all = await fetcher.fetchPage(`${server.origin}/scroll`, {
      actions: [{ type: 'scroll', untilNoNewContent: true, delayMs: 150 }],
    });
    const count = (markup: string) =>
      extractItems(markup, server.origin, [{ type: 'text', selector: '.item' }]).length;
    expect(count(once.html)).toBe(20);
    expect(count(all.html)).toBe(50);
  });

  it('clicks, waits for selectors and takes screenshots', async () => {
    const result = await fetcher.fetchPage(`${server.origin}/js`, {
      render: 'always',
      screenshot: true,
      actions: [
        { type: 'wait', selector: '#more' },
        { type: 'click', selector: '#more' },
        { type: 'wait', ms: 20 },
      ],
    });
    expect(result.html).toContain('Clicked quote');
    expect(result.screenshot?.subarray(1, 4).toString()).toBe('PNG');
  });

  it('shares one browser between fetchers, each with its own context', async () => {
    const other = new Fetcher({
      allowPrivateHosts: true,
      respectRobots: false,
      browser: engine,
      networkIdleTimeoutMs: 300,
    });
    expect((await other.fetchPage(`${server.origin}/js`)).engine).toBe('browser');
    await other.close();
    expect((await fetcher.fetchPage(`${server.origin}/js`)).engine).toBe('browser');
  });

  it("keeps each session's cookies and storage to itself", async () => {
    const first = fetcher.openSession();
    const second = fetcher.openSession();
    try {
      const url = `${server.origin}/state`;
      const opts = { render: 'always' } as const;
      // The page's own Set-Cookie is visible at once; nothing else is there yet.
      expect((await first.fetchPage(url, opts)).html).toContain(
        'page saw [visitor=someone] [null]',
      );
      // The same session keeps its state from page to page…
      const again = (await first.fetchPage(url, opts)).html;
      expect(again).toContain('server saw cookie [visitor=someone; script=someone]');
      expect(again).toContain('[someone]</p>');
      // …and another session (another person, another job) sees none of it.
      const other = (await second.fetchPage(url, opts)).html;
      expect(other).toContain('server saw cookie []');
      expect(other).toContain('page saw [visitor=someone] [null]');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('refuses private addresses in the browser too', async () => {
    await expect(
      fetchPage(`${server.origin}/js`, {
        render: 'always',
        respectRobots: false,
        chromiumPath: CHROMIUM,
      }),
    ).rejects.toBeInstanceOf(BlockedAddressError);
  });
});

describe('without Chromium', () => {
  const missing = {
    allowPrivateHosts: true,
    respectRobots: false,
    chromiumPath: '/nonexistent/chromium',
  } as const;

  it('auto falls back to HTTP with a warning; always is a clear error', async () => {
    const warnings: string[] = [];
    const result = await fetchPage(`${server.origin}/js`, {
      ...missing,
      onWarning: (message) => warnings.push(message),
    });
    expect(result.engine).toBe('http');
    expect(result.warnings[0]).toMatch(/needs? JavaScript.*no Chromium/);
    expect(warnings).toHaveLength(1);
    const error = await fetchPage(`${server.origin}/js`, { ...missing, render: 'always' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BrowserUnavailableError);
    expect((error as Error).message).toContain('/nonexistent/chromium');
  });
});
