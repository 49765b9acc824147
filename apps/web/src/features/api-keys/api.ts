import {
  ApiKeysReplySchema,
  CreateApiKeyReplySchema,
  SuccessSchema,
  type ApiKey,
  type CreateApiKeyReply,
} from '@gleaner/shared';
import { apiRequest, type ApiResult } from '@/lib/api';

/** A failed API-key call, with the text to show. */
export class ApiKeysError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiKeysError';
  }
}

async function unwrap<T>(what: string, run: () => Promise<ApiResult<T>>): Promise<T> {
  let result: ApiResult<T>;
  try {
    result = await run();
  } catch {
    throw new ApiKeysError(`${what}: the server could not be reached`);
  }
  if (!result.ok) throw new ApiKeysError(result.error ?? `${what} (status ${result.status})`);
  return result.data;
}

export const apiKeyKeys = {
  list: (userId: string) => ['api-keys', userId] as const,
};

export async function listApiKeys(token: string): Promise<ApiKey[]> {
  const reply = await unwrap('Could not load your API keys', () =>
    apiRequest('/keys', ApiKeysReplySchema, { token }),
  );
  return reply.keys;
}

export function createApiKey(token: string, name: string): Promise<CreateApiKeyReply> {
  return unwrap('Could not create the key', () =>
    apiRequest('/keys', CreateApiKeyReplySchema, { method: 'POST', token, body: { name } }),
  );
}

export async function revokeApiKey(token: string, id: string): Promise<void> {
  await unwrap('Could not revoke the key', () =>
    apiRequest(`/keys/${encodeURIComponent(id)}`, SuccessSchema, { method: 'DELETE', token }),
  );
}
