import type { ExtractionPlan, PageSource, PlanSteps } from '@gleaner/agent';
import {
  pageNamedOnce,
  planAnswersRequest,
  type PagePlan,
  type PagePlanReply,
} from '@gleaner/shared';
import { loadAgent } from '../../load-agent.js';
import { AppError } from '../../errors.js';
import { jobFor } from '../jobs/job-for-plan.js';

/** Sample rows shown with a plan: enough to judge it, small enough for a model's context. */
const SAMPLE_ROWS = 5;

/** The page could not be read to plan on: the caller's address, not our server, is at fault. */
export class PlanFailedError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super(422, message, 'PLAN_FAILED', options);
  }
}

function presentPlan(plan: ExtractionPlan): PagePlan {
  return {
    url: plan.url,
    summary: plan.summary,
    kind: plan.kind,
    pageKind: plan.pageKind,
    recordCount: plan.recordCount,
    confidence: plan.confidence,
    fields: plan.fields.map((field) => ({
      name: field.name,
      confidence: field.confidence,
      samples: field.samples.slice(0, SAMPLE_ROWS),
      source: field.source,
      where: field.where ?? null,
    })),
    missingFields: plan.missingFields,
    missingMessage: plan.missingMessage,
    sampleRows: plan.sampleRows.slice(0, SAMPLE_ROWS),
    pagination: plan.pagination
      ? { selector: plan.pagination.selector, maxPages: plan.pagination.maxPages }
      : null,
    needsJavaScript: plan.needsJavaScript,
  };
}

/**
 * The agent's plan for a request on a page, as `gleaner plan URL "REQUEST"` makes it, and the
 * job it would run (null when nothing on the page answers the request, as `planJob` decides).
 */
export async function planPage(
  source: PageSource,
  url: string,
  instruction: string,
  steps?: PlanSteps,
): Promise<PagePlanReply> {
  let plan: ExtractionPlan;
  try {
    const { planRequest } = await loadAgent();
    ({ plan } = await planRequest(source, url, instruction, steps));
  } catch (error) {
    // Already says what went wrong and whose fault it is (a page too costly to plan).
    if (error instanceof AppError) throw error;
    const said = error instanceof Error ? error.message : String(error);
    throw new PlanFailedError(
      `The agent could not open ${pageNamedOnce(url, said)} to plan: ${said}`,
      {
        cause: error,
      },
    );
  }
  // The chat's rule (planAnswersRequest): a plan that found none of the links, images or
  // records asked for is shown with its reason and no job, never a job of the page's chrome.
  const readsRecords = plan.kind === 'records' || plan.kind === 'tables';
  const answered = planAnswersRequest(plan) && (!readsRecords || plan.recordSpec !== null);
  const job = answered ? jobFor(plan) : null;
  return { success: true, plan: presentPlan(plan), job };
}
