import { replySchemas } from './lazy-schemas';

/** Any schema from '@gleaner/shared' (zod), described by the one method used here. */
export interface ReplySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A reply schema, or a loader of one (the first screen's load after it is drawn). */
export type SchemaSource<T> = ReplySchema<T> | (() => Promise<ReplySchema<T>>);

/** What an API call returns: the parsed reply, or the failure as the person should read it. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error?: string };

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Bearer access token for authenticated calls. */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra headers, such as the anonymous browser id. */
  headers?: Record<string, string>;
}

/**
 * The one place the web app talks HTTP to its own origin (`/api/...`). It never throws for an
 * HTTP error: the caller decides the fallback text. Network failures and unreadable replies do
 * throw, so callers can tell "the server said no" from "we never got an answer".
 */
export async function apiRequest<T>(
  path: string,
  source: SchemaSource<T>,
  { method = 'GET', body, token, signal, headers: extra }: RequestOptions = {},
): Promise<ApiResult<T>> {
  // The schema loads while the request is on its way.
  const schema = typeof source === 'function' ? source() : Promise.resolve(source);
  schema.catch(() => undefined);
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const payload = await readJson(response);
  if (response.ok) {
    const parsed = (await schema).safeParse(payload);
    if (parsed.success) return { ok: true, data: parsed.data };
    return { ok: false, status: response.status, error: 'Unexpected reply from the server' };
  }
  return { ok: false, status: response.status, error: await errorText(payload) };
}

/** The `error` of a refusal in our `{ success: false, error }` shape, if it is one. */
async function errorText(payload: unknown): Promise<string | undefined> {
  const apiError = (await replySchemas()).ApiErrorSchema.safeParse(payload);
  return apiError.success && apiError.data.error ? apiError.data.error : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A file the server answered with: its bytes and the name it suggested. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** POSTs and reads the reply as a file (exports); same error contract as apiRequest. */
export async function apiDownload(
  path: string,
  { body, token, headers: extra }: Omit<RequestOptions, 'method'> = {},
): Promise<ApiResult<DownloadedFile>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...extra };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok)
    return { ok: false, status: response.status, error: await errorText(await readJson(response)) };
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const filename = match?.[1] ? decodeURIComponent(match[1]) : null;
  return { ok: true, data: { blob: await response.blob(), filename } };
}
