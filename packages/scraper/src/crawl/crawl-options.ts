import { z } from 'zod';
import { RecordSpecSchema, SelectorRequestSchema } from '@gleaner/shared';
import { Fetcher } from '../fetcher.js';
import { FetcherOptionsSchema } from '../options.js';
import { CrawlStateSchema } from './frontier.js';

/** A crawl: where to start, what to follow, how far, and what to extract on each page. */
export const CrawlOptionsSchema = z.strictObject({
  /** Where the crawl begins (depth 0). */
  startUrls: z.array(z.string().url()).min(1),
  /** Pages fetched at most, failures included. @default 100 */
  maxPages: z.number().int().positive().default(100),
  /** Links followed from a start URL at most (0 = start URLs only). @default 3 */
  maxDepth: z.number().int().nonnegative().default(3),
  /** Pages in flight at once across all hosts. @default 4 */
  concurrency: z.number().int().positive().max(64).default(4),
  /** Which hosts count as the same site as a start URL. @default 'same-site' */
  scope: z.enum(['same-site', 'same-host', 'same-origin', 'any']).default('same-site'),
  /** Only follow URLs whose path (or whole URL, for globs starting with http) matches one of these. @default [] */
  include: z.array(z.string().min(1)).default([]),
  /** Never follow URLs matching one of these globs. @default [] */
  exclude: z.array(z.string().min(1)).default([]),
  /** Which links to follow: pagination (next pages), detail (item pages), all, or none. @default 'all' */
  follow: z.enum(['all', 'pagination', 'detail', 'none']).default('all'),
  /**
   * CSS selectors of the links to follow, for example from the agent's plan. Without them,
   * pagination is recognised by rel=next, "Next" text and page numbers, and detail links are
   * the other links outside navigation, header and footer. @default {}
   */
  linkSelectors: z
    .strictObject({
      pagination: z.string().min(1).optional(),
      detail: z.string().min(1).optional(),
    })
    .default({}),
  /** Read sitemaps (robots.txt Sitemap lines and /sitemap.xml) for more start pages. @default true */
  useSitemaps: z.boolean().default(true),
  /** Records to extract on every page. @default undefined */
  recordSpec: RecordSpecSchema.optional(),
  /** Items to extract on every page; without these or a recordSpec, each page gives a title/description item. @default undefined */
  selectors: z.array(SelectorRequestSchema).optional(),
  /** Options of the fetcher the crawl creates (ignored when `fetcher` is given). @default {} */
  fetch: FetcherOptionsSchema.partial().optional(),
  /** A fetcher to share with other work; the crawl does not close it. @default undefined */
  fetcher: z.instanceof(Fetcher).optional(),
  /** Stops the crawl; pages in flight go back to the saved state. @default undefined */
  signal: z.custom<AbortSignal>((value) => value instanceof AbortSignal).optional(),
  /** A state from `Crawler.state()` to continue from. @default undefined */
  resumeFrom: CrawlStateSchema.optional(),
});

export type CrawlOptions = z.input<typeof CrawlOptionsSchema>;
export type ResolvedCrawlOptions = z.output<typeof CrawlOptionsSchema>;
