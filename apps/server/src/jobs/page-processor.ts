import type { CapturedItem, JobOptions, JobPlan, LinkContent } from '@gleaner/shared';
import { extractItems, extractRecords, Fetcher } from '@gleaner/scraper';
import picomatch from 'picomatch';
import { canonicalUrl } from './canonical-url.js';

export type PageKind = 'start' | 'list' | 'detail' | 'page';

export interface DiscoveredLink {
  url: string;
  kind: Exclude<PageKind, 'start'>;
}

export interface PageOutcome {
  finalUrl: string;
  items: CapturedItem[];
  links: DiscoveredLink[];
  engine: 'http' | 'browser';
  warnings: string[];
}

export interface PageProcessorConfig {
  allowPrivateHosts: boolean;
  chromiumPath: string;
  maxConcurrencyPerHost: number;
  respectRobots: boolean;
}

/** Fetches one page of a job and applies the plan: what to extract and which links to follow. */
export interface PageProcessor {
  process(
    page: { url: string; kind: PageKind },
    job: { url: string; plan: JobPlan; options: JobOptions },
    signal: AbortSignal,
  ): Promise<PageOutcome>;
  close(): Promise<void>;
}

function extractFor(kind: PageKind, html: string, url: string, plan: JobPlan): CapturedItem[] {
  const spec = kind === 'detail' ? (plan.detailRecordSpec ?? plan.recordSpec) : plan.recordSpec;
  if (spec) {
    const records = extractRecords(html, url, spec);
    if (records.length > 0 || !plan.selectors?.length) return records;
  }
  return extractItems(html, url, plan.selectors);
}

function linksFor(
  kind: PageKind,
  html: string,
  url: string,
  plan: JobPlan,
  follow: NonNullable<JobPlan['follow']>,
): DiscoveredLink[] {
  const hrefs = (selector: string) =>
    extractItems(html, url, [{ type: 'link', selector }]).map(
      (item) => (item.content as LinkContent).href,
    );
  const found: DiscoveredLink[] = [];
  if (kind === 'detail' || follow === 'none') return found;
  if (follow === 'all')
    return hrefs('a[href]').map((href) => ({ url: href, kind: 'page' as const }));
  if (plan.paginationSelector && (follow === 'pagination' || follow === 'detail')) {
    for (const href of hrefs(plan.paginationSelector)) found.push({ url: href, kind: 'list' });
  }
  if (plan.detailLinkSelector && follow === 'detail') {
    for (const href of hrefs(plan.detailLinkSelector)) found.push({ url: href, kind: 'detail' });
  }
  return found;
}

/** Same site as the job's start (www. ignored), inside the include globs, outside the exclude ones. */
export function linkFilter(startUrl: string, options: JobOptions): (url: string) => boolean {
  const site = new URL(startUrl).hostname.replace(/^www\./, '');
  const include = options.include.length > 0 ? picomatch(options.include) : () => true;
  const exclude = options.exclude.length > 0 ? picomatch(options.exclude) : () => false;
  return (url) => {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    if (parsed.hostname.replace(/^www\./, '') !== site) return false;
    const path = parsed.pathname + parsed.search;
    return include(path) && !exclude(path);
  };
}

export function createPageProcessor(config: PageProcessorConfig): PageProcessor {
  const fetchers = new Map<string, Fetcher>();
  const fetcherFor = (render: JobOptions['render']) => {
    let fetcher = fetchers.get(render);
    if (!fetcher) {
      fetcher = new Fetcher({
        allowPrivateHosts: config.allowPrivateHosts,
        chromiumPath: config.chromiumPath,
        render,
      });
      fetchers.set(render, fetcher);
    }
    return fetcher;
  };

  return {
    async process(page, job, signal) {
      const fetched = await fetcherFor(job.options.render).fetchPage(page.url, { signal });
      const follow = job.plan.follow ?? (job.options.maxPages > 1 ? 'all' : 'none');
      const allowed = linkFilter(job.url, job.options);
      const seen = new Set<string>();
      const links: DiscoveredLink[] = [];
      for (const link of linksFor(page.kind, fetched.html, fetched.url, job.plan, follow)) {
        const url = canonicalUrl(link.url);
        if (!url || seen.has(url) || !allowed(url)) continue;
        seen.add(url);
        links.push({ url, kind: link.kind });
      }
      return {
        finalUrl: fetched.url,
        items: extractFor(page.kind, fetched.html, fetched.url, job.plan),
        links,
        engine: fetched.engine,
        warnings: fetched.warnings,
      };
    },
    async close() {
      await Promise.all([...fetchers.values()].map((fetcher) => fetcher.close()));
      fetchers.clear();
    },
  };
}
