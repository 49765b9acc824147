import { countOf } from '@gleaner/shared';
import { extractRecordsFromPage, parsePage, selectLinkHrefs } from '@gleaner/scraper';
import { analysePage } from '../analysis/analyse-page.js';
import { rowsOf } from '../planning/apply-record-spec.js';
import { plan as planPage } from '../planning/plan.js';
import { planDetail } from '../planning/plan-item.js';
import { parseRequest } from '../request/parse-request.js';
import type { ExtractionPlan, PageAnalysis, SectionPlan } from '../types.js';
import { readPage, type FetchedPage, type PageSource, type PlanSteps } from './plan-request.js';

/** Levels of link lists above the record lists: categories, subcategories, one more. */
const MAX_LEVELS = 3;
/** Links of one level read (at once) to learn what is below it. */
const LINKS_TRIED = 3;
/** Pages of each level read in all, for the job's estimate of how many pages the lists hold. */
const ESTIMATE_SAMPLE = 6;

/** One level of links: the selector that finds them on every page of the level, and a sample. */
export interface LinkLevel {
  selector: string;
  links: string[];
}

/** What a start page links to: every address on it, and its next-page link. */
export interface StartLinks {
  links: string[];
  pagination: string | null;
  /** Every address the start level's selector finds (the sample rows hold only the first few). */
  levelLinks: string[];
  /** The last page its pagination names, when it names one. */
  lastPage: number | null;
}

/** What planning knows when it reads a page a level down (plain data: it may cross threads). */
export interface LinkedContext {
  /** The fields the start page's records lack. */
  wanted: string[];
  /** Selectors of the levels above, and of records: never a level again. */
  taken: string[];
  /** Addresses (without query) of the start page and the levels found. */
  known: string[];
  /** Addresses (without query) the start page links to: the site's own menus. */
  everywhere: string[];
}

/** What a page one level down turned out to be. */
export type LinkedReading =
  | {
      kind: 'records';
      plan: ExtractionPlan;
      pagination: string | null;
      /** What this list's pagination says of its length, for the job's estimate. */
      length: { lastPage: number | null; totalRecords: number | null } | null;
      /** Links to more lists beside the records (a category's subcategories). */
      more: LinkLevel | null;
    }
  | { kind: 'links'; level: LinkLevel; pagination: string | null }
  | { kind: 'other' };

