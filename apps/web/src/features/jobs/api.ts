import {
  ANONYMOUS_ID_HEADER,
  JOBS_LIST_LIMIT,
  type JobOptions,
  type JobPlan,
  type PageExpectation,
  type ExecuteScrapingBody,
  type ExportBody,
} from '@gleaner/shared';
import { apiDownload, apiRequest, type ApiResult, type SchemaSource } from '@/lib/api';
import { lazySchema } from '@/lib/lazy-schemas';
import { anonymousId } from '@/lib/identity';

/** Who is asking: the signed-in token, else this browser's anonymous id. */
export interface JobsIdentity {
  token: string | null;
  userId: string | null;
}

/** A failed jobs call, with the text to show. */
export class JobsApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'JobsApiError';
    this.status = status;
  }
}

function auth({ token }: JobsIdentity) {
  return token ? { token } : { headers: { [ANONYMOUS_ID_HEADER]: anonymousId() } };
}

async function unwrap<T>(fallback: string, run: () => Promise<ApiResult<T>>): Promise<T> {
  let result: ApiResult<T>;
  try {
    result = await run();
  } catch (error) {
    throw new JobsApiError(error instanceof Error ? error.message : 'Network error', 0);
  }
  if (!result.ok)
    throw new JobsApiError(result.error ?? `${fallback}: ${result.status}`, result.status);
  return result.data;
}

/** A jobs call as `who`: GET, or POST with `body`; a refusal throws JobsApiError with its text. */
export function call<T>(who: JobsIdentity, path: string, schema: SchemaSource<T>, body?: unknown) {
  const method = body === undefined ? 'GET' : 'POST';
  return unwrap('Request failed', () => apiRequest(path, schema, { method, body, ...auth(who) }));
}

export async function listJobs(who: JobsIdentity) {
  const query = new URLSearchParams({ limit: String(JOBS_LIST_LIMIT) });
  if (who.userId) query.set('userId', who.userId);
  return (await call(who, `/jobs?${query}`, lazySchema('JobsListReplySchema'))).jobs;
}

export async function fetchJobDetail(who: JobsIdentity, id: string) {
  const path = `/jobs/${encodeURIComponent(id)}?includeData=true`;
  return (await call(who, path, lazySchema('JobDetailReplySchema'))).data;
}

export async function fetchJobStatus(who: JobsIdentity, id: string) {
  return (
    await call(who, `/job-status/${encodeURIComponent(id)}`, lazySchema('JobStatusReplySchema'))
  ).job;
}

/** What the browser sends to create a job; the server fills the option defaults. */
export interface NewJob {
  url: string;
  instruction: string;
  plan?: JobPlan;
  options?: Partial<JobOptions>;
  /** Run it although its estimate passes what is left of a budget (the server asks with 402). */
  confirm_over_budget?: boolean;
  /** The pages the agent's plan expects: the estimate counts them rather than the cap. */
  expected?: PageExpectation;
}

export async function createJob(who: JobsIdentity, body: NewJob) {
  return (await call(who, '/jobs', lazySchema('JobReplySchema'), body)).job;
}

/** The 402 of a job whose estimate passes a budget: it runs once confirmed. */
export function asksBudgetConfirmation(error: unknown): error is JobsApiError {
  return error instanceof JobsApiError && error.status === 402;
}

export type JobAction = 'start' | 'cancel' | 'resume';

export async function runJobAction(who: JobsIdentity, action: JobAction, id: string) {
  return (
    await call(who, `/${action}-job/${encodeURIComponent(id)}`, lazySchema('JobReplySchema'), {})
  ).job;
}

/** One page now (spec: execute-scraping); 'Scraping failed: …' comes from the server. */
export function executeScraping(who: JobsIdentity, body: ExecuteScrapingBody) {
  return unwrap('Scraping request failed', () =>
    apiRequest('/execute-scraping', lazySchema('ExecuteScrapingReplySchema'), {
      method: 'POST',
      body,
      ...auth(who),
    }),
  );
}

/** `redact` masks personal data in the file (the server's `?redact=true`). */
export async function exportJob(who: JobsIdentity, id: string, body: ExportBody, redact = false) {
  const query = redact ? '?redact=true' : '';
  const file = await unwrap('Export failed', () =>
    apiDownload(`/jobs/${encodeURIComponent(id)}/export${query}`, { body, ...auth(who) }),
  );
  return { blob: file.blob, filename: file.filename ?? `export.${body.format}` };
}

/** Query keys of the jobs resource: one place, so socket events and polls hit the same cache. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (owner: string) => ['jobs', 'list', owner] as const,
  status: (id: string) => ['jobs', 'status', id] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
  estimates: ['jobs', 'estimate'] as const,
  estimate: (owner: string, url: string, options: unknown) =>
    ['jobs', 'estimate', owner, url, options] as const,
};
