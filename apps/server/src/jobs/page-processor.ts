import {
  JOB_DOCUMENT_TIME_LIMIT_MS,
  type CapturedItem,
  type DocumentReading,
  type JobOptions,
  type JobPlan,
} from '@gleaner/shared';
import { Fetcher } from '@gleaner/scraper';
import { OcrEngine } from '../commands/documents/ocr-engine.js';
import { BrowserSessionLog } from '../services/browser-session-log.js';
import {
  STOPPED,
  failed,
  fileName,
  isPdfResponse,
  linkedPdfItem,
  pdfItem,
  type ReadOptions,
} from './job-documents.js';
import { dataFileItems } from './data-files.js';
import { JobSessions } from './job-sessions.js';
import { createPageAnalyser } from './page-analysers.js';
import type { DiscoveredLink, PageKind } from './page-analysis.js';

export type { DiscoveredLink, PageKind } from './page-analysis.js';

/** A page's version as its server named it (ETag, Last-Modified), for a conditional request. */
export interface PageValidators {
  etag?: string | undefined;
  lastModified?: string | undefined;
}

export interface PageOutcome {
  finalUrl: string;
  /** The server answered 304 to the validators given: nothing was read, `items` is empty. */
  notModified?: boolean;
  /** This response's validators, to ask with next time. */
  validators?: PageValidators;
  items: CapturedItem[];
  links: DiscoveredLink[];
  engine: 'http' | 'browser';
  warnings: string[];
}

export interface PageProcessorConfig {
  allowPrivateHosts: boolean;
  chromiumPath: string;
  maxConcurrencyPerHost: number;
  respectRobots: boolean;
  /** Threads that parse and extract fetched pages; 0 reads them on the calling thread. */
  analysisThreads: number;
  /** Longest one page's parsing and extraction may take on a thread. @default 10000 */
  analysisBudgetMs?: number;
  /** Where the browser pages of jobs are recorded (shared with other processes by the runtime). */
  browserSessions?: BrowserSessionLog;
}

/** Fetches one page of a job and applies the plan: what to extract and which links to follow. */
export interface PageProcessor {
  process(
    /** `conditional`: an earlier response's validators (a monitor's last run of the page). */
    page: { url: string; kind: PageKind; conditional?: PageValidators | undefined },
    job: { id: string; url: string; plan: JobPlan; options: JobOptions },
    signal: AbortSignal,
    /** Told which document the page is reading, page by page, and null when it is done. */
    onReading?: (reading: DocumentReading | null) => void,
  ): Promise<PageOutcome>;
  /** The job is over in this process: its browser context (cookies, storage) closes now. */
  endJob(jobId: string): Promise<void>;
  /** Starts a page-reading thread when none is running, before pages of a chunk need it. */
  warmUp(): Promise<void>;
  /** The browser pages jobs have open in this process, and recent ones (System tab). */
  readonly browserSessions?: BrowserSessionLog;
  close(): Promise<void>;
}

