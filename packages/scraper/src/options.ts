import { z } from 'zod';
import type { BrowserEngine } from './browser/browser-engine.js';
import { InvalidOptionsError } from './errors.js';
import { DEFAULT_USER_AGENT } from './version.js';

const positiveInt = z.number().int().positive();
const nonNegativeInt = z.number().int().nonnegative();

/**
 * How pages are fetched: HTTP limits, safety, politeness and the browser. Validated with a
 * strict schema, so a misspelt option fails at once and names itself.
 */
export const FetcherOptionsSchema = z.strictObject({
  /**
   * Sent with every request; robots.txt rules are matched against its product token.
   * @default `GleanerBot/<version>`
   */
  userAgent: z.string().min(1).default(DEFAULT_USER_AGENT),
  /** Extra request headers. @default {} */
  headers: z.record(z.string(), z.string()).default({}),
  /** Time allowed to open a connection. @default 10000 */
  connectTimeoutMs: positiveInt.default(10_000),
  /** Time allowed for a whole fetch, redirects included. @default 30000 */
  timeoutMs: positiveInt.default(30_000),
  /** Redirects followed before giving up; each hop is checked again. @default 10 */
  maxRedirects: nonNegativeInt.max(50).default(10),
  /** Largest body accepted, after decompression. @default 10485760 (10 MB) */
  maxBodyBytes: positiveInt.default(10 * 1024 * 1024),
  /**
   * Allow private, loopback, link-local and metadata addresses. Only for trusted callers and
   * local tests: with it, a stranger's URL can reach the machine's own network.
   * @default false
   */
  allowPrivateHosts: z.boolean().default(false),
  /** Obey robots.txt (Allow/Disallow and Crawl-delay). @default true */
  respectRobots: z.boolean().default(true),
  /** Requests in flight at once to one host. @default 2 */
  maxConcurrencyPerHost: positiveInt.max(64).default(2),
  /** Pause between the starts of two requests to one host; robots Crawl-delay wins when longer. @default 0 */
  hostDelayMs: nonNegativeInt.default(0),
  /** Attempts for network errors, 429 and 5xx, the first included. @default 3 */
  maxAttempts: positiveInt.max(10).default(3),
  /** First back-off; it doubles on each retry. @default 500 */
  retryBaseDelayMs: nonNegativeInt.default(500),
  /** Longest wait accepted from Retry-After or back-off. @default 60000 */
  maxRetryDelayMs: nonNegativeInt.default(60_000),
  /**
   * `auto`: HTTP, switching to the browser when the page needs JavaScript; `never`: HTTP only;
   * `always`: the browser only.
   * @default 'auto'
   */
  render: z.enum(['auto', 'never', 'always']).default('auto'),
  /** The Chromium binary the browser engine drives. @default '/usr/bin/chromium' */
  chromiumPath: z.string().min(1).default('/usr/bin/chromium'),
  /** Browser pages open at once. @default 4 */
  maxBrowserPages: positiveInt.max(32).default(4),
  /** Resource types the browser does not download. @default [] */
  blockResources: z.array(z.enum(['image', 'font', 'media', 'stylesheet'])).default([]),
  /** Longest wait for the network to go quiet after load. @default 5000 */
  networkIdleTimeoutMs: nonNegativeInt.default(5_000),
  /**
   * Longest wait for a page's content (a request's `waitFor`) to appear once the network is
   * quiet: scripts that add records on a timer. @default 5000
   */
  contentWaitMs: nonNegativeInt.default(5_000),
  /**
   * A browser engine shared with other fetchers (one Chromium for many jobs); this fetcher opens
   * its own context in it and leaves the engine running on close. Without it, the fetcher
   * launches Chromium itself when a page needs it. @default undefined
   */
  browser: z
    .custom<BrowserEngine>(
      (value) => typeof value === 'object' && value !== null && 'openJob' in value,
    )
    .optional(),
  /** Called with warnings a person should see (such as a missing browser). @default undefined */
  onWarning: z.custom<(message: string) => void>((value) => typeof value === 'function').optional(),
});

export type FetcherOptions = z.input<typeof FetcherOptionsSchema>;
export type ResolvedFetcherOptions = z.output<typeof FetcherOptionsSchema>;

/** Parses options with a schema and throws `InvalidOptionsError` naming each bad option. */
export function parseOptions<T extends z.ZodType>(
  schema: T,
  options: unknown,
  what: string,
): z.output<T> {
  const result = schema.safeParse(options ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => {
      const path = issue.path.join('.');
      if (issue.code === 'unrecognized_keys')
        return `unknown option ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
      return `${path || 'options'}: ${issue.message}`;
    })
    .join('; ');
  throw new InvalidOptionsError(`Invalid ${what} options: ${problems}`);
}
