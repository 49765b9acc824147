export * from './errors.js';
export { extractRecords } from './extract/records.js';
export {
  extractItems,
  DEFAULT_SELECTORS,
  DOWNLOAD_EXTENSIONS,
  downloadExtension,
} from './extract/items.js';
export { extractMetadata } from './extract/metadata.js';
export type { PageMetadata, MicrodataItem, MicrodataValue } from './extract/metadata.js';
export { extractMainContent } from './extract/main-content.js';
export type { MainContent } from './extract/main-content.js';
export {
  cleanText,
  parseNumber,
  parsePrice,
  parseRating,
  resolveUrl,
} from './extract/normalise.js';
export { parseDate } from './extract/dates.js';
export { lineOf, textLines } from './extract/text-lines.js';
export { blockText, standsApart } from './extract/block-text.js';
export type { TextLine } from './extract/text-lines.js';
export type { DateOptions } from './extract/dates.js';
export { parseDuration } from './extract/durations.js';
export { currencyCode, currencyOf } from './extract/currencies.js';
export { isPriceText, readPrice } from './extract/prices.js';
export type { PriceReading, PriceOptions } from './extract/prices.js';
export {
  entitiesOfType,
  entityFor,
  localType,
  readStructured,
  structuredEntities,
  structuredText,
  valuesAt,
} from './extract/structured-data.js';
export type {
  StructuredEntity,
  StructuredObject,
  StructuredPath,
  StructuredValue,
} from './extract/structured-data.js';
export { findLabelled, labelKey, labelPairs } from './extract/labelled-values.js';
export type { LabelPair } from './extract/labelled-values.js';
export { Fetcher, fetchPage, PageRequestSchema } from './fetcher.js';
export type { FetchSession, PageRequest } from './fetcher.js';
export { FetcherOptionsSchema } from './options.js';
export type { FetcherOptions, ResolvedFetcherOptions } from './options.js';
export type { PageResult, EngineName, BrowserAction } from './types.js';
export { needsJavaScript } from './browser/needs-javascript.js';
export {
  BrowserEngine,
  BrowserEngineOptionsSchema,
  BrowserJob,
  isBrowserAvailable,
} from './browser/browser-engine.js';
export type {
  BrowserEngineOptions,
  BrowserJobOptions,
  BrowserFetchOptions,
  BrowserPageObserver,
  LiveBrowserPage,
} from './browser/browser-engine.js';
export { isForbiddenAddress, isForbiddenHostname } from './safety/address-policy.js';
export { createSafeLookup } from './safety/safe-lookup.js';
export { GuardProxy } from './safety/guard-proxy.js';
export { DEFAULT_USER_AGENT } from './version.js';
export { Crawler, crawl } from './crawl/crawler.js';
export type { CrawlPageResult, CrawlProgress } from './crawl/crawler.js';
export { CrawlOptionsSchema } from './crawl/crawl-options.js';
export type { CrawlOptions, ResolvedCrawlOptions } from './crawl/crawl-options.js';
export { CrawlStateSchema } from './crawl/frontier.js';
export type { CrawlState, FrontierEntry } from './crawl/frontier.js';
export { normaliseUrl } from './crawl/normalise-url.js';
export { compileGlob, createScope, GlobPatternError } from './crawl/scope.js';
export type { CrawlScope, ScopeOptions } from './crawl/scope.js';
export { parsePage } from './extract/page.js';
export { limitNesting, MAX_NESTING, MAX_ELEMENTS } from './extract/limit-nesting.js';
export type { LimitedHtml, NestingLimits } from './extract/limit-nesting.js';
export type { ParsedPage } from './extract/page.js';
export { extractItemsFromPage, selectLinkHrefs } from './extract/items.js';
export { countRecords, extractRecordsFromPage } from './extract/records.js';
export { planProblem, selectorProblem } from './extract/plan-check.js';
