import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: an access token, an anonymous session's key. */
const SECRET_PARAMS = new Set(['token', 'access_token', 'refresh_token', 'anonymous_id']);

/**
 * The request URL with credential values replaced, for logs: a WebSocket cannot send headers
 * from a browser, so `/ws/jobs?token=…` carries the token in the URL, and a log must not keep it.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const key of new Set(params.keys()))
    if (SECRET_PARAMS.has(key.toLowerCase())) {
      params.set(key, '[redacted]');
      changed = true;
    }
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/** Fastify's request log fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
