import { z } from 'zod';
import { BrowserEngine, isBrowserAvailable } from './browser/browser-engine.js';
import type {
  BrowserFetchOptions,
  BrowserJob,
  BrowserPageObserver,
} from './browser/browser-engine.js';
import { needsJavaScript } from './browser/needs-javascript.js';
import { BrowserUnavailableError, InvalidUrlError, RobotsDisallowedError } from './errors.js';
import { HttpEngine, type ConditionalValidators } from './http/http-engine.js';
import { FetcherOptionsSchema, parseOptions } from './options.js';
import type { FetcherOptions, ResolvedFetcherOptions } from './options.js';
import { HostLimiter } from './politeness/host-limiter.js';
import { withRetries } from './politeness/retry.js';
import { RobotsCache } from './politeness/robots.js';
import type { PageResult } from './types.js';

const BrowserActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('navigate'), url: z.string().url() }),
  z.strictObject({
    type: z.literal('click'),
    selector: z.string().min(1),
    waitForNavigation: z.boolean().optional(),
  }),
  z.strictObject({
    type: z.literal('scroll'),
    times: z.number().int().positive().max(200).optional(),
    untilNoNewContent: z.boolean().optional(),
    maxScrolls: z.number().int().positive().max(200).optional(),
    delayMs: z.number().int().nonnegative().max(30_000).optional(),
  }),
  z.strictObject({
    type: z.literal('wait'),
    ms: z.number().int().nonnegative().max(60_000).optional(),
    selector: z.string().min(1).optional(),
    timeoutMs: z.number().int().positive().max(120_000).optional(),
  }),
]);

/** What one page request asks for, on top of the fetcher's options. */
export const PageRequestSchema = z.strictObject({
  /** Overrides the fetcher's render mode for this page. @default the fetcher's `render` */
  render: z.enum(['auto', 'never', 'always']).optional(),
  /** Browser actions run after load; they imply the browser. @default [] */
  actions: z.array(BrowserActionSchema).optional(),
  /** Take a full-page PNG screenshot; implies the browser. @default false */
  screenshot: z.boolean().optional(),
  /** Cancels the fetch. @default undefined */
  signal: z.custom<AbortSignal>((value) => value instanceof AbortSignal).optional(),
  /** Told of each browser page this request opens, while it is open. @default undefined */
  onBrowserPage: z.custom<BrowserPageObserver>((value) => typeof value === 'function').optional(),
  /**
   * Where the content read from the page will be (a plan's records): when the page is rendered,
   * the browser waits for it to appear as well as for the network to go quiet, so content a
   * script adds late is there. It never decides whether to render. @default undefined
   */
  waitFor: z.string().min(1).max(2000).optional(),
  /**
   * An earlier response's ETag and Last-Modified, sent as If-None-Match / If-Modified-Since
   * over HTTP: an unchanged page comes back as status 304 with no body and is not rendered.
   * A page read in the browser is fetched whole. @default undefined
   */
  conditional: z
    .strictObject({
      etag: z.string().max(1000).optional(),
      lastModified: z.string().max(200).optional(),
    })
    .optional(),
});
export type PageRequest = z.input<typeof PageRequestSchema>;

/**
 * Pages fetched for one person or one job. Its browser pages share a context (cookies, storage)
 * of their own, which no other session sees and which closes with the session; the fetcher's
 * connection pool, robots cache, host limits and browser are shared.
 */
export interface FetchSession {
  fetchPage(url: string, request?: PageRequest): Promise<PageResult>;
  close(): Promise<void>;
}

/** A browser context opened on first use and closed with its session. */
class ContextSlot {
  #job: Promise<BrowserJob> | undefined;

  get(open: () => Promise<BrowserJob>): Promise<BrowserJob> {
    // A failed launch is retried on the next page.
    this.#job ??= open().catch((error: unknown) => {
      this.#job = undefined;
      throw error;
    });
    return this.#job;
  }

  async close(): Promise<void> {
    const job = this.#job;
    this.#job = undefined;
    if (job) await (await job.catch(() => undefined))?.close();
  }
}

/**
 * Fetches pages through the engine pipeline: URL check → robots.txt → per-host limit →
 * HTTP with retries → browser when the page needs JavaScript (or when asked). Holds the
 * connection pool, robots cache and browser, so reuse one fetcher for many pages and close it.
 * Pages fetched on the fetcher itself share one browser context: for work done for different
 * people, open a session each (`openSession`).
 */
export class Fetcher {
  readonly options: ResolvedFetcherOptions;
  readonly http: HttpEngine;
  readonly robots: RobotsCache;
  readonly #limiter: HostLimiter;
  #browser: BrowserEngine | undefined;
  readonly #ownsBrowser: boolean;
  readonly #context = new ContextSlot();
  readonly #sessions = new Set<ContextSlot>();

  constructor(options: FetcherOptions = {}) {
    this.options = parseOptions(FetcherOptionsSchema, options, 'fetcher');
    this.#browser = this.options.browser;
    this.#ownsBrowser = !this.options.browser;
    this.http = new HttpEngine(this.options);
    this.robots = new RobotsCache(this.http);
    this.#limiter = new HostLimiter(this.options.maxConcurrencyPerHost, this.options.hostDelayMs);
  }

  get browserAvailable(): boolean {
    return this.#browser ? this.#browser.available : isBrowserAvailable(this.options.chromiumPath);
  }

  async fetchPage(url: string, request: PageRequest = {}): Promise<PageResult> {
    return this.#fetchPage(url, request, this.#context);
  }

  /** A session with a browser context of its own; close it when its work is done. */
  openSession(): FetchSession {
    const context = new ContextSlot();
    this.#sessions.add(context);
    return {
      fetchPage: (url, request = {}) => this.#fetchPage(url, request, context),
      close: async () => {
        this.#sessions.delete(context);
        await context.close();
      },
    };
  }

