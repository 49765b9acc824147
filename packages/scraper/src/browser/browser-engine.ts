import { accessSync, constants } from 'node:fs';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import {
  BlockedAddressError,
  BrowserError,
  BrowserUnavailableError,
  ScrapeError,
  TimeoutError,
} from '../errors.js';
import { z } from 'zod';
import { parseOptions } from '../options.js';
import type { ResolvedFetcherOptions } from '../options.js';
import { isForbiddenAddress, isForbiddenHostname } from '../safety/address-policy.js';
import { BLOCKED_HEADER, GuardProxy } from '../safety/guard-proxy.js';
import type { BrowserAction, PageResult } from '../types.js';
import { runAction, settle } from './actions.js';
import { Semaphore } from './semaphore.js';
import { unreachableReason } from '../unreachable.js';

/** The browser itself, shared by every job that uses it. */
export const BrowserEngineOptionsSchema = z.strictObject({
  /** The Chromium binary to drive. @default '/usr/bin/chromium' */
  chromiumPath: z.string().min(1).default('/usr/bin/chromium'),
  /** Pages open at once across every job of this browser. @default 4 */
  maxBrowserPages: z.number().int().positive().max(64).default(4),
});
export type BrowserEngineOptions = z.input<typeof BrowserEngineOptionsSchema>;

/** What one job (one browser context) is allowed and how it waits. */
export type BrowserJobOptions = Pick<
  ResolvedFetcherOptions,
  | 'blockResources'
  | 'networkIdleTimeoutMs'
  | 'contentWaitMs'
  | 'timeoutMs'
  | 'userAgent'
  | 'allowPrivateHosts'
  | 'headers'
>;

export interface BrowserFetchOptions {
  actions?: BrowserAction[] | undefined;
  screenshot?: boolean | undefined;
  signal?: AbortSignal | undefined;
  /** Told of each browser page while it is open, for monitoring (see `BrowserPageObserver`). */
  onPage?: BrowserPageObserver | undefined;
  /** A selector the content will be under: waited for (up to `contentWaitMs`) after load. */
  waitFor?: string | undefined;
}

/** A page open in Chromium right now, as a monitor may look at it. */
export interface LiveBrowserPage {
  /** Where the page is now (after redirects). */
  url(): string;
  /** A JPEG of the visible page, taken now: only when someone asks. */
  screenshot(): Promise<Uint8Array>;
}

/**
 * Called when a page opens; the function it returns (if any) is called when the page closes,
 * with whether its fetch succeeded.
 */
export type BrowserPageObserver = (
  page: LiveBrowserPage,
) => ((outcome: 'completed' | 'failed') => void) | void;

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
  // Every connection goes through the guard proxy: no QUIC, and WebRTC only through the proxy.
  '--disable-quic',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/** Whether a Chromium binary is there to launch. */
