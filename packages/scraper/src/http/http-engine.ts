import { countOf } from '@gleaner/shared';
import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Dispatcher, request as undiciRequest } from 'undici';
import {
  AbortedError,
  BlockedAddressError,
  BodyTooLargeError,
  HostNotFoundError,
  HttpStatusError,
  InvalidUrlError,
  NetworkError,
  ScrapeError,
  TimeoutError,
  TooManyRedirectsError,
} from '../errors.js';
import type { ResolvedFetcherOptions } from '../options.js';
import { isForbiddenAddress, isForbiddenHostname } from '../safety/address-policy.js';
import { createSafeLookup } from '../safety/safe-lookup.js';
import type { PageResult } from '../types.js';
import { decodeBody } from './charset.js';
import { unreachableReason } from '../unreachable.js';

const TEXT_TYPES =
  /^(?:text\/|application\/(?:xhtml\+xml|xml|json|ld\+json|rss\+xml|atom\+xml)|$)/i;
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

export type HttpEngineOptions = Pick<
  ResolvedFetcherOptions,
  | 'userAgent'
  | 'headers'
  | 'connectTimeoutMs'
  | 'timeoutMs'
  | 'maxRedirects'
  | 'maxBodyBytes'
  | 'allowPrivateHosts'
>;

export interface HttpFetchOptions {
  signal?: AbortSignal | undefined;
  /** Override the body cap for this request (robots.txt, sitemaps). */
  maxBodyBytes?: number;
  /** Do not throw for status 400 and above; return the response. */
  acceptErrorStatus?: boolean;
  /**
   * Validators from an earlier response: sent as If-None-Match / If-Modified-Since, so a page
   * that has not changed answers 304 with no body (returned with `status: 304`, `html: ''`).
   */
  conditional?: ConditionalValidators | undefined;
}

/** What an earlier response said of its version (its ETag and Last-Modified headers). */
export interface ConditionalValidators {
  etag?: string | undefined;
  lastModified?: string | undefined;
}

function conditionalHeaders(validators: ConditionalValidators | undefined) {
  const headers: Record<string, string> = {};
  if (validators?.etag) headers['if-none-match'] = validators.etag;
  if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
  return headers;
}

/**
 * One HTTP fetch: redirects followed by hand so every hop passes the address check, bodies
 * decompressed and capped, text decoded by its declared charset. No retries here.
 */
export class HttpEngine {
  readonly name = 'http' as const;
  readonly #options: HttpEngineOptions;
  /**
   * undici and its connection pool, made with the first fetch: a server holds a fetcher from
   * its start, and undici is several MiB it needs only once it reads a page.
   */
  #client: Promise<{ dispatcher: Dispatcher; request: typeof undiciRequest }> | undefined;
  readonly #isForbidden: (address: string) => boolean;

  /** `isForbidden` replaces the address policy; tests use it to tell two loopback addresses apart. */
  constructor(
    options: HttpEngineOptions,
    isForbidden: (address: string) => boolean = isForbiddenAddress,
  ) {
    this.#options = options;
    this.#isForbidden = isForbidden;
  }

