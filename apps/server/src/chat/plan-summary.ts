import type { ExtractionPlan } from '@gleaner/agent';
import {
  MAX_JOB_PAGES,
  type PlanSummary,
  type WorkflowAction,
  countOf,
  planAnswersRequest,
} from '@gleaner/shared';
import { jobFor } from '../commands/jobs/job-for-plan.js';

/** The plan as the screens show it. */
export function presentPlan(plan: ExtractionPlan, entity: string | null): PlanSummary {
  return {
    url: plan.url,
    entity: entity ?? plan.kind,
    fields: plan.fields.map((field) => ({
      name: field.name,
      kind: field.spec.kind,
      selector: field.spec.selector,
      confidence: field.confidence,
      samples: field.samples.slice(0, 3),
      ...(field.where ? { source: field.where } : {}),
      ...(field.source === 'detail' ? { fromDetailPage: true } : {}),
    })),
    missingFields: plan.missingFields,
    recordCount: plan.recordCount,
    ...(plan.recordSpec ? { recordSpec: plan.recordSpec } : {}),
    instructions: plan.instructions,
    ...(plan.pagination
      ? {
          pagination: {
            selector: plan.pagination.selector,
            ...(plan.pagination.nextUrl ? { nextUrl: plan.pagination.nextUrl } : {}),
            maxPages: plan.pagination.maxPages ?? MAX_JOB_PAGES,
          },
        }
      : {}),
    sampleRows: plan.sampleRows.slice(0, 5),
    needsJavaScript: plan.needsJavaScript,
    ...(plan.sections ? { sampleUrl: plan.sections.sampleUrl } : {}),
    ...(planAnswersRequest(plan) ? {} : { nothingFound: true }),
    job: jobFor(plan),
  };
}

/** The action that tells the browser to create and start the job now. */
export function startJobAction(plan: ExtractionPlan): WorkflowAction {
  const job = jobFor(plan);
  return {
    type: 'start_job',
    description: plan.sections
      ? `Scrape every list linked from ${plan.url}`
      : `Scrape ${plan.url}${job.options.maxPages > 1 ? `, up to ${countOf(job.options.maxPages, 'page')}` : ''}`,
    execute_immediately: true,
    plan: job.plan,
    options: job.options,
    expected: job.expected,
    url: plan.url,
  };
}