export function isBrowserAvailable(chromiumPath: string): boolean {
  try {
    accessSync(chromiumPath, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Chromium through playwright-core: one browser shared by every job, a fresh context per job
 * (no cookies leak between them), and a bounded number of pages open at once. Under the address
 * policy every context connects only through a guard proxy that checks each address it dials.
 */
export class BrowserEngine {
  readonly name = 'browser' as const;
  readonly #options: z.output<typeof BrowserEngineOptionsSchema>;
  readonly #pages: Semaphore;
  readonly #isForbidden: (address: string) => boolean;
  #browser: Promise<Browser> | undefined;
  #proxy: Promise<GuardProxy> | undefined;

  /** `isForbidden` replaces the address policy; tests use it to tell two loopback addresses apart. */
  constructor(
    options: BrowserEngineOptions = {},
    isForbidden: (address: string) => boolean = isForbiddenAddress,
  ) {
    this.#options = parseOptions(BrowserEngineOptionsSchema, options, 'browser engine');
    this.#pages = new Semaphore(this.#options.maxBrowserPages);
    this.#isForbidden = isForbidden;
  }

  get available(): boolean {
    return isBrowserAvailable(this.#options.chromiumPath);
  }

  get chromiumPath(): string {
    return this.#options.chromiumPath;
  }

  /** A browser context for one job, so no cookies leak between jobs; close it when the job ends. */
  async openJob(options: BrowserJobOptions): Promise<BrowserJob> {
    const browser = await this.#launch();
    const guarded = !options.allowPrivateHosts;
    const proxy = guarded ? await this.#guardProxy() : undefined;
    const context = await browser.newContext({
      userAgent: options.userAgent,
      extraHTTPHeaders: options.headers,
      ignoreHTTPSErrors: false,
      // A service worker outlives the page and fetches on its own; scraping never needs one.
      serviceWorkers: 'block',
      ...(proxy ? { proxy: { server: proxy.url } } : {}),
    });
    context.setDefaultTimeout(options.timeoutMs);
    if (guarded) {
      // Handled here and never connected: the page sees a socket that closes at once.
      await context.routeWebSocket(/.*/, (socket) => socket.close());
    }
    if (options.blockResources.length > 0) {
      await context.route('**/*', (route) => filter(route, options));
    }
    return new BrowserJob(context, this.#pages, options, this.#isForbidden);
  }

  /** Fetch one page in a context of its own. */
  async fetch(
    url: string,
    job: BrowserJobOptions,
    options: BrowserFetchOptions = {},
  ): Promise<PageResult> {
    const session = await this.openJob(job);
    try {
      return await session.fetch(url, options);
    } finally {
      await session.close();
    }
  }

  async close(): Promise<void> {
    const browser = this.#browser;
    const proxy = this.#proxy;
    this.#browser = undefined;
    this.#proxy = undefined;
    if (browser) await (await browser.catch(() => undefined))?.close();
    if (proxy) await (await proxy.catch(() => undefined))?.close();
  }

  #guardProxy(): Promise<GuardProxy> {
    this.#proxy ??= GuardProxy.start(this.#isForbidden).catch((error: unknown) => {
      this.#proxy = undefined;
      throw new BrowserUnavailableError("Could not start the browser's address guard.", {
        cause: error,
      });
    });
    return this.#proxy;
  }

  #launch(): Promise<Browser> {
    if (!isBrowserAvailable(this.#options.chromiumPath)) {
      return Promise.reject(
        new BrowserUnavailableError(
          `No Chromium at ${this.#options.chromiumPath}. Install it (apt-get install chromium) or set the chromiumPath option.`,
        ),
      );
    }
    this.#browser ??= import('playwright-core').then(async ({ chromium }) => {
      try {
        return await chromium.launch({
          executablePath: this.#options.chromiumPath,
          headless: true,
          args: LAUNCH_ARGS,
        });
      } catch (error) {
        this.#browser = undefined;
        throw new BrowserUnavailableError(
          `Chromium at ${this.#options.chromiumPath} failed to start.`,
          { cause: error },
        );
      }
    });
    return this.#browser;
  }
}

async function filter(route: Route, options: BrowserJobOptions): Promise<void> {
  if ((options.blockResources as string[]).includes(route.request().resourceType())) {
    await route.abort('blockedbyclient');
    return;
  }
  await route.continue();
}

