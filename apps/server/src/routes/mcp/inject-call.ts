import type { GleanerApiCall } from '@gleaner/shared';
import type { FastifyInstance } from 'fastify';

/**
 * HTTP API calls answered by `app` itself (`inject`, no socket), sent with `headers` (the
 * caller's identity), so an MCP tool meets the same validation, ownership and limits as a REST
 * call would.
 */
export function injectCaller(
  app: FastifyInstance,
  headers: Record<string, string>,
): GleanerApiCall {
  return async (method, path, body) => {
    const response = await app.inject({
      method,
      url: path,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    let parsed: unknown;
    try {
      parsed = response.json();
    } catch {
      parsed = { error: response.body };
    }
    return { status: response.statusCode, body: parsed };
  };
}
