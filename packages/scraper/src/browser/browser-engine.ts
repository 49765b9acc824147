import { lookup } from 'node:dns/promises';
import { accessSync, constants } from 'node:fs';
import type { Browser, BrowserContext, Route } from 'playwright-core';
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
import type { BrowserAction, PageResult } from '../types.js';
import { runAction, settle } from './actions.js';
import { Semaphore } from './semaphore.js';

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
  | 'timeoutMs'
  | 'userAgent'
  | 'allowPrivateHosts'
  | 'headers'
>;

export interface BrowserFetchOptions {
  actions?: BrowserAction[] | undefined;
  screenshot?: boolean | undefined;
  signal?: AbortSignal | undefined;
}

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
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
 * (no cookies leak between them), and a bounded number of pages open at once.
 */
export class BrowserEngine {
  readonly name = 'browser' as const;
  readonly #options: z.output<typeof BrowserEngineOptionsSchema>;
  readonly #pages: Semaphore;
  #browser: Promise<Browser> | undefined;

  constructor(options: BrowserEngineOptions = {}) {
    this.#options = parseOptions(BrowserEngineOptionsSchema, options, 'browser engine');
    this.#pages = new Semaphore(this.#options.maxBrowserPages);
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
    const context = await browser.newContext({
      userAgent: options.userAgent,
      extraHTTPHeaders: options.headers,
      ignoreHTTPSErrors: false,
    });
    context.setDefaultTimeout(options.timeoutMs);
    if (!options.allowPrivateHosts || options.blockResources.length > 0) {
      await context.route('**/*', (route) => filter(route, options));
    }
    return new BrowserJob(context, this.#pages, options);
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
    this.#browser = undefined;
    if (browser) await (await browser.catch(() => undefined))?.close();
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
  const request = route.request();
  if ((options.blockResources as string[]).includes(request.resourceType())) {
    await route.abort('blockedbyclient');
    return;
  }
  if (!options.allowPrivateHosts && !(await isPublicUrl(request.url()))) {
    await route.abort('addressunreachable');
    return;
  }
  await route.continue();
}

const publicHosts = new Map<string, Promise<boolean>>();

/** The browser resolves names itself, so we resolve them too and refuse private answers. */
async function isPublicUrl(raw: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol === 'data:' || url.protocol === 'blob:') return true;
  // Bounded, so a long-running worker does not remember every host it ever saw.
  if (publicHosts.size > 5000) publicHosts.clear();
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (isForbiddenHostname(url.hostname)) return false;
  let verdict = publicHosts.get(url.hostname);
  if (!verdict) {
    verdict = lookup(url.hostname, { all: true }).then(
      (addresses) => addresses.every((entry) => !isForbiddenAddress(entry.address)),
      () => true,
    );
    publicHosts.set(url.hostname, verdict);
  }
  return verdict;
}

export class BrowserJob {
  readonly #context: BrowserContext;
  readonly #pages: Semaphore;
  readonly #options: BrowserJobOptions;

  constructor(context: BrowserContext, pages: Semaphore, options: BrowserJobOptions) {
    this.#context = context;
    this.#pages = pages;
    this.#options = options;
  }

  async fetch(url: string, options: BrowserFetchOptions = {}): Promise<PageResult> {
    if (!this.#options.allowPrivateHosts && !(await isPublicUrl(url))) {
      throw new BlockedAddressError(
        `Refused to open ${url}: it is a private, loopback or reserved address. Set allowPrivateHosts to reach local sites.`,
        { url },
      );
    }
    return this.#pages.run(async () => {
      const started = performance.now();
      const page = await this.#context.newPage();
      const onAbort = () => void page.close().catch(() => undefined);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      try {
        const response = await page.goto(url, {
          waitUntil: 'load',
          timeout: this.#options.timeoutMs,
        });
        await settle(page, this.#options.networkIdleTimeoutMs);
        for (const action of options.actions ?? []) {
          await runAction(page, action, this.#options.networkIdleTimeoutMs);
        }
        const html = await page.content();
        const screenshot = options.screenshot
          ? await page.screenshot({ fullPage: true, type: 'png' })
          : undefined;
        const headers = response ? await response.allHeaders() : {};
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
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new TimeoutError(`The browser timed out on ${url}: ${message}`, {
            cause: error,
            url,
          });
        }
        throw new BrowserError(`The browser could not load ${url}: ${message}`, {
          cause: error,
          url,
        });
      } finally {
        options.signal?.removeEventListener('abort', onAbort);
        await page.close().catch(() => undefined);
      }
    });
  }

  async close(): Promise<void> {
    await this.#context.close().catch(() => undefined);
  }
}