/** An address without its query and fragment: the page numbers of one list share it. */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname.replace(/\/$/, '')}`;
  } catch {
    return url;
  }
}

/** The site's home page, which breadcrumbs and logos link back to. */
function rootOf(url: string): string {
  try {
    return new URL('/', url).href;
  } catch {
    return url;
  }
}

/** The start page's level: the links its planned records lead on through. */
function startLevel(extraction: ExtractionPlan): LinkLevel | null {
  const field = extraction.detail?.linkField;
  if (!extraction.recordSpec || !extraction.detail || !field) return null;
  const links = extraction.sampleRows
    .map((row) => row[field])
    .filter((link): link is string => typeof link === 'string' && /^https?:/i.test(link));
  return {
    selector: `${extraction.recordSpec.container} ${extraction.detail.linkSelector}`.trim(),
    links: [...new Set(links)],
  };
}

/** Every address a page links to, its next-page link and its level's links, for `planSections`. */
export function pageLinks(html: string, url: string, levelSelector?: string): StartLinks {
  const analysis = analysePage(html, url);
  const parsed = parsePage(html, url);
  return {
    links: selectLinkHrefs(parsed, 'a[href]'),
    pagination: analysis.pagination?.selector ?? null,
    lastPage: analysis.pagination?.lastPage ?? null,
    levelLinks: levelSelector ? [...new Set(selectLinkHrefs(parsed, levelSelector))] : [],
  };
}

/**
 * The page's main list of links down, when it has one: its repeated group with the most links
 * whose records each link to a page of their own (subcategories). A group is navigation, not a
 * level down, when it follows no new ground: a level above already follows it, it links back
 * to pages already known (breadcrumbs to the start page, the category itself), or all its links
 * are on the start page too (the site's menus). Links to the page's own other pages (page
 * numbers) are left out.
 */
function linkLevelOf(
  page: FetchedPage,
  analysis: PageAnalysis,
  context: LinkedContext,
): LinkLevel | null {
  const known = new Set(context.known);
  const everywhere = new Set(context.everywhere);
  const parsed = parsePage(page.html, page.url);
  const here = pathOf(page.url);
  let best: LinkLevel | null = null;
  for (const group of analysis.groups) {
    if (group.count < 2 || group.nested) continue;
    // The record's own link, or the record is itself a link (`a.subcategory-link`).
    const column =
      group.columns.find((candidate) => candidate.name === group.detailField) ??
      group.columns.find(
        (candidate) => candidate.spec.kind === 'url' && candidate.spec.attribute === 'href',
      );
    if (!column) continue;
    const selector = `${group.container} ${column.spec.selector}`.trim();
    if (context.taken.some((above) => selector === above || selector.startsWith(`${above} `)))
      continue;
    const found = [...new Set(selectLinkHrefs(parsed, selector))];
    if (found.some((link) => known.has(pathOf(link)))) continue;
    const links = found.filter((link) => pathOf(link) !== here);
    if (links.length < 2 || links.every((link) => everywhere.has(pathOf(link)))) continue;
    if (!best || links.length > best.links.length) best = { selector, links };
  }
  return best;
}

/** Whether the plan reads at least one of `wanted` from the page's own records. */
function readsAny(extraction: ExtractionPlan, wanted: string[]): boolean {
  return extraction.fields.some(
    (field) => field.source === 'list' && wanted.includes(field.name) && field.confidence > 0.3,
  );
}

/** The record group a plan reads, as the analysis found it. */
function groupOf(extraction: ExtractionPlan, analysis: PageAnalysis) {
  const container = extraction.recordSpec?.container;
  return analysis.groups.find((candidate) => candidate.container === container);
}

/**
 * The records with the link to each one's own page as a column: a product listed in a category
 * and in its parent is one product, known by that address (the job keeps it once).
 */
function withRecordLink(
  extraction: ExtractionPlan,
  analysis: PageAnalysis,
  page: FetchedPage,
): ExtractionPlan {
  const spec = extraction.recordSpec;
  const group = groupOf(extraction, analysis);
  const link = group?.columns.find((column) => column.name === group.detailField);
  if (!spec || !link) return extraction;
  const existing = spec.fields.find(
    (field) => field.kind === 'url' && field.selector === link.spec.selector,
  );
  if (existing) return { ...extraction, recordKey: existing.name };
  const name = spec.fields.some((field) => field.name === 'url') ? 'link' : 'url';
  const field = { ...link.spec, name };
  const recordSpec = { ...spec, fields: [...spec.fields, field] };
  return {
    ...extraction,
    recordSpec,
    fields: [
      ...extraction.fields,
      {
        name,
        spec: field,
        confidence: 0.9,
        samples: link.samples.slice(0, 5),
        source: 'list',
        origin: 'selector',
        where: `the link of each record (${link.spec.selector || 'the record itself'})`,
      },
    ],
    sampleRows: rowsOf(
      extractRecordsFromPage(
        parsePage(page.html, page.url),
        recordSpec,
        extraction.sampleRows.length,
      ),
    ),
    recordKey: name,
  };
}

/**
 * Reads a page one of the links leads to: a list of records answering what the start page
 * lacked (the wanted fields, read from records that link on to their own pages, as product
 * lists do), another list of links (subcategories), or something else (a product page: the
 * detail step's business). CPU work only, on plain data: a server runs it on a thread.
 */
export function planLinked(
  requestText: string,
  requestUrl: string,
  html: string,
  url: string,
  context: LinkedContext,
): LinkedReading {
  const page = { html, url };
  const analysis = analysePage(html, url);
  const request = { ...parseRequest(requestText), url: requestUrl, quantity: 'many' as const };
  const extraction = planPage(request, analysis, html, url);
  const pagination = analysis.pagination?.selector ?? null;
  const linked = Boolean(groupOf(extraction, analysis)?.detailField) || extraction.detail !== null;
  if (
    extraction.pageKind === 'list' &&
    extraction.recordCount >= 2 &&
    readsAny(extraction, context.wanted) &&
    linked
  ) {
    const records = extraction.recordSpec?.container ?? '';
    return {
      kind: 'records',
      plan: withRecordLink(extraction, analysis, page),
      pagination,
      length: analysis.pagination
        ? {
            lastPage: analysis.pagination.lastPage,
            totalRecords: analysis.pagination.totalRecords,
          }
        : null,
      more: linkLevelOf(page, analysis, { ...context, taken: [...context.taken, records] }),
    };
  }
  // A page about one item that answers the fields is the detail step's, whatever it links to
  // (breadcrumbs, related items).
  if (planDetail(html, url, context.wanted, request.entity).fields.length > 0)
    return { kind: 'other' };
  const level = linkLevelOf(page, analysis, context);
  return level ? { kind: 'links', level, pagination } : { kind: 'other' };
}

/** Selectors joined into one CSS selector list, each once. */
function selectorList(selectors: (string | null | undefined)[]): string | null {
  const distinct = [...new Set(selectors.filter((selector): selector is string => !!selector))];
  return distinct.length > 0 ? distinct.join(', ') : null;
}

/**
 * A start page whose records are only links to more lists (a shop's front page of categories,
 * a directory of sections) does not hold what was asked for: the records are one, two or three
 * levels down. Reads a few linked pages per level, breadth first (one category may be a list of
 * products and its sibling a list of subcategories, and both shapes must be walked), until a
 * page lists records that answer the missing fields; the plan then reads those records on every
 * list reached from the start page through every level's links and next pages. Null when the
 * start page's links lead to item pages or to nothing that answers more (the detail step, or
 * the plan as it is, then applies).
 */
export async function planSections(
  source: PageSource,
  requestText: string,
  first: ExtractionPlan,
  start: FetchedPage,
  steps: PlanSteps,
): Promise<{ plan: ExtractionPlan; page: FetchedPage } | null> {
  const request = parseRequest(requestText);
  if (request.kind !== 'records' || request.quantity === 'one' || request.followDetails)
    return null;
  if (first.pageKind !== 'list' || first.detail?.reason !== 'fields-on-detail-page') return null;
  const startLinks = startLevel(first);
  if (!startLinks) return null;
  const facts = await steps.pageLinks(start.html, start.url, startLinks.selector);
  const levels = [startLinks.selector];
  const paginations: (string | null)[] = [first.pagination?.selector ?? facts.pagination];
  // The start page and every link of the levels found: a group linking back to these is navigation.
  const known = new Set([first.url, rootOf(first.url), ...startLinks.links].map(pathOf));
  const everywhere = [...new Set(facts.links.map(pathOf))];
  let found: {
    plan: ExtractionPlan;
    page: FetchedPage;
    length: { lastPage: number | null; totalRecords: number | null } | null;
  } | null = null;
  // What each page read at each depth below the start page held: the estimate's sample.
  const tree: SampledLevel[] = [];
  const wanted = first.detail.fields;
  const contextNow = (): LinkedContext => ({
    wanted,
    taken: [...levels],
    known: [...known],
    everywhere,
  });
  const read = async (url: string, context: LinkedContext = contextNow()) => {
    try {
      const page = await readPage(source, url);
      const reading = await steps.planLinked(requestText, first.url, page.html, page.url, context);
      return { reading, page };
    } catch {
      return { reading: { kind: 'other' } as LinkedReading, page: null };
    }
  };
  // The first link that opens decides whether to look further: most lists link to item pages,
  // and those are the detail step's (which reads that page again from the planning cache).
  const sample = startLinks.links.slice(0, LINKS_TRIED);
  let opened: Awaited<ReturnType<typeof read>> | null = null;
  while (sample.length > 0 && !opened?.page) opened = await read(sample.shift() ?? '');
  if (!opened?.page || opened.reading.kind === 'other') return null;
  // Then breadth first over a few pages per level: one category may be a list of products and
  // its sibling a list of subcategories, and both shapes must be walked.
  let settled = [opened];
  let frontier = sample;
  let candidates = facts.levelLinks.length > 0 ? facts.levelLinks : startLinks.links;
  const tried = new Set(startLinks.links.slice(0, LINKS_TRIED));
  for (let depth = 0; depth < MAX_LEVELS; depth += 1) {
    const level: SampledLevel = {
      pages: [],
      children: [],
      links: candidates,
      context: contextNow(),
    };
    const readings = [...settled, ...(await Promise.all(frontier.map((url) => read(url))))];
    settled = [];
    frontier = [];
    candidates = [];
    tree.push(level);
    for (const { reading, page } of readings) {
      if (page) sampleInto(level, reading);
      if (reading.kind === 'other' || !page) continue;
      paginations.push(reading.pagination);
      if (reading.kind === 'records')
        found ??= { plan: reading.plan, page, length: reading.length };
      const deeper = reading.kind === 'links' ? reading.level : reading.more;
      if (deeper) candidates.push(...deeper.links);
      if (deeper && !levels.includes(deeper.selector)) {
        levels.push(deeper.selector);
        for (const link of deeper.links) known.add(pathOf(link));
        const next = deeper.links.slice(0, LINKS_TRIED);
        for (const link of next) tried.add(link);
        frontier.push(...next);
      }
    }
    // No new level below: nothing more to learn.
    if (frontier.length === 0) break;
  }
  if (!found) return null;
  await widenSample(tree, tried, read);
  const startPages = Math.max(1, first.pagination?.lastPage ?? facts.lastPage ?? 1);
  return {
    plan: sectionPlan(request, first, found, levels, paginations, {
      ...pagesBelow(tree),
      startPages,
    }),
    page: found.page,
  };
}

/** The pages read at one depth below the start page: how many each is, and links each leads on to. */
interface SampledLevel {
  pages: number[];
  children: number[];
  /** Every link known to lead to this depth, and what planning knew when it read the level. */
  links: string[];
  context: LinkedContext;
}

/**
 * The first links of a level are read to learn its shape, but lists differ in length (a shop's
 * first categories may be its smallest): each depth is read further, at links spread over all
 * those known to lead there, until it has ESTIMATE_SAMPLE pages, at once.
 */
async function widenSample(
  tree: SampledLevel[],
  tried: Set<string>,
  read: (
    url: string,
    context: LinkedContext,
  ) => Promise<{ reading: LinkedReading; page: FetchedPage | null }>,
): Promise<void> {
  // Level by level: the links the pages read at one depth lead to widen the next one's choice.
  for (const [depth, level] of tree.entries()) {
    const untried = [...new Set(level.links)].filter((link) => !tried.has(link));
    const wanted = Math.min(untried.length, ESTIMATE_SAMPLE - level.pages.length);
    if (wanted <= 0) continue;
    const spread = Array.from(
      { length: wanted },
      (_, index) => untried[Math.floor(((index + 0.5) * untried.length) / wanted)] ?? '',
    );
    const readings = await Promise.all(spread.map((url) => read(url, level.context)));
    for (const { reading, page } of readings) {
      if (!page) continue;
      sampleInto(level, reading);
      const deeper =
        reading.kind === 'links' ? reading.level : reading.kind === 'records' ? reading.more : null;
      if (deeper) tree[depth + 1]?.links.push(...deeper.links);
    }
  }
}

/** One page read, as the estimate counts it: its own pages, and the links it leads on through. */
function sampleInto(level: SampledLevel, reading: LinkedReading): void {
  if (reading.kind === 'records') {
    const { lastPage = null, totalRecords = null } = reading.length ?? {};
    const perPage = reading.plan.recordCount;
    const fromTotal =
      totalRecords !== null && perPage > 0 ? Math.ceil(totalRecords / perPage) : null;
    level.pages.push(Math.max(1, lastPage ?? fromTotal ?? 1));
    level.children.push(reading.more?.links.length ?? 0);
  } else if (reading.kind === 'links') {
    level.pages.push(1);
    level.children.push(reading.level.links.length);
  } else {
    level.pages.push(1);
    level.children.push(0);
  }
}

const mean = (values: number[]) =>
  values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;

/**
 * The pages one start link leads to, from the sample: a page at each depth is its own pages
 * plus, for each link it leads on through, what a page of the next depth leads to (a level
 * nobody read counts a page a link). Null with nothing read.
 */
function pagesBelow(tree: SampledLevel[]): Pick<SectionPlan, 'pagesPerLink' | 'sampledPages'> {
  const sampledPages = tree.reduce((sum, level) => sum + level.pages.length, 0);
  let below = 1;
  for (let depth = tree.length - 1; depth >= 0; depth -= 1) {
    const level = tree[depth]!;
    if (level.pages.length === 0) continue;
    below = mean(level.pages) + mean(level.children) * below;
  }
  return { pagesPerLink: sampledPages > 0 ? below : null, sampledPages };
}

function sectionPlan(
  request: ReturnType<typeof parseRequest>,
  first: ExtractionPlan,
  found: {
    plan: ExtractionPlan;
    page: FetchedPage;
    length: { lastPage: number | null; totalRecords: number | null } | null;
  },
  levels: string[],
  paginations: (string | null)[],
  below: Pick<SectionPlan, 'pagesPerLink' | 'sampledPages' | 'startPages'>,
): ExtractionPlan {
  const records = found.plan;
  const sections: SectionPlan = {
    linkSelector: selectorList(levels) ?? '',
    levels: levels.length,
    startLinks: first.recordCount,
    sampleUrl: found.page.url,
    ...below,
  };
  // Every list of a shop is paged the same way, but the sample list may be too short to show it.
  const selector = selectorList(paginations);
  const maxPages = request.scope.kind === 'pages' ? request.scope.maxPages : null;
  // The estimate counts each list like the one sampled: its last page, or its one page.
  const sampled = found.length;
  const pagination = selector
    ? {
        selector,
        nextUrl: null,
        maxPages,
        lastPage: sampled ? sampled.lastPage : 1,
        totalRecords: sampled?.totalRecords ?? null,
      }
    : null;
  const noun = request.entity ? `${request.entity}s` : 'records';
  const reach = `every list reached from ${countOf(first.recordCount, 'link')} on the start page${levels.length > 1 ? ` (${countOf(levels.length, 'level')} down)` : ''}`;
  return {
    ...records,
    url: first.url,
    pagination,
    sections,
    instructions: [
      { id: '', type: 'navigate' as const, description: `Open ${first.url}`, value: first.url },
      ...levels.map((selector, index) => ({
        id: '',
        type: 'navigate' as const,
        description:
          index === 0
            ? `Follow each of the ${countOf(first.recordCount, 'link')} on the start page`
            : 'Follow each link of the next level down',
        selector,
        condition: 'for each link',
      })),
      ...records.instructions.filter((step) => step.type !== 'navigate' || step.condition),
    ].map((step, index) => ({ ...step, id: `step-${index + 1}` })),
    summary: `${noun} on ${reach}: ${records.summary}`,
  };
}