export function createPageProcessor(config: PageProcessorConfig): PageProcessor {
  const fetchers = new Map<string, Fetcher>();
  const analyser = createPageAnalyser(
    config.analysisThreads,
    config.analysisBudgetMs ? { budgetMs: config.analysisBudgetMs } : {},
  );
  const sessions = new JobSessions({ idleMs: 60_000, max: 32 });
  const browserSessions = config.browserSessions ?? new BrowserSessionLog();
  // Scanned PDFs a job meets; tesseract starts on the first one.
  const ocr = new OcrEngine(JOB_DOCUMENT_TIME_LIMIT_MS);
  const fetcherFor = (render: JobOptions['render']) => {
    let fetcher = fetchers.get(render);
    if (!fetcher) {
      fetcher = new Fetcher({
        allowPrivateHosts: config.allowPrivateHosts,
        chromiumPath: config.chromiumPath,
        maxConcurrencyPerHost: config.maxConcurrencyPerHost,
        respectRobots: config.respectRobots,
        render,
      });
      fetchers.set(render, fetcher);
    }
    return fetcher;
  };

  return {
    async process(page, job, signal, onReading) {
      const fetcher = fetcherFor(job.options.render);
      // The last browser page this request opened (a retry opens another) is the one read.
      let browserPage: string | undefined;
      const fetched = await sessions.run(
        // A job's options (its render mode, so its fetcher) do not change while it runs.
        job.id,
        () => fetcher.openSession(),
        (session) =>
          session.fetchPage(page.url, {
            signal,
            ...waitForRecords(page.kind, job.plan),
            ...(page.conditional ? { conditional: page.conditional } : {}),
            onBrowserPage: (live) => {
              const opened = browserSessions.opened(job.id, page.url, live);
              browserPage = opened.id;
              return opened.closed;
            },
          }),
      );
      const validators = validatorsOf(fetched.headers);
      // Unchanged since the validators given: not parsed, the caller carries the last run over.
      if (fetched.status === 304)
        return {
          finalUrl: fetched.url,
          notModified: true,
          validators: { ...page.conditional, ...validators },
          items: [],
          links: [],
          engine: fetched.engine,
          warnings: fetched.warnings,
        };
      // Scans in the PDFs it links are read with the model of the page's language.
      const pageLanguage = isPdfResponse(fetched) ? undefined : htmlLanguage(fetched.html);
      // The Nth of M documents of this page, read page by page.
      const reading = (url: string, document: number, documents: number): ReadOptions => ({
        pageLanguage,
        ...(onReading && {
          onPage: (step) => onReading({ url, name: fileName(url), document, documents, ...step }),
        }),
      });
      // A PDF address is read as a document, whatever the plan: it is the page asked for.
      if (fetched.body && isPdfResponse(fetched)) {
        const item = await pdfItem(
          fetched.body,
          fetched.url,
          undefined,
          ocr,
          reading(fetched.url, 1, 1),
        );
        onReading?.(null);
        return {
          finalUrl: fetched.url,
          items: [item],
          links: [],
          engine: fetched.engine,
          warnings: fetched.warnings,
        };
      }
      // A JSON, CSV or plain-text address is read as data, whatever the plan: its records (or
      // its text), never as markup.
      const data = dataFileItems(fetched);
      if (data) {
        if (browserPage) browserSessions.found(browserPage, data.length);
        return {
          finalUrl: fetched.url,
          items: data,
          links: [],
          engine: fetched.engine,
          warnings: fetched.warnings,
        };
      }
      const { items, links, documents } = await analyser.analyse({
        html: fetched.html,
        url: fetched.url,
        kind: page.kind,
        job,
      });
      // One at a time: the host limit spaces them, and the PDF thread reads one file at a time.
      for (const [index, url] of documents.entries()) {
        // Stopped (its chunk's time is up): the page is kept, and says which PDFs were not read.
        items.push(
          signal.aborted
            ? failed(url, fetched.url, STOPPED)
            : await linkedPdfItem(
                fetcher,
                url,
                fetched.url,
                signal,
                ocr,
                reading(url, index + 1, documents.length),
              ),
        );
      }
      if (documents.length > 0) onReading?.(null);
      if (browserPage) browserSessions.found(browserPage, items.length);
      return {
        finalUrl: fetched.url,
        validators,
        items,
        links,
        engine: fetched.engine,
        warnings: fetched.warnings,
      };
    },
    endJob: (jobId) => sessions.end(jobId),
    browserSessions,
    warmUp: () => analyser.warmUp(),
    async close() {
      await sessions.closeAll();
      await Promise.all([...fetchers.values()].map((fetcher) => fetcher.close()));
      fetchers.clear();
      await analyser.close();
      await ocr.close();
    },
  };
}

/** The response's ETag and Last-Modified, when it sent them (a rendered page has none). */
function validatorsOf(headers: Record<string, string>): PageValidators {
  return {
    ...(headers.etag ? { etag: headers.etag } : {}),
    ...(headers['last-modified'] ? { lastModified: headers['last-modified'] } : {}),
  };
}

/** The ISO 639-1 language an HTML page declares (`<html lang="de-DE">` → de), if any. */
export function htmlLanguage(html: string): string | undefined {
  return /<html\b[^>]*?\blang\s*=\s*["']?([a-z]{2})\b/i
    .exec(html.slice(0, 4096))?.[1]
    ?.toLowerCase();
}

/**
 * Where a rendered page's records will be, to wait for them: the plan's record container for
 * the page's kind (records found in structured data have no element to wait for).
 */
function waitForRecords(kind: PageKind, plan: JobPlan): { waitFor?: string } {
  const spec = kind === 'detail' ? (plan.detailRecordSpec ?? plan.recordSpec) : plan.recordSpec;
  return spec && !spec.entities && spec.container !== 'body' ? { waitFor: spec.container } : {};
}
