import {
  ANONYMOUS_ID_HEADER,
  AnnotationsReplySchema,
  SaveAnnotationReplySchema,
  DataAgentOkReplySchema,
  DATA_AGENT_PAGE_MAX,
  DataAgentAnswerSchema,
  DataAgentColumnsReplySchema,
  DataAgentDemoReplySchema,
  DataAgentOverviewReplySchema,
  DataAgentRowsReplySchema,
  type DataAgentAnswer,
  type DataAgentRowsQuery,
  type AnnotationType,
  type SaveAnnotationBody,
} from '@gleaner/shared';
import { apiRequest, type ApiResult, type ReplySchema } from '@/lib/api';
import type { JobsIdentity } from '@/features/jobs/api';
import { anonymousId } from '@/lib/identity';

/** Why a data agent call gave no answer; `kind` picks the spec's error text. */
export class DataAgentError extends Error {
  constructor(
    message: string,
    readonly kind: 'failed' | 'exception' | 'unreadable',
  ) {
    super(message);
    this.name = 'DataAgentError';
  }
}

/** The signed-in token, else this browser's anonymous id (the jobs' owner either way). */
function authOf({ token }: JobsIdentity) {
  return token ? { token } : { headers: { [ANONYMOUS_ID_HEADER]: anonymousId() } };
}

async function call<T>(run: () => Promise<ApiResult<T>>): Promise<T> {
  let result: ApiResult<T>;
  try {
    result = await run();
  } catch (error) {
    throw new DataAgentError(error instanceof Error ? error.message : 'Network error', 'exception');
  }
  if (result.ok) return result.data;
  // A 2xx reply that did not parse: the server answered something we cannot read.
  if (result.status >= 200 && result.status < 300)
    throw new DataAgentError('Unreadable reply', 'unreadable');
  throw new DataAgentError(result.error ?? `Request failed: ${result.status}`, 'failed');
}

const get = <T>(who: JobsIdentity, path: string, schema: ReplySchema<T>) =>
  call(() => apiRequest(path, schema, authOf(who)));

export function askDataAgent(
  who: JobsIdentity,
  jobId: string,
  question: string,
): Promise<DataAgentAnswer> {
  return call(() =>
    apiRequest('/data-agent/ask', DataAgentAnswerSchema, {
      method: 'POST',
      body: { jobId, question },
      ...authOf(who),
    }),
  );
}

export const fetchJobColumns = (who: JobsIdentity, jobId: string) =>
  get(who, `/data-agent/jobs/${encodeURIComponent(jobId)}/columns`, DataAgentColumnsReplySchema);

export function fetchJobRows(who: JobsIdentity, jobId: string, query: DataAgentRowsQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, `${value as string | number}`);
  return get(
    who,
    `/data-agent/jobs/${encodeURIComponent(jobId)}/rows?${params}`,
    DataAgentRowsReplySchema,
  );
}

export const fetchJobOverview = (who: JobsIdentity, jobId: string) =>
  get(who, `/data-agent/jobs/${encodeURIComponent(jobId)}/overview`, DataAgentOverviewReplySchema);

/** Every item of a job, a page at a time (exports of 'all'). */
export async function fetchAllRows(who: JobsIdentity, jobId: string, max = Infinity) {
  const rows = [];
  for (let offset = 0; offset < max; offset += DATA_AGENT_PAGE_MAX) {
    const page = await fetchJobRows(who, jobId, { offset, limit: DATA_AGENT_PAGE_MAX });
    rows.push(...page.rows);
    if (page.rows.length < DATA_AGENT_PAGE_MAX) return rows;
  }
  return rows.slice(0, max);
}

/** Makes a completed job of the caller's holding the sample governance data set. */
export const loadDemoData = (who: JobsIdentity) =>
  call(() =>
    apiRequest('/data-agent/demo', DataAgentDemoReplySchema, {
      method: 'POST',
      body: {},
      ...authOf(who),
    }),
  );

export const fetchAnnotations = (who: JobsIdentity, jobId: string) =>
  get(who, `/data-agent/jobs/${encodeURIComponent(jobId)}/annotations`, AnnotationsReplySchema);

export const saveAnnotation = (who: JobsIdentity, jobId: string, body: SaveAnnotationBody) =>
  call(() =>
    apiRequest(
      `/data-agent/jobs/${encodeURIComponent(jobId)}/annotations`,
      SaveAnnotationReplySchema,
      {
        method: 'PUT',
        body,
        ...authOf(who),
      },
    ),
  );

export const deleteAnnotation = (
  who: JobsIdentity,
  jobId: string,
  cellId: string,
  type: AnnotationType,
) =>
  call(() =>
    apiRequest(
      `/data-agent/jobs/${encodeURIComponent(jobId)}/annotations?${new URLSearchParams({ cellId, type })}`,
      DataAgentOkReplySchema,
      { method: 'DELETE', ...authOf(who) },
    ),
  );
