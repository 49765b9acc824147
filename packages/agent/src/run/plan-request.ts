import { nounFor } from '@gleaner/shared';
import { analysePage } from '../analysis/analyse-page.js';
import { notAPage } from '../conversation/not-a-page.js';
import { plan, withDetailSpec } from '../planning/plan.js';
import { planDetail } from '../planning/plan-item.js';
import { parseRequest } from '../request/parse-request.js';
import type { DetailPagePlan } from '../planning/plan-item.js';
import type { ExtractionPlan } from '../types.js';
import {
  pageLinks,
  planLinked,
  planSections,
  type LinkedContext,
  type LinkedReading,
  type StartLinks,
} from './plan-sections.js';

/** A fetched page as the agent needs it: the HTML and where it ended up after redirects. */
export interface FetchedPage {
  html: string;
  url: string;
  /** The HTTP status, when the page came over HTTP. */
  status?: number;
  /** The declared content type, when known: a JSON, image or PDF address is not a web page. */
  contentType?: string;
}

/** Where pages come from: the scraper's `Fetcher`, a job's engine, or saved pages in a test. */
export interface PageSource<Page extends FetchedPage = FetchedPage> {
  fetchPage(url: string): Promise<Page>;
}

export interface PlannedRequest<Page extends FetchedPage = FetchedPage> {
  plan: ExtractionPlan;
  /** The page the plan was made on, reused as the first page of a run. */
  page: Page;
}

/** A page fetched, or an error saying why not: an error status is no page to plan on. */
export async function readPage<Page extends FetchedPage>(
  source: PageSource<Page>,
  url: string,
): Promise<Page> {
  const page = await source.fetchPage(url);
  if (page.status !== undefined && page.status >= 400)
    throw new Error(`${url} answered HTTP ${page.status}`);
  return page;
}

/** A page source that fetches each address once (for one planning, not for a crawl). */
export function cachedSource<Page extends FetchedPage>(source: PageSource<Page>): PageSource<Page> {
  const pages = new Map<string, Promise<Page>>();
  return {
    fetchPage(url) {
      let page = pages.get(url);
      if (!page) {
        page = source.fetchPage(url);
        // A failure is not kept: the next try may open it.
        page.catch(() => pages.delete(url));
        pages.set(url, page);
      }
      return page;
    },
  };
}

/**
 * The reading done on fetched pages while planning: CPU work only, on plain data, so a server
 * can run it on a thread of its own (see `planRequest`). By default it runs where it is called.
 */
export interface PlanSteps {
  /** Trains on the first page (asked for at `requestUrl`): its analysis and the request's plan. */
  planPage(
    requestText: string,
    requestUrl: string,
    html: string,
    url: string,
  ): ExtractionPlan | Promise<ExtractionPlan>;
  /** What the start page links to, everywhere on it, and its next-page link. */
  pageLinks(html: string, url: string, levelSelector?: string): StartLinks | Promise<StartLinks>;
  /** Reads a page one level below a start page of links (see `planSections`). */
  planLinked(
    requestText: string,
    requestUrl: string,
    html: string,
    url: string,
    context: LinkedContext,
  ): LinkedReading | Promise<LinkedReading>;
  /** Trains on one detail page for the fields the list lacks. */
  planDetail(
    html: string,
    url: string,
    fields: string[],
    entity: string | null,
  ): DetailPagePlan | Promise<DetailPagePlan>;
}

/** Planning read on the calling thread. */
export const localPlanSteps: PlanSteps = {
  planPage: (requestText, requestUrl, html, url) =>
    plan({ ...parseRequest(requestText), url: requestUrl }, analysePage(html, url), html, url),
  planDetail: (html, url, fields, entity) => planDetail(html, url, fields, entity),
  pageLinks: (html, url, levelSelector) => pageLinks(html, url, levelSelector),
  planLinked: (requestText, requestUrl, html, url, context) =>
    planLinked(requestText, requestUrl, html, url, context),
};

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Completes a plan whose wanted fields live on detail pages by training on one of them. Records
 * are tried in order until one opens, so one broken link (a 404, a host that does not resolve)
 * does not sink the plan; when none opens, the plan keeps what the list gives and says why.
 */
export async function planDetailPages(
  source: PageSource,
  extraction: ExtractionPlan,
  attempts = 3,
  steps: PlanSteps = localPlanSteps,
): Promise<ExtractionPlan> {
  const detail = extraction.detail;
  if (!detail) return extraction;
  const links = extraction.sampleRows
    .map((row) => row[detail.linkField])
    .filter((link): link is string => typeof link === 'string' && link.length > 0)
    .slice(0, attempts);
  const failures: string[] = [];
  let without = 0;
  for (const link of links) {
    try {
      const page = await readPage(source, link);
      const planned = await steps.planDetail(page.html, page.url, detail.fields, extraction.entity);
      // A page that answers none of the fields is no detail page to read them from.
      if (planned.recordSpec.fields.length > 0)
        return withDetailSpec(
          extraction,
          planned.recordSpec,
          planned.fields,
          planned.missingFields,
        );
      without += 1;
    } catch (error) {
      failures.push(`${link}: ${reason(error)}`);
    }
  }
  const fields = detail.fields.map((field) => `"${field}"`).join(' and ');
  const why = without
    ? `The pages the records link to do not show ${fields} either, so ${nounFor(detail.fields.length, 'that column is', 'those columns are')} left out.`
    : failures.length
      ? `I could not open a detail page to plan it (${failures[0] ?? ''}${failures.length > 1 ? `, and ${failures.length - 1} more` : ''}), so those fields are left out.`
      : 'The records have no link to a page of their own, so those fields are left out.';
  return {
    ...extraction,
    detail: null,
    missingFields: [...new Set([...extraction.missingFields, ...detail.fields])].filter(
      (field) => !extraction.fields.some((planned) => planned.name === field),
    ),
    missingMessage: why,
  };
}

/**
 * The agent's plan for a request on a page: train on the page, and when the wanted fields live
 * on detail pages, train on one of those too. The same path serves the CLI, the jobs API and
 * the evaluation.
 */
export async function planRequest<Page extends FetchedPage>(
  source: PageSource<Page>,
  url: string,
  requestText: string,
  steps: PlanSteps = localPlanSteps,
): Promise<PlannedRequest<Page>> {
  // Planning may read a linked page twice (to tell a list of lists from an item page, then to
  // plan the item page): once over the network.
  const pages = cachedSource(source);
  const page = await readPage(pages, url);
  // JSON, CSV, plain text, a PDF: read as what they are, or refused with what they are.
  const other = notAPage(page, { ...parseRequest(requestText), url });
  if (other?.plan) return { plan: other.plan, page };
  if (other) throw new Error(other.reply);
  const first = await steps.planPage(requestText, url, page.html, page.url);
  const sections = await planSections(pages, requestText, first, page, steps);
  const extraction = await planDetailPages(pages, sections?.plan ?? first, 3, steps);
  return { plan: extraction, page };
}