  #connect() {
    const options = this.#options;
    return (this.#client ??= import('undici').then(({ Agent, request }) => ({
      dispatcher: new Agent({
        connect: {
          timeout: options.connectTimeoutMs,
          ...(options.allowPrivateHosts ? {} : { lookup: createSafeLookup(this.#isForbidden) }),
        },
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        keepAliveTimeout: 4_000,
      }),
      request,
    })));
  }

  async fetch(url: string, options: HttpFetchOptions = {}): Promise<PageResult> {
    const started = performance.now();
    const redirects: string[] = [];
    let current = this.#checkUrl(url);
    // A timer we clear ourselves: AbortSignal.timeout would keep every request's signal (and
    // what listens to it) alive for the full timeout, which adds up over a fast crawl.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.#options.timeoutMs).unref();
    const timeout = deadline.signal;
    // One signal for undici: the caller's cancel is forwarded by a listener removed below
    // (AbortSignal.any would tie every request to a long-lived crawl signal).
    const cancelled = new AbortController();
    const forward = () => cancelled.abort(options.signal?.reason);
    const onDeadline = () => cancelled.abort(timeout.reason);
    options.signal?.addEventListener('abort', forward, { once: true });
    timeout.addEventListener('abort', onDeadline, { once: true });
    if (options.signal?.aborted) forward();
    const signal = cancelled.signal;
    try {
      const { dispatcher, request } = await this.#connect();
      for (;;) {
        const response = await request(current, {
          dispatcher,
          method: 'GET',
          headers: {
            'user-agent': this.#options.userAgent,
            accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
            'accept-encoding': 'gzip, deflate, br',
            'accept-language': 'en;q=0.9, *;q=0.5',
            ...this.#options.headers,
            // Only for the address asked for: a redirect leads to another resource.
            ...(redirects.length === 0 ? conditionalHeaders(options.conditional) : {}),
          },
          signal,
        });
        const location = header(response.headers, 'location');
        if (response.statusCode >= 300 && response.statusCode < 400 && location) {
          await response.body.dump();
          if (redirects.length >= this.#options.maxRedirects) {
            throw new TooManyRedirectsError(
              `Gave up after ${countOf(this.#options.maxRedirects, 'redirect')} starting at ${url}; the site may be in a redirect loop.`,
              { url },
            );
          }
          current = this.#checkUrl(new URL(location, current).href);
          redirects.push(current);
          continue;
        }
        const headers = flatten(response.headers);
        const status = response.statusCode;
        if (status >= 400 && !options.acceptErrorStatus) {
          await response.body.dump();
          throw new HttpStatusError(status, {
            url: current,
            retryAfterMs: retryAfterMs(headers['retry-after']),
          });
        }
        const contentType = headers['content-type'] ?? '';
        const bytes = await readBody(
          response,
          headers,
          options.maxBodyBytes ?? this.#options.maxBodyBytes,
          current,
        );
        const isText = TEXT_TYPES.test(contentType.trim());
        return {
          url: current,
          requestedUrl: url,
          status,
          headers,
          html: isText ? decodeBody(bytes, contentType) : '',
          // Already read and within the cap: kept for readers of documents, not decoded.
          ...(isText ? {} : { body: bytes }),
          contentType,
          engine: 'http',
          redirects,
          elapsedMs: Math.round(performance.now() - started),
          warnings: [],
        };
      }
    } catch (error) {
      throw translate(error, current, options.signal, timeout, this.#options.timeoutMs);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forward);
    }
  }

  async close(): Promise<void> {
    if (this.#client) await (await this.#client).dispatcher.close();
  }

  #checkUrl(raw: string): string {
    return checkUrl(raw, this.#options.allowPrivateHosts, this.#isForbidden);
  }
}

function checkUrl(
  raw: string,
  allowPrivateHosts: boolean,
  isForbidden: (address: string) => boolean,
): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch (error) {
    throw new InvalidUrlError(`"${raw}" is not a valid URL.`, { cause: error, url: raw });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidUrlError(
      `Only http and https URLs can be fetched, not ${url.protocol} (${raw}).`,
      { url: raw },
    );
  }
  if (!allowPrivateHosts && isForbiddenHostname(url.hostname, isForbidden)) {
    throw new BlockedAddressError(
      `Refused to fetch ${url.href}: ${url.hostname} is a private, loopback or reserved address. ` +
        'Only public websites can be reached.',
      { url: url.href },
    );
  }
  return url.href;
}

async function readBody(
  response: Dispatcher.ResponseData,
  headers: Record<string, string>,
  maxBytes: number,
  url: string,
): Promise<Buffer> {
  const tooLarge = () =>
    new BodyTooLargeError(
      `The response from ${url} is larger than ${formatBytes(maxBytes)}; raise maxBodyBytes to accept it.`,
      { url },
    );
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.body.destroy();
    throw tooLarge();
  }
  const encoding = (headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'br'
        ? createBrotliDecompress()
        : encoding === 'deflate'
          ? createInflate()
          : null;
  const source: Readable = decoder
    ? pipeline(response.body, decoder, () => undefined)
    : response.body;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    // Counted after decompression, so a small compressed bomb is caught too.
    if (size > maxBytes) {
      source.destroy();
      response.body.destroy();
      throw tooLarge();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, size);
}

function header(headers: Dispatcher.ResponseData['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function flatten(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** Retry-After is either seconds or an HTTP date. */
export function retryAfterMs(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function translate(
  error: unknown,
  url: string,
  callerSignal: AbortSignal | undefined,
  timeout: AbortSignal,
  timeoutMs: number,
): ScrapeError {
  if (error instanceof ScrapeError) return error;
  const blocked = findCause(error, (cause) => cause instanceof BlockedAddressError);
  if (blocked instanceof BlockedAddressError) return blocked;
  if (callerSignal?.aborted)
    return new AbortedError(`Fetching ${url} was cancelled.`, { cause: error, url });
  const code = errorCode(error);
  if (timeout.aborted || (code && TIMEOUT_CODES.has(code))) {
    return new TimeoutError(
      `${url} did not answer within the time limit (${timeoutMs} ms total).`,
      { cause: error, url },
    );
  }
  const host = new URL(url).hostname;
  if (code === 'ENOTFOUND')
    return new HostNotFoundError(unreachableReason(code, host) ?? `${host} could not be found.`, {
      cause: error,
      url,
    });
  const plain = code ? unreachableReason(code, host) : null;
  if (plain) return new NetworkError(plain, { cause: error, url });
  const message = error instanceof Error ? error.message : String(error);
  return new NetworkError(`Could not fetch ${url}: ${code ? `${code} ` : ''}${message}`, {
    cause: error,
    url,
  });
}

function findCause(error: unknown, test: (error: unknown) => boolean): unknown {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    if (test(current)) return current;
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

function errorCode(error: unknown): string | undefined {
  const found = findCause(error, (cause) => typeof (cause as { code?: unknown }).code === 'string');
  return found ? (found as { code: string }).code : undefined;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.round(bytes / 1024)} KB`;
}
