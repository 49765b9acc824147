import type { CapturedItem, JobOptions, JobPlan, LinkContent } from '@gleaner/shared';
import {
  createScope,
  extractItemsFromPage,
  extractRecordsFromPage,
  Fetcher,
  normaliseUrl,
  parsePage,
  type ParsedPage,
} from '@gleaner/scraper';

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

function extractFor(kind: PageKind, page: ParsedPage, plan: JobPlan): CapturedItem[] {
  const spec = kind === 'detail' ? (plan.detailRecordSpec ?? plan.recordSpec) : plan.recordSpec;
  if (spec) {
    const records = extractRecordsFromPage(page, spec);
    if (records.length > 0 || !plan.selectors?.length) return records;
  }
  return extractItemsFromPage(page, plan.selectors);
}

function linksFor(
  kind: PageKind,
  page: ParsedPage,
  plan: JobPlan,
  follow: NonNullable<JobPlan['follow']>,
): DiscoveredLink[] {
  const hrefs = (selector: string) =>
    extractItemsFromPage(page, [{ type: 'link', selector }]).map(
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
  const inScope = createScope([startUrl], {
    scope: 'same-site',
    include: options.include,
    exclude: options.exclude,
  });
  return (url) => inScope(new URL(url));
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
      // Parsed once for both extraction and link finding.
      const parsed = parsePage(fetched.html, fetched.url);
      for (const link of linksFor(page.kind, parsed, job.plan, follow)) {
        const url = normaliseUrl(link.url);
        if (!url || seen.has(url) || !allowed(url)) continue;
        seen.add(url);
        links.push({ url, kind: link.kind });
      }
      return {
        finalUrl: fetched.url,
        items: extractFor(page.kind, parsed, job.plan),
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