  async #fetchPage(url: string, request: PageRequest, context: ContextSlot): Promise<PageResult> {
    const {
      render = this.options.render,
      actions,
      screenshot,
      signal,
      onBrowserPage,
      waitFor,
      conditional,
    } = parseOptions(PageRequestSchema, request, 'page request');
    const host = hostOf(url);
    const crawlDelayMs = await this.#checkRobots(url, signal);
    const wantsBrowser = render === 'always' || (actions?.length ?? 0) > 0 || screenshot === true;
    if (wantsBrowser && render !== 'never') {
      if (!this.browserAvailable) {
        throw new BrowserUnavailableError(
          `This page needs the browser but there is no Chromium at ${this.options.chromiumPath}. Install it or set chromiumPath.`,
          { url },
        );
      }
      return this.#limiter.run(
        host,
        () =>
          this.#viaBrowser(context, url, {
            actions,
            screenshot,
            signal,
            onPage: onBrowserPage,
            waitFor,
          }),
        {
          delayMs: crawlDelayMs,
          signal,
        },
      );
    }
    const page = await this.#limiter.run(host, () => this.#viaHttp(url, signal, conditional), {
      delayMs: crawlDelayMs,
      signal,
    });
    if (
      page.status === 304 ||
      render !== 'auto' ||
      !page.html ||
      !/html/i.test(page.contentType || 'html') ||
      !needsJavaScript(page.html)
    ) {
      return page;
    }
    if (!this.browserAvailable) {
      const warning = `${page.url} seems to need JavaScript, but there is no Chromium at ${this.options.chromiumPath}; using the HTML as served.`;
      this.options.onWarning?.(warning);
      return { ...page, warnings: [...page.warnings, warning] };
    }
    return this.#limiter.run(
      host,
      () =>
        this.#viaBrowser(context, page.url, {
          actions,
          screenshot,
          signal,
          onPage: onBrowserPage,
          waitFor,
        }),
      {
        signal,
      },
    );
  }

  /**
   * A file linked from a page (a PDF): over HTTP only, through the same address policy, robots.txt,
   * per-host limit and retries as pages, with its own size cap. The body is in `body` unless the
   * server answered with text.
   */
  async fetchFile(
    url: string,
    request: { signal?: AbortSignal | undefined; maxBytes?: number } = {},
  ): Promise<PageResult> {
    const { signal, maxBytes } = request;
    const crawlDelayMs = await this.#checkRobots(url, signal);
    return this.#limiter.run(
      hostOf(url),
      () =>
        withRetries(
          () =>
            this.http.fetch(url, {
              signal,
              ...(maxBytes === undefined ? {} : { maxBodyBytes: maxBytes }),
            }),
          {
            attempts: this.options.maxAttempts,
            baseDelayMs: this.options.retryBaseDelayMs,
            maxDelayMs: this.options.maxRetryDelayMs,
            signal,
          },
        ),
      { delayMs: crawlDelayMs, signal },
    );
  }

  /** Robots.txt for the URL's origin says the URL may be fetched (always true when robots are off). */
  async isAllowed(url: string, signal?: AbortSignal): Promise<boolean> {
    return !this.options.respectRobots || this.robots.isAllowed(url, signal);
  }

  async close(): Promise<void> {
    await Promise.all([this.#context, ...this.#sessions].map((context) => context.close()));
    this.#sessions.clear();
    if (this.#ownsBrowser) await this.#browser?.close();
    await this.http.close();
  }

  async #checkRobots(url: string, signal: AbortSignal | undefined): Promise<number | undefined> {
    if (!this.options.respectRobots) return undefined;
    if (!(await this.robots.isAllowed(url, signal))) {
      throw new RobotsDisallowedError(
        `robots.txt of ${new URL(url).origin} does not allow fetching ${url}.`,
        { url },
      );
    }
    return this.robots.crawlDelayMs(url, signal);
  }

  #viaHttp(
    url: string,
    signal: AbortSignal | undefined,
    conditional?: ConditionalValidators,
  ): Promise<PageResult> {
    return withRetries(() => this.http.fetch(url, { signal, conditional }), {
      attempts: this.options.maxAttempts,
      baseDelayMs: this.options.retryBaseDelayMs,
      maxDelayMs: this.options.maxRetryDelayMs,
      signal,
    });
  }

  async #viaBrowser(
    context: ContextSlot,
    url: string,
    request: BrowserFetchOptions,
  ): Promise<PageResult> {
    this.#browser ??= new BrowserEngine({
      chromiumPath: this.options.chromiumPath,
      maxBrowserPages: this.options.maxBrowserPages,
    });
    const browser = this.#browser;
    const job = await context.get(() => browser.openJob(this.options));
    return withRetries(() => job.fetch(url, request), {
      attempts: Math.min(2, this.options.maxAttempts),
      baseDelayMs: this.options.retryBaseDelayMs,
      maxDelayMs: this.options.maxRetryDelayMs,
      signal: request.signal,
    });
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch (error) {
    throw new InvalidUrlError(`"${url}" is not a valid URL.`, { cause: error, url });
  }
}

/** Fetch one page with a short-lived fetcher. For many pages, reuse a `Fetcher`. */
export async function fetchPage(
  url: string,
  options: FetcherOptions & PageRequest = {},
): Promise<PageResult> {
  const { render, actions, screenshot, signal, conditional, ...fetcherOptions } = options;
  const fetcher = new Fetcher({ ...fetcherOptions, ...(render ? { render } : {}) });
  try {
    return await fetcher.fetchPage(url, { actions, screenshot, signal, conditional });
  } finally {
    await fetcher.close();
  }
}
