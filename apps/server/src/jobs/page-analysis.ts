import {
  MAX_JOB_DOCUMENTS_PER_PAGE,
  type CapturedItem,
  type JobOptions,
  type JobPlan,
} from '@gleaner/shared';
import {
  createScope,
  extractItemsFromPage,
  extractRecordsFromPage,
  normaliseUrl,
  parsePage,
  selectLinkHrefs,
  type ParsedPage,
} from '@gleaner/scraper';

export type PageKind = 'start' | 'list' | 'detail' | 'page';

export interface DiscoveredLink {
  url: string;
  kind: Exclude<PageKind, 'start'>;
}

/** A fetched page of a job, with what is needed to read it: plain data, so it can cross threads. */
export interface PageAnalysisInput {
  html: string;
  /** Where the page was found in the end (after redirects): links resolve against it. */
  url: string;
  kind: PageKind;
  job: { url: string; plan: JobPlan; options: JobOptions };
}

export interface PageAnalysis {
  items: CapturedItem[];
  /** Links to follow, normalised, in scope and each once, in page order. */
  links: DiscoveredLink[];
  /** PDFs the page links to, when the plan asks for their text; each once, in page order. */
  documents: string[];
}

/** An address whose path names a PDF file (`/files/report.PDF?v=2`). */
export function looksLikePdf(url: string): boolean {
  try {
    return /\.pdf$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/**
 * The PDFs a page links to: by the file name, or by a link that says it is one
 * (`type="application/pdf"`). Any host: files often live on another; the fetcher's address
 * policy still applies to each.
 */
function pdfLinks(page: ParsedPage): string[] {
  const found = new Set<string>();
  const hrefs = [
    ...selectLinkHrefs(page, 'a[type="application/pdf" i]'),
    ...selectLinkHrefs(page, 'a[href]').filter(looksLikePdf),
  ];
  for (const href of hrefs) {
    const normalised = normaliseUrl(href);
    if (normalised) found.add(normalised);
    if (found.size >= MAX_JOB_DOCUMENTS_PER_PAGE) break;
  }
  return [...found];
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
  if (kind === 'detail' || follow === 'none') return [];
  if (follow === 'all')
    return selectLinkHrefs(page, 'a[href]').map((url) => ({ url, kind: 'page' as const }));
  const found: DiscoveredLink[] = [];
  if (follow === 'pagination' || follow === 'detail') {
    // Next pages and the lists a section links to are read alike: as more lists.
    for (const selector of [plan.paginationSelector, plan.sectionLinkSelector]) {
      if (!selector) continue;
      for (const url of selectLinkHrefs(page, selector)) found.push({ url, kind: 'list' });
    }
  }
  if (plan.detailLinkSelector && follow === 'detail') {
    for (const url of selectLinkHrefs(page, plan.detailLinkSelector))
      found.push({ url, kind: 'detail' });
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

/** Scopes compile their globs: one per job is kept, for the few jobs running at once. */
const filters = new Map<string, (url: string) => boolean>();
const KEPT_FILTERS = 32;

function filterFor(job: PageAnalysisInput['job']): (url: string) => boolean {
  const key = JSON.stringify([job.url, job.options.include, job.options.exclude]);
  let filter = filters.get(key);
  if (!filter) {
    filter = linkFilter(job.url, job.options);
    if (filters.size >= KEPT_FILTERS) filters.delete(filters.keys().next().value ?? '');
    filters.set(key, filter);
  }
  return filter;
}

/** What one page gives its job: the items the plan extracts and the links the plan follows. */
export function analysePage({ html, url, kind, job }: PageAnalysisInput): PageAnalysis {
  const follow = job.plan.follow ?? (job.options.maxPages > 1 ? 'all' : 'none');
  const allowed = filterFor(job);
  // Parsed once for both extraction and link finding.
  const parsed = parsePage(html, url);
  const seen = new Set<string>();
  const links: DiscoveredLink[] = [];
  for (const link of linksFor(kind, parsed, job.plan, follow)) {
    const normalised = normaliseUrl(link.url);
    if (!normalised || seen.has(normalised) || !allowed(normalised)) continue;
    seen.add(normalised);
    links.push({ url: normalised, kind: link.kind });
  }
  const documents = job.plan.documentText ? pdfLinks(parsed) : [];
  // A PDF is read as a document, not queued as a page.
  const pages =
    documents.length > 0 ? links.filter((link) => !documents.includes(link.url)) : links;
  return { items: extractFor(kind, parsed, job.plan), links: pages, documents };
}
