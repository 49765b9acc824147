/**
 * Errors classified by what the caller should do with them: retry (`RetryableError`), give up on
 * this URL (`NonRetryableError`), or treat as a deliberate refusal that is not a failure
 * (`RefusedError`: robots.txt, blocked addresses). Every error has a string `code` and
 * serialises with `toJSON`, so it survives a trip through the job queue.
 */
export type ScrapeErrorCode =
  | 'INVALID_OPTIONS'
  | 'INVALID_URL'
  | 'BLOCKED_ADDRESS'
  | 'ROBOTS_DISALLOWED'
  | 'TOO_MANY_REDIRECTS'
  | 'BODY_TOO_LARGE'
  | 'TIMEOUT'
  | 'NETWORK'
  | 'HOST_NOT_FOUND'
  | 'HTTP_STATUS'
  | 'BROWSER_UNAVAILABLE'
  | 'BROWSER'
  | 'ABORTED';

export interface SerializedScrapeError {
  name: string;
  code: ScrapeErrorCode | 'UNKNOWN';
  message: string;
  retryable: boolean;
  status?: number;
  url?: string;
}

export interface ScrapeErrorOptions {
  cause?: unknown;
  url?: string;
}

export abstract class ScrapeError extends Error {
  abstract readonly code: ScrapeErrorCode;
  abstract readonly retryable: boolean;
  readonly url: string | undefined;

  constructor(message: string, options: ScrapeErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.url = options.url;
  }

  toJSON(): SerializedScrapeError {
    return {
      name: this.name,
      code: this.code,
      message: this.message,
      retryable: this.retryable,
      ...(this.url ? { url: this.url } : {}),
    };
  }
}

/** Trying again may succeed (network trouble, 429, 5xx, timeouts). */
export abstract class RetryableError extends ScrapeError {
  readonly retryable = true;
}

/** Trying again will fail the same way. */
export abstract class NonRetryableError extends ScrapeError {
  readonly retryable = false;
}

/** Refused on purpose by a policy; report it, do not count it as a failure. */
export abstract class RefusedError extends NonRetryableError {}

export class InvalidOptionsError extends NonRetryableError {
  readonly code = 'INVALID_OPTIONS';
}

export class InvalidUrlError extends NonRetryableError {
  readonly code = 'INVALID_URL';
}

export class BlockedAddressError extends RefusedError {
  readonly code = 'BLOCKED_ADDRESS';
}

export class RobotsDisallowedError extends RefusedError {
  readonly code = 'ROBOTS_DISALLOWED';
}

export class TooManyRedirectsError extends NonRetryableError {
  readonly code = 'TOO_MANY_REDIRECTS';
}

export class BodyTooLargeError extends NonRetryableError {
  readonly code = 'BODY_TOO_LARGE';
}

export class TimeoutError extends RetryableError {
  readonly code = 'TIMEOUT';
}

export class NetworkError extends RetryableError {
  readonly code = 'NETWORK';
}

/** The host name does not resolve; retrying soon will not change that. */
export class HostNotFoundError extends NonRetryableError {
  readonly code = 'HOST_NOT_FOUND';
}

export class BrowserUnavailableError extends NonRetryableError {
  readonly code = 'BROWSER_UNAVAILABLE';
}

export class BrowserError extends RetryableError {
  readonly code = 'BROWSER';
}

export class AbortedError extends NonRetryableError {
  readonly code = 'ABORTED';
}

/** A response with status 400 or above; 429 and 5xx may be retried. */
export class HttpStatusError extends ScrapeError {
  readonly code = 'HTTP_STATUS';
  readonly status: number;
  /** From Retry-After, when the server sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(status: number, options: ScrapeErrorOptions & { retryAfterMs?: number } = {}) {
    super(`The server answered HTTP ${status}${options.url ? ` for ${options.url}` : ''}`, options);
    this.status = status;
    this.retryAfterMs = options.retryAfterMs;
  }

  get retryable(): boolean {
    return this.status === 429 || this.status >= 500;
  }

  override toJSON(): SerializedScrapeError {
    return { ...super.toJSON(), status: this.status };
  }
}

export function isScrapeError(error: unknown): error is ScrapeError {
  return error instanceof ScrapeError;
}

/** A plain object for logs, queues and JSON output, whatever was thrown. */
export function serializeError(error: unknown): SerializedScrapeError {
  if (error instanceof ScrapeError) return error.toJSON();
  const message = error instanceof Error ? error.message : String(error);
  return {
    name: error instanceof Error ? error.name : 'Error',
    code: 'UNKNOWN',
    message,
    retryable: false,
  };
}
