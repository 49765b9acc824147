import {
  BrowserSessionsReplySchema,
  CONVERSATIONS_LIST_LIMIT,
  ConversationsReplySchema,
  DashboardJobsReplySchema,
  DashboardSummaryReplySchema,
  DatabaseStatsReplySchema,
  ModelCostsReplySchema,
  QueueReplySchema,
  SESSION_ENDED_HEADER,
  SystemStatusReplySchema,
  type CostWindow,
  type DashboardJobTab,
} from '@gleaner/shared';
import { apiRequest, type ReplySchema } from '@/lib/api';

/** A failed dashboard call, with the text to show. */
export class DashboardApiError extends Error {
  override name = 'DashboardApiError';
}

/** The watched browser page has finished and no picture of it was kept (HTTP 410). */
export class SessionEndedError extends DashboardApiError {
  override name = 'SessionEndedError';
}

async function get<T>(path: string, schema: ReplySchema<T>, token: string): Promise<T> {
  let result;
  try {
    result = await apiRequest(path, schema, { token });
  } catch (error) {
    throw new DashboardApiError(error instanceof Error ? error.message : 'Network error');
  }
  if (!result.ok) throw new DashboardApiError(result.error ?? `Request failed: ${result.status}`);
  return result.data;
}

export const fetchSummary = (token: string) =>
  get('/dashboard/summary', DashboardSummaryReplySchema, token);

export const fetchJobsPage = (token: string, tab: DashboardJobTab, page: number) =>
  get(`/dashboard/jobs?tab=${tab}&page=${page}`, DashboardJobsReplySchema, token);

export const fetchConversations = async (token: string, userId: string) =>
  (
    await get(
      `/conversations?userId=${encodeURIComponent(userId)}&limit=${CONVERSATIONS_LIST_LIMIT}`,
      ConversationsReplySchema,
      token,
    )
  ).conversations;

export const fetchSystemStatus = (token: string) =>
  get('/system/status', SystemStatusReplySchema, token);
export const fetchModelCosts = (token: string, window: CostWindow) =>
  get(`/system/model-costs?window=${window}`, ModelCostsReplySchema, token);
export const fetchSessions = (token: string) =>
  get('/system/sessions', BrowserSessionsReplySchema, token);
export const fetchDatabase = (token: string) =>
  get('/system/database', DatabaseStatsReplySchema, token);
export const fetchQueue = (token: string) => get('/system/queue', QueueReplySchema, token);

/** A screenshot of an open browser page, taken now (the server takes none unless asked). */
/** A live screenshot; `ended` when the page has finished and this is the last one taken of it. */
export async function fetchScreenshot(
  token: string,
  sessionId: string,
): Promise<{ image: Blob; ended: boolean }> {
  const response = await fetch(`/api/system/sessions/${encodeURIComponent(sessionId)}/screenshot`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    const message = body?.error ?? `No screenshot: ${response.status}`;
    throw response.status === 410 ? new SessionEndedError(message) : new DashboardApiError(message);
  }
  return {
    image: await response.blob(),
    ended: response.headers.get(SESSION_ENDED_HEADER) === 'true',
  };
}

/** Query keys of the dashboard: one prefix, so a job event refreshes every figure at once. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (owner: string) => ['dashboard', owner, 'summary'] as const,
  jobs: (owner: string, tab: DashboardJobTab, page: number) =>
    ['dashboard', owner, 'jobs', tab, page] as const,
  conversations: (owner: string) => ['dashboard', owner, 'conversations'] as const,
  system: (owner: string, part: string) => ['dashboard', owner, 'system', part] as const,
};
