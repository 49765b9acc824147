import { setMaxListeners } from 'node:events';
import type { CapturedItem } from '@gleaner/shared';
import { RefusedError, serializeError } from '../errors.js';
import type { SerializedScrapeError } from '../errors.js';
import { DOWNLOAD_EXTENSIONS, extractItemsFromPage } from '../extract/items.js';
import { itemFactory, parsePage } from '../extract/page.js';
import type { ParsedPage } from '../extract/page.js';
import { extractRecordsFromPage } from '../extract/records.js';
import { Fetcher } from '../fetcher.js';
import { parseOptions } from '../options.js';
import type { EngineName } from '../types.js';
import { CrawlOptionsSchema } from './crawl-options.js';
import type { CrawlOptions, ResolvedCrawlOptions } from './crawl-options.js';
import { Frontier } from './frontier.js';
import type { CrawlState, FrontierEntry } from './frontier.js';
import { normaliseUrl, normalisedUrl } from './normalise-url.js';
import { scanPage } from './page-scan.js';
import { createScope } from './scope.js';
import { discoverSitemapUrls } from './sitemap.js';

export interface CrawlProgress {
  /** Pages finished: fetched, failed or skipped. */
  processed: number;
  succeeded: number;
  failed: number;
  skipped: number;
  /** URLs waiting in the frontier. */
  queued: number;
  items: number;
  maxPages: number;
}

/** One finished page of a crawl. */
export interface CrawlPageResult {
  /** The URL as queued (normalised). */
  url: string;
  /** The URL after redirects, when fetched. */
  finalUrl?: string;
  depth: number;
  status?: number;
  engine?: EngineName;
  items: CapturedItem[];
  /**
   * URLs this page added to the frontier (at depth + 1), so a caller can store the frontier as
   * it grows instead of calling `state()` after every page.
   */
  discovered: string[];
  /** Why the page gave nothing, when it failed. */
  error?: SerializedScrapeError;
  /** Set when a policy refused the page (robots.txt, a blocked address): not a failure. */
  skipped?: SerializedScrapeError;
  elapsedMs: number;
  progress: CrawlProgress;
}

/**
 * A breadth-first crawl yielding each page as it finishes. Iterate it once; `state()` at any
 * time gives what `resumeFrom` needs to continue without repeating finished pages.
 */
export class Crawler implements AsyncIterable<CrawlPageResult> {
  readonly options: ResolvedCrawlOptions;
  readonly #fetcher: Fetcher;
  readonly #ownsFetcher: boolean;
  readonly #frontier: Frontier;
  #inScope: (url: URL) => boolean;
  readonly #scopeStarts: string[];
  readonly #progress: CrawlProgress;
  #started = false;
  /** Stops in-flight work when the caller stops iterating early, or calls stop(). */
  readonly #stop = new AbortController();
  readonly #signal: AbortSignal;

