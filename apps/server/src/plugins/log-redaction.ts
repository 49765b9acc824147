import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { Writable } from 'node:stream';
import pino from 'pino';

/**
 * Query parameters that carry a credential: an access token, an anonymous session's key, the
 * authorization code a sign-in provider sends back.
 */
const SECRET_PARAMS = new Set([
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'anonymous_id',
  'code',
  'api_key',
  'apikey',
  'key',
  'secret',
  'client_secret',
  'password',
  'auth',
  'authorization',
  'signature',
  'sig',
]);

/**
 * Secrets by their shape, wherever they sit in a line (any parameter name, a path segment, a
 * message): our API keys and webhook secrets by their prefixes, JSON Web Tokens, a Bearer
 * credential, and any long random-looking run (32+ letters and digits with upper case, lower
 * case and digits mixed: reset and session tokens; ids and hashes are one case).
 */
const SECRET_SHAPES: [RegExp, (match: string) => string][] = [
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/-]+=*/gi, (match) => `${match.split(/\s/)[0]} [redacted]`],
  [/\b(glnr|whsec)_[A-Za-z0-9_+/=-]{8,}/g, (match) => `${match.split('_')[0]}_[redacted]`],
  [/\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/g, () => '[redacted]'],
  [
    /[A-Za-z0-9_-]{32,}/g,
    (match) =>
      /[A-Z]/.test(match) && /[a-z]/.test(match) && /\d/.test(match) ? '[redacted]' : match,
  ],
];

/** A log line (or any text) with every secret of a known shape replaced. */
export function scrubSecrets(line: string): string {
  let out = line;
  for (const [shape, replace] of SECRET_SHAPES) out = out.replace(shape, replace);
  return out;
}

/**
 * Where the server's log lines go: each line is scrubbed of secrets by shape before it is
 * written, so no serializer or message that forgot one (a key sent as `?x=`, a WebSocket upgrade
 * to a path nothing serves) puts it in the log.
 */
export function scrubbedLogStream(destination: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      destination.write(scrubSecrets(chunk.toString()));
      done();
    },
  });
}

/**
 * The request URL with credential values replaced, for logs: a WebSocket cannot send headers
 * from a browser, so `/ws/jobs?token=…` carries the token in the URL, and a log must not keep it.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return scrubSecrets(url);
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const key of new Set(params.keys()))
    if (
      SECRET_PARAMS.has(key.toLowerCase()) ||
      params.getAll(key).some((v) => scrubSecrets(v) !== v)
    ) {
      params.set(key, '[redacted]');
      changed = true;
    }
  const path = scrubSecrets(url.slice(0, query));
  return changed ? `${path}?${params.toString()}` : `${path}${url.slice(query)}`;
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

/** What a database error may tell a log: which rule failed and where, never the values. */
const SAFE_DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'dataType',
  'schema',
  'routine',
] as const;

/** Stands in for a failed statement's error in logs. */
class DatabaseQueryError extends Error {
  override name = 'DatabaseQueryError';
}

function stackFrames(stack: string | undefined): string[] {
  return (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
}

/**
 * A failed statement as a log may keep it. Drizzle writes the statement and every parameter (an
 * e-mail, a password hash, a page's text) into its error's message, and PostgreSQL's `detail`
 * and `where` quote the offending values; only the database's message and codes are kept.
 */
function redactDatabaseError(error: Error, driverError: unknown): Error {
  const driver = driverError instanceof Error ? driverError : undefined;
  const safe = new DatabaseQueryError(`Database query failed: ${driver?.message ?? 'no reason'}`);
  safe.stack = [`${safe.name}: ${safe.message}`, ...stackFrames(error.stack)].join('\n');
  const fields = safe as unknown as Record<string, unknown>;
  for (const key of SAFE_DATABASE_FIELDS) {
    const value = (driver as Record<string, unknown> | undefined)?.[key];
    if (value !== undefined) fields[key] = value;
  }
  return safe;
}

/** The error with every database error in it (itself or a cause) reduced to what a log may keep. */
export function redactError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  if (error instanceof DrizzleQueryError) return redactDatabaseError(error, error.cause);
  if (error instanceof pg.DatabaseError) return redactDatabaseError(error, error);
  if (depth >= 10 || error.cause === undefined) return error;
  const cause = redactError(error.cause, depth + 1);
  if (cause === error.cause) return error;
  // A copy with the same class and fields, so the original (still in flight) is left alone.
  const copy = Object.create(
    Object.getPrototypeOf(error) as object,
    Object.getOwnPropertyDescriptors(error),
  ) as Error;
  Object.defineProperty(copy, 'cause', { value: cause, enumerable: false, writable: true });
  return copy;
}

/** Pino's error serializer (message and stack with their causes), after redactError. */
export function serializeError(error: unknown): ReturnType<typeof pino.stdSerializers.err> {
  return pino.stdSerializers.err(redactError(error) as Error);
}
