import {
  MonitorChangesReplySchema,
  MonitorNotificationsReplySchema,
  MonitorReplySchema,
  MonitorRunReplySchema,
  MonitorRunsReplySchema,
  MonitorsListReplySchema,
  WebhookDeliveriesReplySchema,
  WebhookDeliveryReplySchema,
  type ChangeStatus,
  type CreateMonitorBody,
  type UpdateMonitorBody,
} from '@gleaner/shared';
import { z } from 'zod';
import { apiRequest, type ReplySchema } from '@/lib/api';

/** A monitor call the server refused or never answered, with the text to show. */
export class MonitorApiError extends Error {
  override name = 'MonitorApiError';
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function call<T>(
  token: string,
  path: string,
  schema: ReplySchema<T>,
  method: Method = 'GET',
  body?: unknown,
): Promise<T> {
  let result;
  try {
    result = await apiRequest(path, schema, { token, method, body });
  } catch (error) {
    throw new MonitorApiError(error instanceof Error ? error.message : 'Network error');
  }
  if (!result.ok) throw new MonitorApiError(result.error ?? `Request failed: ${result.status}`);
  return result.data;
}

const Done = z.object({ success: z.literal(true) });
const path = (id: string) => `/monitors/${encodeURIComponent(id)}`;

export const monitorKeys = {
  all: ['monitors'] as const,
  list: (userId: string) => ['monitors', userId, 'list'] as const,
  notifications: (userId: string) => ['monitors', userId, 'notifications'] as const,
  one: (id: string) => ['monitors', 'one', id] as const,
  runs: (id: string) => ['monitors', 'one', id, 'runs'] as const,
  changes: (id: string, runId: string, status: ChangeStatus | 'all') =>
    ['monitors', 'one', id, 'changes', runId, status] as const,
  deliveries: (id: string) => ['monitors', 'one', id, 'deliveries'] as const,
};

export const monitorApi = {
  list: (token: string) => call(token, '/monitors', MonitorsListReplySchema),
  notifications: (token: string) =>
    call(token, '/monitors/notifications', MonitorNotificationsReplySchema),
  get: (token: string, id: string) => call(token, path(id), MonitorReplySchema),
  create: (token: string, body: CreateMonitorBody) =>
    call(token, '/monitors', MonitorReplySchema, 'POST', body),
  update: (token: string, id: string, body: UpdateMonitorBody) =>
    call(token, path(id), MonitorReplySchema, 'PATCH', body),
  remove: (token: string, id: string) => call(token, path(id), Done, 'DELETE'),
  run: (token: string, id: string) => call(token, `${path(id)}/run`, MonitorRunReplySchema, 'POST'),
  runs: (token: string, id: string) => call(token, `${path(id)}/runs`, MonitorRunsReplySchema),
  changes: (token: string, id: string, runId: string, status: ChangeStatus | 'all') =>
    call(
      token,
      `${path(id)}/runs/${encodeURIComponent(runId)}/changes?limit=1000${status === 'all' ? '' : `&status=${status}`}`,
      MonitorChangesReplySchema,
    ),
  deliveries: (token: string, id: string) =>
    call(token, `${path(id)}/deliveries`, WebhookDeliveriesReplySchema),
  testWebhook: (token: string, id: string) =>
    call(token, `${path(id)}/webhook/test`, WebhookDeliveryReplySchema, 'POST'),
  rotateSecret: (token: string, id: string) =>
    call(token, `${path(id)}/webhook/rotate`, MonitorReplySchema, 'POST'),
};