/** Why a URL may not be opened from its address alone; names are judged by the guard proxy. */
function refusalOf(raw: string, isForbidden: (address: string) => boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${raw} is not a valid URL.`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `${url.protocol} addresses cannot be scraped.`;
  }
  if (isForbiddenHostname(url.hostname, isForbidden)) {
    return `${url.hostname} is a private, loopback or reserved address.`;
  }
  return null;
}

export class BrowserJob {
  readonly #context: BrowserContext;
  readonly #pages: Semaphore;
  readonly #options: BrowserJobOptions;
  readonly #isForbidden: (address: string) => boolean;

  constructor(
    context: BrowserContext,
    pages: Semaphore,
    options: BrowserJobOptions,
    isForbidden: (address: string) => boolean = isForbiddenAddress,
  ) {
    this.#context = context;
    this.#pages = pages;
    this.#options = options;
    this.#isForbidden = isForbidden;
  }

  async fetch(url: string, options: BrowserFetchOptions = {}): Promise<PageResult> {
    this.#checkAddress(url, url);
    return this.#pages.run(async () => {
      const started = performance.now();
      const page = await this.#context.newPage();
      let outcome: 'completed' | 'failed' = 'failed';
      const closed = options.onPage?.({
        url: () => page.url(),
        screenshot: () => liveScreenshot(page),
      });
      const onAbort = () => void page.close().catch(() => undefined);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      // The guard proxy marks its refusals; a main-frame navigation it refused (a redirect, a
      // meta refresh, a script's location change) fails the page rather than returning the notice.
      let refused: string | undefined;
      page.on('response', (answer) => {
        if (
          answer.headers()[BLOCKED_HEADER] === '1' &&
          answer.request().isNavigationRequest() &&
          answer.frame() === page.mainFrame()
        ) {
          refused ??= answer.url();
        }
      });
      try {
        const response = await page.goto(url, {
          waitUntil: 'load',
          timeout: this.#options.timeoutMs,
        });
        await settle(page, this.#options.networkIdleTimeoutMs);
        // Records a script adds after the network went quiet (a timer, an animation frame).
        if (options.waitFor)
          await page
            .waitForSelector(options.waitFor, {
              state: 'attached',
              timeout: this.#options.contentWaitMs,
            })
            .catch(() => undefined);
        for (const action of options.actions ?? []) {
          await runAction(page, action, this.#options.networkIdleTimeoutMs);
        }
        if (refused) {
          throw new BlockedAddressError(
            `Refused to open ${refused} (reached from ${url}): it is a private, loopback or reserved address. Only public websites can be reached.`,
            { url },
          );
        }
        this.#checkAddress(page.url(), url);
        const html = await page.content();
        const screenshot = options.screenshot
          ? await page.screenshot({ fullPage: true, type: 'png' })
          : undefined;
        const headers = response ? await response.allHeaders() : {};
        outcome = 'completed';
        return {
          url: page.url(),
          requestedUrl: url,
          status: response?.status() ?? 200,
          headers,
          html,
          contentType: headers['content-type'] ?? 'text/html',
          engine: 'browser' as const,
          redirects: [],
          elapsedMs: Math.round(performance.now() - started),
          warnings: [],
          ...(screenshot ? { screenshot } : {}),
        };
      } catch (error) {
        if (error instanceof ScrapeError) throw error;
        // Playwright's first line is "page.goto: net::ERR_… at http://x/": the reason, not the call or the address again.
        const message = (
          error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
        )
          .replace(/^[\w.]+: /, '')
          .replace(/ at \S+$/, '');
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new TimeoutError(`The browser timed out on ${url}: ${message}`, {
            cause: error,
            url,
          });
        }
        const net = /net::ERR_[A-Z_]+/.exec(message ?? '')?.[0];
        const plain = net ? unreachableReason(net, new URL(url).hostname) : null;
        throw new BrowserError(plain ?? `The browser could not load ${url}: ${message}`, {
          cause: error,
          url,
        });
      } finally {
        options.signal?.removeEventListener('abort', onAbort);
        closed?.(outcome);
        await page.close().catch(() => undefined);
      }
    });
  }

  async close(): Promise<void> {
    await this.#context.close().catch(() => undefined);
  }

  /** The requested and the final address must both pass the policy (the proxy checks the rest). */
  #checkAddress(address: string, requested: string): void {
    if (this.#options.allowPrivateHosts) return;
    const refusal = refusalOf(address, this.#isForbidden);
    if (refusal) {
      throw new BlockedAddressError(
        `Refused to open ${address}${address === requested ? '' : ` (reached from ${requested})`}: ${refusal} Only public websites can be reached.`,
        { url: requested },
      );
    }
  }
}

/** Tries of a live view's screenshot before it counts as failed, and the pause between them. */
const SCREENSHOT_TRIES = 6;
const SCREENSHOT_RETRY_MS = 500;

/**
 * A screenshot for someone watching a page being rendered. Chromium refuses one ("Unable to
 * capture screenshot") until the page has painted its first frame, which a machine busy with
 * other pages may take seconds to do, so that refusal is tried again a few times.
 */
async function liveScreenshot(page: Page): Promise<Uint8Array> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Generous: a busy machine may take seconds to paint this page.
      return await page.screenshot({ type: 'jpeg', quality: 70, timeout: 15_000 });
    } catch (error) {
      const unpainted = /Unable to capture screenshot/i.test(String(error));
      if (!unpainted || attempt >= SCREENSHOT_TRIES || page.isClosed()) throw error;
      await new Promise((resolve) => setTimeout(resolve, SCREENSHOT_RETRY_MS));
    }
  }
}
