import { randomUUID } from 'node:crypto';
import {
  JOB_DOCUMENT_TIME_LIMIT_MS,
  MAX_DOCUMENT_BYTES,
  MAX_JOB_DOCUMENT_PAGES,
  MAX_JOB_DOCUMENT_TEXT,
  MAX_OCR_PDF_PAGES,
  type CapturedItem,
  type PdfItemContent,
  countOf,
} from '@gleaner/shared';
import type { Fetcher, PageResult } from '@gleaner/scraper';
import { pdfThread } from '../commands/documents/entity-pool.js';
import { DocumentProcessingError } from '../commands/documents/helper-call.js';
import type { OcrEngine } from '../commands/documents/ocr-engine.js';
import { ocrScannedPages } from '../commands/documents/ocr-pdf.js';

/** The selector a linked PDF's item names: what found it on the page. */
export const PDF_LINK_SELECTOR = 'a[href$=".pdf"]';

/** A response is a PDF by its declared type or, when the server does not say, its marker. */
export function isPdfResponse(page: Pick<PageResult, 'contentType' | 'body'>): boolean {
  if (/application\/(?:x-)?pdf/i.test(page.contentType)) return true;
  const head = page.body?.subarray(0, 1024);
  return head !== undefined && Buffer.from(head).toString('latin1').includes('%PDF-');
}

/** The file name an address ends in, for people to read. */
export function fileName(url: string): string {
  try {
    const name = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
    return name || url;
  } catch {
    return url;
  }
}

function itemOf(url: string, content: PdfItemContent, confidence: number): CapturedItem {
  return {
    id: randomUUID(),
    type: 'pdf',
    content,
    selector: content.found_on ? PDF_LINK_SELECTOR : 'document',
    timestamp: new Date().toISOString(),
    confidence,
    url,
  };
}

/** Why a PDF a page links to was not read when the job stopped reading the page. */
export const STOPPED = 'not read: the job stopped reading this page first';

/** A PDF met but not read (it failed, or time ran out before its turn), with the reason. */
export function failed(url: string, foundOn: string | undefined, reason: string): CapturedItem {
  return itemOf(
    url,
    {
      url,
      title: fileName(url),
      ...(foundOn ? { found_on: foundOn } : {}),
      text: '',
      page_count: 0,
      pages_read: 0,
      truncated: false,
      metadata: {},
      warnings: [],
      error: reason.startsWith('Document processing failed')
        ? reason
        : `Document processing failed: ${reason}`,
    },
    0,
  );
}

/** Bounds of one PDF a job reads; the defaults are the shared constants (tests lower them). */
export interface JobDocumentLimits {
  /** @default MAX_JOB_DOCUMENT_PAGES */
  maxPages?: number;
  /** @default JOB_DOCUMENT_TIME_LIMIT_MS */
  timeLimitMs?: number;
  /** Characters of text kept. @default MAX_JOB_DOCUMENT_TEXT */
  maxText?: number;
  /** Largest file fetched. @default MAX_DOCUMENT_BYTES */
  maxBytes?: number;
}

/** A page of a PDF about to be read: from its text layer, or (`ocr`) a scan read by OCR. */
export interface PageStep {
  page: number;
  pages: number;
  ocr: boolean;
}

export interface ReadOptions {
  limits?: JobDocumentLimits;
  /** The language of the page that links the file (ISO 639-1), for OCR of its scans. */
  pageLanguage?: string | undefined;
  /** Told before each page is read, so a large file shows how far it has got. */
  onPage?: (step: PageStep) => void;
}

/**
 * A PDF's text and metadata as a `pdf` item: read page by page on the PDF thread, at most
 * MAX_JOB_DOCUMENT_PAGES pages within JOB_DOCUMENT_TIME_LIMIT_MS (past it the thread is ended),
 * up to MAX_OCR_PDF_PAGES scanned pages rendered and read by OCR in what is left of that time,
 * text kept up to MAX_JOB_DOCUMENT_TEXT characters. A file that cannot be read is an item that
 * says why, so the person sees what was met and what went wrong.
 */