  constructor(options: CrawlOptions) {
    this.options = parseOptions(CrawlOptionsSchema, options, 'crawl');
    this.#ownsFetcher = !this.options.fetcher;
    this.#fetcher = this.options.fetcher ?? new Fetcher(this.options.fetch ?? {});
    this.#signal = this.options.signal
      ? AbortSignal.any([this.options.signal, this.#stop.signal])
      : this.#stop.signal;
    // Every request in flight listens to this one signal; more than ten is expected, not a leak.
    setMaxListeners(this.options.concurrency + 16, this.#signal);
    const starts = this.options.startUrls.map((url) => normaliseUrl(url) ?? url);
    this.#scopeStarts = starts;
    this.#inScope = createScope(starts, this.options);
    this.#frontier = new Frontier(this.options.resumeFrom);
    this.#progress = {
      processed: this.options.resumeFrom?.processed ?? 0,
      succeeded: 0,
      failed: 0,
      skipped: 0,
      queued: 0,
      items: this.options.resumeFrom?.items ?? 0,
      maxPages: this.options.maxPages,
    };
    if (!this.options.resumeFrom) for (const url of starts) this.#frontier.add(url, 0);
  }

  /** Stop the crawl: no new pages start, pages in flight are cancelled and stay pending. */
  stop(): void {
    this.#stop.abort();
  }

  /** Serialisable state for `resumeFrom`. */
  state(): CrawlState {
    return this.#frontier.state(this.#progress.processed, this.#progress.items);
  }

  get progress(): CrawlProgress {
    return { ...this.#progress, queued: this.#frontier.pendingCount };
  }

  async *[Symbol.asyncIterator](): AsyncIterator<CrawlPageResult> {
    if (this.#started)
      throw new Error('A Crawler can be iterated only once; create another to crawl again.');
    this.#started = true;
    const { concurrency, maxPages } = this.options;
    const signal = this.#signal;
    const inFlight = new Set<Promise<void>>();
    try {
      if (this.options.useSitemaps && !this.options.resumeFrom) await this.#addSitemapUrls();
      const finished: CrawlPageResult[] = [];
      let wake: (() => void) | undefined;
      let launched = this.#progress.processed;
      for (;;) {
        while (inFlight.size < concurrency && launched < maxPages && !signal?.aborted) {
          const entry = this.#frontier.next();
          if (!entry) break;
          launched++;
          const task = this.#process(entry).then((result) => {
            // A cancelled page stays in flight, so state() hands it back as pending.
            if (result) {
              this.#frontier.done(entry);
              finished.push(result);
            } else launched--;
            inFlight.delete(task);
            wake?.();
          });
          inFlight.add(task);
        }
        const next = finished.shift();
        if (next) {
          yield next;
          continue;
        }
        if (inFlight.size === 0) break;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
    } finally {
      // Reached when the caller breaks out early too: cancel what is running, let it settle so
      // state() is exact, then release connections and the browser.
      if (inFlight.size > 0) {
        this.#stop.abort();
        await Promise.allSettled(inFlight);
      }
      if (this.#ownsFetcher) await this.#fetcher.close();
    }
  }

  /** Fetch, extract and enqueue one page. Undefined when cancelled: the page stays pending. */
  async #process(entry: FrontierEntry): Promise<CrawlPageResult | undefined> {
    const started = performance.now();
    const signal = this.#signal;
    let items: CapturedItem[] = [];
    let discovered: string[] = [];
    const base = { url: entry.url, depth: entry.depth };
    try {
      const page = await this.#fetcher.fetchPage(entry.url, { signal });
      const finalUrl = normaliseUrl(page.url) ?? page.url;
      if (finalUrl !== entry.url) {
        this.#frontier.markSeen(finalUrl);
        // A start URL that redirects (http → https, a bare domain → www) brings its target into scope.
        if (entry.depth === 0 && !this.#scopeStarts.includes(finalUrl)) {
          this.#scopeStarts.push(finalUrl);
          this.#inScope = createScope(this.#scopeStarts, this.options);
        }
      }
      if (page.html && /html|^$/i.test(page.contentType)) {
        const scan = this.#needsDom() ? undefined : scanPage(page.html);
        const parsed = this.#needsDom() ? parsePage(page.html, page.url) : undefined;
        items = this.#extract(page.url, parsed, scan?.title ?? '', scan?.description ?? '');
        if (entry.depth < this.options.maxDepth && this.options.follow !== 'none') {
          discovered = this.#enqueue(this.#links(page.url, parsed, scan), entry.depth + 1);
        }
      }
      this.#progress.succeeded++;
      return this.#finish(
        {
          ...base,
          finalUrl: page.url,
          status: page.status,
          engine: page.engine,
          items,
          discovered,
        },
        started,
      );
    } catch (error) {
      if (signal?.aborted) return undefined;
      if (error instanceof RefusedError) {
        this.#progress.skipped++;
        return this.#finish({ ...base, items, discovered, skipped: error.toJSON() }, started);
      }
      this.#progress.failed++;
      return this.#finish({ ...base, items, discovered, error: serializeError(error) }, started);
    }
  }

  #finish(
    result: Omit<CrawlPageResult, 'elapsedMs' | 'progress'>,
    started: number,
  ): CrawlPageResult {
    this.#progress.processed++;
    this.#progress.items += result.items.length;
    return {
      ...result,
      elapsedMs: Math.round(performance.now() - started),
      progress: this.progress,
    };
  }

  #needsDom(): boolean {
    const { linkSelectors, recordSpec, selectors } = this.options;
    return Boolean(
      recordSpec || selectors?.length || linkSelectors.pagination || linkSelectors.detail,
    );
  }

