import { extractItems, extractRecords, normaliseUrl } from '@gleaner/scraper';
import {
  pageNamedOnce,
  type CapturedItem,
  type LinkContent,
  type RecordContent,
} from '@gleaner/shared';
import type { ExtractionPlan } from '../types.js';
import { readPage } from './plan-request.js';
import type { FetchedPage, PageSource } from './plan-request.js';

export type Row = RecordContent & { _url: string };

export interface RunOptions {
  /** Pages of the list to visit; the plan's own limit when unset. */
  pages?: number | undefined;
  onPage?: (url: string, rows: number) => void;
  /** A detail page that failed: its record is kept with what the list gave. */
  onWarning?: (message: string) => void;
}

/** How many list pages the plan means: its limit, every page for "all pages", else one. */
function pageLimit(plan: ExtractionPlan, requested: number | undefined): number {
  if (requested !== undefined) return requested;
  if (!plan.pagination) return 1;
  return plan.pagination.maxPages ?? Number.POSITIVE_INFINITY;
}

function rowsOf(items: CapturedItem[], url: string): Row[] {
  return items.map((item) => {
    if (item.type === 'record') return { ...(item.content as RecordContent), _url: url };
    const content = item.content;
    const fields: RecordContent =
      typeof content === 'string'
        ? { text: content }
        : Object.fromEntries(
            Object.entries(content as Record<string, unknown>).map(([k, v]) => [
              k,
              typeof v === 'number' || typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          );
    return { type: item.type, ...fields, _url: url };
  });
}

function nextPage(plan: ExtractionPlan, page: FetchedPage): string | null {
  if (!plan.pagination) return null;
  const [link] = extractItems(page.html, page.url, [
    { type: 'link', selector: plan.pagination.selector },
  ]);
  return link ? normaliseUrl((link.content as LinkContent).href) : null;
}

/** Runs a plan: each list page's records, completed from their detail pages, then the next page. */
export async function* runPlan(
  source: PageSource,
  plan: ExtractionPlan,
  first: FetchedPage,
  options: RunOptions = {},
): AsyncGenerator<Row[]> {
  const limit = pageLimit(plan, options.pages);
  const seen = new Set<string>();
  let page: FetchedPage | null = first;
  for (let count = 0; page && count < limit && !seen.has(page.url); count += 1) {
    seen.add(page.url);
    const items = plan.recordSpec
      ? extractRecords(page.html, page.url, plan.recordSpec)
      : extractItems(
          page.html,
          page.url,
          plan.instructions
            .filter((s) => s.type === 'extract' && s.selector)
            .map((s) => ({ type: itemType(plan.kind), selector: s.selector ?? '' })),
        );
    const rows = rowsOf(items, page.url);
    if (plan.detail?.recordSpec)
      await completeFromDetails(
        source,
        plan.detail.linkField,
        plan.detail.recordSpec,
        rows,
        options.onWarning,
      );
    options.onPage?.(page.url, rows.length);
    yield rows;
    const next = nextPage(plan, page);
    page = next && count + 1 < limit ? await nextOrNull(source, next, options.onWarning) : null;
  }
}

/** The next list page, or null with a warning: the pages already read are kept. */
async function nextOrNull(
  source: PageSource,
  url: string,
  onWarning: ((message: string) => void) | undefined,
): Promise<FetchedPage | null> {
  try {
    return await readPage(source, url);
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    onWarning?.(
      `${pageNamedOnce(url, said, 'the next page')} could not be read, so the run stops here: ${said}`,
    );
    return null;
  }
}

async function completeFromDetails(
  source: PageSource,
  linkField: string,
  spec: NonNullable<NonNullable<ExtractionPlan['detail']>['recordSpec']>,
  rows: Row[],
  onWarning: ((message: string) => void) | undefined,
): Promise<void> {
  await Promise.all(
    rows.map(async (row) => {
      const link = row[linkField];
      if (typeof link !== 'string') return;
      try {
        const detail = await readPage(source, link);
        const [record] = extractRecords(detail.html, detail.url, spec);
        if (record) Object.assign(row, record.content as RecordContent, { _url: row._url });
      } catch (error) {
        // The row keeps what the list gave; the detail page's fields are there, empty.
        for (const field of spec.fields) row[field.name] ??= null;
        onWarning?.(
          `detail page ${link} skipped: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }),
  );
}

function itemType(kind: ExtractionPlan['kind']): string {
  const types: Partial<Record<ExtractionPlan['kind'], string>> = {
    links: 'link',
    images: 'image',
    tables: 'table',
    forms: 'form',
  };
  return types[kind] ?? 'text';
}
