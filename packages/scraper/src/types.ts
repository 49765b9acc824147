/** Which engine produced a page. */
export type EngineName = 'http' | 'browser';

/** A fetched page, whichever engine fetched it. */
export interface PageResult {
  /** Final URL, after redirects. */
  url: string;
  /** The URL that was asked for. */
  requestedUrl: string;
  status: number;
  headers: Record<string, string>;
  /** Decoded body; empty for binary content. */
  html: string;
  contentType: string;
  engine: EngineName;
  /** Every URL redirected through, in order. */
  redirects: string[];
  /** Milliseconds from start to body read. */
  elapsedMs: number;
  /** Things a person may want to know, such as a fallback from the browser to HTTP. */
  warnings: string[];
  /** PNG screenshot, when asked for and the browser rendered the page. */
  screenshot?: Buffer;
  /** The raw body of a binary response (a PDF, an image) fetched over HTTP; absent for text. */
  body?: Uint8Array;
}

/** A browser action, run in order after the page loads. */
export type BrowserAction =
  | { type: 'navigate'; url: string }
  | { type: 'click'; selector: string; waitForNavigation?: boolean }
  | {
      type: 'scroll';
      times?: number;
      untilNoNewContent?: boolean;
      maxScrolls?: number;
      delayMs?: number;
    }
  | { type: 'wait'; ms?: number; selector?: string; timeoutMs?: number };
