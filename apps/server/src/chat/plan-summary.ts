import type { ExtractionPlan } from '@gleaner/agent';
import {
  JobOptionsSchema,
  MAX_JOB_PAGES,
  type JobOptions,
  type JobPlan,
  type PlanSummary,
  type SelectorRequest,
  type WorkflowAction,
} from '@gleaner/shared';

/** What a job runs for an agent plan: the record spec, which links to follow, how far. */
export function jobFor(plan: ExtractionPlan): { plan: JobPlan; options: JobOptions } {
  const recordSpec = plan.recordSpec ?? undefined;
  const selectors: SelectorRequest[] = recordSpec
    ? []
    : plan.instructions
        .filter((step) => step.type === 'extract' && step.selector)
        .map((step) => ({ type: itemTypeFor(plan.kind), selector: step.selector ?? '' }));
  const detail = plan.detail && recordSpec ? plan.detail : null;
  const listPages = plan.pagination ? (plan.pagination.maxPages ?? MAX_JOB_PAGES) : 1;
  const perList = detail ? plan.recordCount + 1 : 1;
  const jobPlan: JobPlan = {
    ...(recordSpec ? { recordSpec } : {}),
    ...(selectors.length > 0 ? { selectors } : {}),
    follow: detail ? 'detail' : plan.pagination ? 'pagination' : 'none',
    ...(plan.pagination ? { paginationSelector: plan.pagination.selector } : {}),
    ...(detail && recordSpec
      ? { detailLinkSelector: `${recordSpec.container} ${detail.linkSelector}`.trim() }
      : {}),
    ...(detail?.recordSpec ? { detailRecordSpec: detail.recordSpec } : {}),
    instructions: plan.instructions,
  };
  const options = JobOptionsSchema.parse({
    maxPages: Math.min(MAX_JOB_PAGES, Math.max(1, listPages * perList)),
    maxDepth: detail ? 1 : 0,
    render: plan.needsJavaScript ? 'always' : 'auto',
  });
  return { plan: jobPlan, options };
}

function itemTypeFor(kind: ExtractionPlan['kind']): string {
  switch (kind) {
    case 'links':
      return 'link';
    case 'images':
      return 'image';
    case 'tables':
      return 'table';
    case 'forms':
      return 'form';
    default:
      return 'text';
  }
}

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
    job: jobFor(plan),
  };
}

/** The action that tells the browser to create and start the job now. */
export function startJobAction(plan: ExtractionPlan): WorkflowAction {
  const job = jobFor(plan);
  return {
    type: 'start_job',
    description: `Scrape ${plan.url}${job.options.maxPages > 1 ? `, up to ${job.options.maxPages} pages` : ''}`,
    execute_immediately: true,
    plan: job.plan,
    options: job.options,
    url: plan.url,
  };
}
