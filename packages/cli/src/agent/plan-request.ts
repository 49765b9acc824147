import {
  analysePage,
  parseRequest,
  plan,
  planDetail,
  withDetailSpec,
  type ExtractionPlan,
} from '@gleaner/agent';
import type { Fetcher, PageResult } from '@gleaner/scraper';

export interface PlannedRequest {
  plan: ExtractionPlan;
  /** The page the plan was made on, reused as the first page of a run. */
  page: PageResult;
}

/**
 * The agent's plan for a request on a page: train on the page, and when the wanted fields live
 * on detail pages, train on the first one too.
 */
export async function planRequest(
  fetcher: Fetcher,
  url: string,
  requestText: string,
): Promise<PlannedRequest> {
  const request = { ...parseRequest(requestText), url };
  const page = await fetcher.fetchPage(url);
  const analysis = analysePage(page.html, page.url);
  let extraction = plan(request, analysis, page.html, page.url);
  if (extraction.detail) {
    const link = extraction.sampleRows[0]?.[extraction.detail.linkField];
    if (typeof link === 'string') {
      const detailPage = await fetcher.fetchPage(link);
      const detail = planDetail(detailPage.html, detailPage.url, extraction.detail.fields);
      extraction = withDetailSpec(
        extraction,
        detail.recordSpec,
        detail.fields,
        detail.missingFields,
      );
    }
  }
  return { plan: extraction, page };
}