  #extract(
    pageUrl: string,
    parsed: ParsedPage | undefined,
    title: string,
    description: string,
  ): CapturedItem[] {
    const { recordSpec, selectors } = this.options;
    if (parsed && (recordSpec || selectors?.length)) {
      return [
        ...(recordSpec ? extractRecordsFromPage(parsed, recordSpec) : []),
        ...(selectors?.length ? extractItemsFromPage(parsed, selectors) : []),
      ];
    }
    if (parsed) {
      title = parsed.$('title').first().text().replace(/\s+/g, ' ').trim();
      description = parsed.$('meta[name="description" i]').attr('content')?.trim() ?? '';
    }
    // Without an extraction plan, a page is summed up by its title and description: cheap, and
    // enough to review what the crawl reached.
    return [itemFactory(pageUrl)('metadata', { title, description }, 'head', title ? 0.9 : 0.5)];
  }

  #links(
    pageUrl: string,
    parsed: ParsedPage | undefined,
    scan: ReturnType<typeof scanPage> | undefined,
  ): string[] {
    const { follow, linkSelectors } = this.options;
    if (parsed) {
      const pick = (selector: string) =>
        parsed.$.root()
          .find(selector)
          .toArray()
          .flatMap((element) => {
            const href =
              parsed.$(element).attr('href') ??
              parsed.$(element).find('a[href]').first().attr('href');
            return href ? [new URL(href, parsed.baseUrl).href] : [];
          });
      const selected: string[] = [];
      const safePick = (selector: string | undefined) => {
        if (!selector) return false;
        try {
          selected.push(...pick(selector));
        } catch {
          return false;
        }
        return true;
      };
      const wantsPagination = follow === 'all' || follow === 'pagination';
      const wantsDetail = follow === 'all' || follow === 'detail';
      const hasPagination = wantsPagination && safePick(linkSelectors.pagination);
      const hasDetail = wantsDetail && safePick(linkSelectors.detail);
      if ((wantsPagination && !hasPagination) || (wantsDetail && !hasDetail)) {
        // No selector for a kind we follow: fall back to recognising those links by shape.
        const fallback = scanPage(parsed.$.html());
        const base = parsed.baseUrl;
        for (const link of fallback.links) {
          if (
            (wantsPagination && !hasPagination && link.pagination) ||
            (wantsDetail && !hasDetail && isDetail(link, follow))
          ) {
            selected.push(resolve(link.href, base));
          }
        }
      }
      return selected;
    }
    if (!scan) return [];
    const base = scan.baseHref ? resolve(scan.baseHref, pageUrl) : pageUrl;
    return scan.links
      .filter(
        (link) =>
          follow === 'all' || (follow === 'pagination' ? link.pagination : isDetail(link, follow)),
      )
      .map((link) => resolve(link.href, base));
  }

  #enqueue(urls: string[], depth: number): string[] {
    const added: string[] = [];
    for (const raw of urls) {
      const url = normalisedUrl(raw);
      if (!url || NOT_A_PAGE.test(url.pathname) || !this.#inScope(url)) continue;
      if (this.#frontier.add(url.href, depth)) added.push(url.href);
    }
    return added;
  }

  async #addSitemapUrls(): Promise<void> {
    const origins = [...new Set(this.options.startUrls.map((url) => new URL(url).origin))];
    for (const origin of origins) {
      const urls = await discoverSitemapUrls(
        this.#fetcher,
        origin,
        this.options.maxPages,
        this.#signal,
      );
      this.#enqueue(urls, 1);
    }
  }
}

/** Links to files rather than pages: not worth a request during a crawl. */
const NOT_A_PAGE = new RegExp(
  `\\.(?:${[...DOWNLOAD_EXTENSIONS, 'jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'ico', 'mp3', 'mp4', 'webm', 'avi', 'mov', 'css', 'js', 'woff', 'woff2', 'ttf', 'exe', 'dmg', 'iso'].join('|')})$`,
  'i',
);

function isDetail(link: { pagination: boolean; chrome: boolean }, follow: string): boolean {
  return follow === 'all' || (!link.pagination && !link.chrome);
}

function resolve(href: string, base: string): string {
  try {
    return new URL(href, base).href;
  } catch {
    return '';
  }
}

/** Start a crawl; iterate the result with `for await`. */
export function crawl(options: CrawlOptions): Crawler {
  return new Crawler(options);
}
