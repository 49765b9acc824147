import {
  AccountExportSchema,
  BudgetsReplySchema,
  CostAlertsReplySchema,
  MessageReplySchema,
  UsageSummaryReplySchema,
  type AccountExport,
  type Budgets,
  type BudgetsReply,
  type ChangePasswordBody,
  type CostAlertsReply,
  type UsagePeriod,
  type UsageSummary,
} from '@gleaner/shared';
import { apiRequest, type ApiResult } from '@/lib/api';

/** A failed account call, with the text to show. */
export class AccountApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountApiError';
  }
}

async function unwrap<T>(what: string, run: () => Promise<ApiResult<T>>): Promise<T> {
  let result: ApiResult<T>;
  try {
    result = await run();
  } catch {
    throw new AccountApiError(`${what}: the server could not be reached`);
  }
  if (!result.ok) throw new AccountApiError(result.error ?? `${what} (status ${result.status})`);
  return result.data;
}

export const accountKeys = {
  all: (userId: string) => ['account', userId] as const,
  summary: (userId: string, period: UsagePeriod) => ['account', userId, 'summary', period] as const,
  budgets: (userId: string) => ['account', userId, 'budgets'] as const,
  alerts: (userId: string) => ['account', userId, 'alerts'] as const,
};

export async function fetchUsageSummary(token: string, period: UsagePeriod): Promise<UsageSummary> {
  const reply = await unwrap('Could not load your usage', () =>
    apiRequest(`/usage/summary?period=${period}`, UsageSummaryReplySchema, { token }),
  );
  return reply.summary;
}

export function fetchBudgets(token: string): Promise<BudgetsReply> {
  return unwrap('Could not load your budgets', () =>
    apiRequest('/budgets', BudgetsReplySchema, { token }),
  );
}

export function saveBudgets(token: string, budgets: Budgets): Promise<BudgetsReply> {
  return unwrap('Could not save your budgets', () =>
    apiRequest('/budgets', BudgetsReplySchema, { token, method: 'PUT', body: budgets }),
  );
}

export function fetchCostAlerts(token: string): Promise<CostAlertsReply> {
  return unwrap('Could not load your cost alerts', () =>
    apiRequest('/usage/alerts', CostAlertsReplySchema, { token }),
  );
}

export async function changePassword(token: string, body: ChangePasswordBody): Promise<string> {
  const reply = await unwrap('Could not change your password', () =>
    apiRequest('/auth/change-password', MessageReplySchema, { token, method: 'POST', body }),
  );
  return reply.message;
}

export function exportAccountData(token: string): Promise<AccountExport> {
  return unwrap('Could not export your data', () =>
    apiRequest('/account/export', AccountExportSchema, { token }),
  );
}

export async function deleteAccount(token: string, confirmEmail: string): Promise<string> {
  const reply = await unwrap('Could not delete your account', () =>
    apiRequest('/account', MessageReplySchema, {
      token,
      method: 'DELETE',
      body: { confirm_email: confirmEmail },
    }),
  );
  return reply.message;
}