export async function pdfItem(
  bytes: Uint8Array,
  url: string,
  foundOn: string | undefined,
  ocr: Pick<OcrEngine, 'read'>,
  { limits = {}, onPage, pageLanguage }: ReadOptions = {},
): Promise<CapturedItem> {
  const timeLimitMs = limits.timeLimitMs ?? JOB_DOCUMENT_TIME_LIMIT_MS;
  const maxText = limits.maxText ?? MAX_JOB_DOCUMENT_TEXT;
  const deadline = performance.now() + timeLimitMs;
  let read;
  try {
    let pages = 0;
    const layers = await pdfThread.run(
      {
        // The reader stops itself at the limit; the thread's own limit is the backstop.
        ms: timeLimitMs + 5_000,
        overrun: () =>
          new DocumentProcessingError(
            `reading ${fileName(url)} took longer than ${timeLimitMs / 1000} s`,
          ),
        onProgress: (step) => {
          pages = step.pages;
          onPage?.({ ...step, ocr: false });
        },
      },
      'read',
      bytes,
      {
        maxPages: limits.maxPages ?? MAX_JOB_DOCUMENT_PAGES,
        timeLimitMs,
        renderScans: MAX_OCR_PDF_PAGES,
      },
    );
    // Scanned pages are read by OCR within what is left of the file's time.
    read = await ocrScannedPages(layers, ocr, deadline, {
      onPage: (page) => onPage?.({ page, pages, ocr: true }),
      pageLanguage,
    });
  } catch (error) {
    return failed(url, foundOn, error instanceof Error ? error.message : String(error));
  }
  const warnings = [...read.warnings];
  let text = read.pages
    .map((page) => page.text)
    .join('\n\n')
    .trim();
  let truncated = read.truncated;
  if (text.length > maxText) {
    text = text.slice(0, maxText);
    truncated = true;
    warnings.push(`only the first ${countOf(maxText, 'character')} of text were kept`);
  }
  // A page read from its text layer counts fully; one read by OCR, by its word confidence.
  const ocrPages = new Set(read.ocrPages);
  const pageScore = read.pages.reduce(
    (sum, page) =>
      sum + (!page.text ? 0 : ocrPages.has(page.number) ? (read.ocrConfidence ?? 0) : 1),
    0,
  );
  return itemOf(
    url,
    {
      url,
      title: read.metadata.title ?? fileName(url),
      ...(foundOn ? { found_on: foundOn } : {}),
      text,
      page_count: read.pageCount,
      pages_read: read.pages.length,
      truncated,
      metadata: read.metadata,
      warnings,
      ...(read.ocrPages.length > 0
        ? { ocr_pages: read.ocrPages, ocr_confidence: read.ocrConfidence ?? 0 }
        : {}),
    },
    read.pages.length > 0 ? pageScore / read.pages.length : 0,
  );
}

/** Fetches a PDF a page links to, through the fetcher's politeness and address policy, and reads it. */
export async function linkedPdfItem(
  fetcher: Fetcher,
  url: string,
  foundOn: string,
  signal: AbortSignal,
  ocr: Pick<OcrEngine, 'read'>,
  options: ReadOptions = {},
): Promise<CapturedItem> {
  let fetched: PageResult;
  try {
    fetched = await fetcher.fetchFile(url, {
      signal,
      maxBytes: options.limits?.maxBytes ?? MAX_DOCUMENT_BYTES,
    });
  } catch (error) {
    // A cancelled job drops the page anyway; one out of time keeps it, with this PDF unread.
    if (signal.aborted) return failed(url, foundOn, STOPPED);
    return failed(url, foundOn, error instanceof Error ? error.message : String(error));
  }
  if (!fetched.body || !isPdfResponse(fetched))
    return failed(
      fetched.url,
      foundOn,
      `${fetched.url} is not a PDF (the server sent ${fetched.contentType || 'no content type'})`,
    );
  return pdfItem(fetched.body, fetched.url, foundOn, ocr, options);
}
