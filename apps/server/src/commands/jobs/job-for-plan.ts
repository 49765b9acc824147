import type { ExtractionPlan } from '@gleaner/agent';
import {
  JobOptionsSchema,
  MAX_JOB_PAGES,
  type JobOptions,
  type JobPlan,
  type SelectorRequest,
} from '@gleaner/shared';

/** What a job runs for an agent plan: the record spec, which links to follow, how far. */
export function jobFor(plan: ExtractionPlan): { plan: JobPlan; options: JobOptions } {
  const recordSpec = plan.recordSpec ?? undefined;
  const selectors: SelectorRequest[] = recordSpec
    ? []
    : plan.instructions
        .filter((step) => step.type === 'extract' && step.selector)
        .map((step) => ({ type: itemTypeFor(plan.kind), selector: step.selector ?? '' }));
  // A detail step that reads nothing is none (the schema refuses a detail spec with no field).
  const detail =
    plan.detail && recordSpec && (plan.detail.recordSpec?.fields.length ?? 0) > 0
      ? plan.detail
      : null;
  // Sections reach an unknown number of lists: the cap, or the pages the person named.
  const listPages =
    plan.pagination || plan.sections ? (plan.pagination?.maxPages ?? MAX_JOB_PAGES) : 1;
  const perList = detail ? plan.recordCount + 1 : 1;
  const jobPlan: JobPlan = {
    ...(recordSpec ? { recordSpec } : {}),
    ...(selectors.length > 0 ? { selectors } : {}),
    follow: detail ? 'detail' : plan.pagination || plan.sections ? 'pagination' : 'none',
    ...(plan.pagination ? { paginationSelector: plan.pagination.selector } : {}),
    ...(plan.sections ? { sectionLinkSelector: plan.sections.linkSelector } : {}),
    ...(plan.recordKey ? { recordKey: plan.recordKey } : {}),
    ...(detail && recordSpec
      ? { detailLinkSelector: `${recordSpec.container} ${detail.linkSelector}`.trim() }
      : {}),
    ...(detail?.recordSpec ? { detailRecordSpec: detail.recordSpec } : {}),
    instructions: plan.instructions,
    ...(plan.documentText ? { documentText: true } : {}),
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
