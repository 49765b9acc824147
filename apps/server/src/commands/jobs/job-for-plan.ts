import type { ExtractionPlan } from '@gleaner/agent';
import {
  JobOptionsSchema,
  JobPlanSchema,
  MAX_JOB_PAGES,
  type JobOptions,
  type JobPlan,
  type PageExpectation,
  type SelectorRequest,
} from '@gleaner/shared';
import { AppError } from '../../errors.js';

/** The agent made a plan a job cannot carry (a limit of the job plan's schema): a plain 422. */
export class UnrunnablePlanError extends AppError {
  constructor(message: string) {
    super(422, message, 'PLAN_UNRUNNABLE');
  }
}

/** What a job runs for an agent plan: the record spec, which links to follow, how far. */
/** What a job runs, and the pages its plan expects (what its estimate counts). */
export interface PlannedJobParts {
  plan: JobPlan;
  options: JobOptions;
  expected: PageExpectation;
}

export function jobFor(plan: ExtractionPlan): PlannedJobParts {
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
    ...recordKeyOf(plan, recordSpec, detail),
    ...(detail && recordSpec
      ? { detailLinkSelector: `${recordSpec.container} ${detail.linkSelector}`.trim() }
      : {}),
    ...(detail?.recordSpec ? { detailRecordSpec: detail.recordSpec } : {}),
    instructions: plan.instructions,
    ...(plan.documentText ? { documentText: true } : {}),
  };
  // Checked here, where the reason can still be said, rather than as a 500 on the reply.
  const checked = JobPlanSchema.safeParse(jobPlan);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new UnrunnablePlanError(
      `The plan made for ${plan.url} cannot run as a job (${issue?.path.join('.') ?? 'plan'}: ${issue?.message ?? 'invalid'}). Name the fields you want, or plan another page of the site.`,
    );
  }
  const options = JobOptionsSchema.parse({
    maxPages: Math.min(MAX_JOB_PAGES, Math.max(1, listPages * perList)),
    maxDepth: detail ? 1 : 0,
    render: plan.needsJavaScript ? 'always' : 'auto',
  });
  return { plan: jobPlan, options, expected: expectationOf(plan, detail !== null) };
}

/**
 * The pages the plan expects, from what the page it was made on says (issue 28): the job's
 * estimate counts these, not its cap. A request for "the first 3 pages" of a list of 2 reads 2.
 * Lists reached from a front page are each counted like the list the plan was sampled on.
 */
export function expectationOf(plan: ExtractionPlan, detailPages: boolean): PageExpectation {
  const base = {
    // A front page that leads to lists: each list it links to is walked like the one sampled,
    // on each of its own pages (a paged grid of departments shows as many on each).
    lists: Math.max(1, (plan.sections?.startLinks ?? 1) * (plan.sections?.startPages ?? 1)),
    recordsPerPage: plan.recordCount,
    totalRecords: plan.pagination?.totalRecords ?? null,
    detailPages,
  };
  const pagination = plan.pagination;
  // Lists through levels of categories differ in length: the pages read while planning judge them.
  const below = plan.sections?.pagesPerLink;
  if (below && (pagination?.maxPages ?? null) === null)
    return {
      ...base,
      pagesPerList: Math.min(MAX_JOB_PAGES, Math.max(1, Math.round(below))),
      counted: 'sampled',
      sampledPages: plan.sections?.sampledPages ?? 0,
      ...((plan.sections?.startPages ?? 1) > 1 ? { startPages: plan.sections?.startPages } : {}),
    };
  if (!pagination) return { ...base, pagesPerList: 1, counted: 'one-page' };
  const lastPage = pagination.lastPage ?? null;
  const total = base.totalRecords;
  const fromTotal =
    total !== null && plan.recordCount > 0 ? Math.ceil(total / plan.recordCount) : null;
  const said = lastPage ?? fromTotal;
  const counted = lastPage !== null ? 'last-page' : fromTotal !== null ? 'results-count' : null;
  if (pagination.maxPages !== null && (said === null || pagination.maxPages <= said))
    return { ...base, pagesPerList: pagination.maxPages, counted: 'requested' };
  if (said === null || counted === null) return { ...base, pagesPerList: null, counted: 'unknown' };
  return { ...base, pagesPerList: Math.min(said, MAX_JOB_PAGES), counted };
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

/**
 * The field that names each record once: the plan's own, or, when records are completed from
 * their pages, the link to that page (the detail page's record then completes the list's).
 */
function recordKeyOf(
  plan: ExtractionPlan,
  recordSpec: ExtractionPlan['recordSpec'] | undefined,
  detail: ExtractionPlan['detail'],
): { recordKey?: string } {
  if (plan.recordKey) return { recordKey: plan.recordKey };
  const link = detail
    ? recordSpec?.fields.find(
        (field) => field.kind === 'url' && field.selector === detail.linkSelector,
      )
    : undefined;
  return link ? { recordKey: link.name } : {};
}
