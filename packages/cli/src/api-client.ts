import { API_KEY_PREFIX, type GleanerApiCall } from '@gleaner/shared';
import { z } from 'zod';

export const ServerEnvSchema = z.object({
  GLEANER_URL: z
    .url({ protocol: /^https?$/, error: 'GLEANER_URL must be an http or https address' })
    .optional(),
  GLEANER_API_KEY: z
    .string()
    .startsWith(API_KEY_PREFIX, `GLEANER_API_KEY must be an API key starting ${API_KEY_PREFIX}`)
    .optional(),
});

/** HTTP API calls to a Gleaner server, as the key's owner. */
export function apiCaller(base: string, key: string): GleanerApiCall {
  return async (method, path, body) => {
    const response = await fetch(new URL(path, base), {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      return { status: response.status, body: { error: text.slice(0, 500) } };
    }
  };
}
