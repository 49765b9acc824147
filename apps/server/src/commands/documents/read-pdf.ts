import {
  DOCUMENT_TIME_LIMIT_MS,
  MAX_IMAGE_PIXELS,
  MAX_PDF_PAGES,
  countOf,
  nounFor,
} from '@gleaner/shared';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AppError } from '../../errors.js';
import { DocumentProcessingError } from './helper-call.js';
import { checkPdfBudget } from './pdf-guard.js';

export interface PdfText {
  pages: { number: number; text: string }[];
  pageCount: number;
  truncated: boolean;
  metadata: Record<string, string>;
  warnings: string[];
  /** Pages without a text layer rendered as PNG images, for OCR (see `renderScans`). */
  scans: { number: number; image: Uint8Array }[];
}

export interface PdfLimits {
  /** @default MAX_PDF_PAGES */
  maxPages?: number;
  /** @default DOCUMENT_TIME_LIMIT_MS */
  timeLimitMs?: number;
  /** Pages without a text layer (scans) rendered as images for OCR, at most this many. @default 0 */
  renderScans?: number;
  /** Told before each page is read: its number and how many will be read at most. */
  onPage?: (page: number, pages: number) => void;
}

/** Scans are rendered at about 200 dpi, which tesseract reads best, but never past this size. */
const SCAN_DPI = 200;
const MAX_SCAN_SIDE = 3000;

/** The document-information fields worth showing, by pdf.js's names. */
const INFO_FIELDS = [
  'Title',
  'Author',
  'Subject',
  'Keywords',
  'Creator',
  'Producer',
  'CreationDate',
  'ModDate',
];

/** `D:20250312101500Z` (PDF date) → ISO 8601, or the text as written. */
function pdfDate(value: string): string {
  const m = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?/.exec(value);
  if (!m) return value;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00'] = m;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}Z`;
}

interface TextItem {
  str?: string;
  hasEOL?: boolean;
}

/**
 * Text of a born-digital PDF, page by page, with its metadata, by pdf.js (loaded on first use,
 * so the server starts without it). Reading stops at `maxPages` or after `timeLimitMs`, and
 * says so; a page with no text layer (a scan) is named in the warnings.
 */
export async function readPdf(bytes: Uint8Array, limits: PdfLimits = {}): Promise<PdfText> {
  const maxPages = limits.maxPages ?? MAX_PDF_PAGES;
  const deadline = performance.now() + (limits.timeLimitMs ?? DOCUMENT_TIME_LIMIT_MS);
  // Before pdf.js sees it: a decompression bomb or a giant image is refused unread.
  checkPdfBudget(bytes);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: bytes,
    // No fonts, scripts or network: only the text layer is read.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
    // An image past the pixel budget is not drawn (checkPdfBudget sees only direct sizes).
    maxImageSize: MAX_IMAGE_PIXELS,
    isOffscreenCanvasSupported: false,
  });
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch (error) {
    await task.destroy();
    const reason = error instanceof Error ? error.message : String(error);
    throw new DocumentProcessingError(
      /password/i.test(reason)
        ? 'the PDF is protected by a password; remove it and upload again'
        : `the file is not a readable PDF (${reason})`,
      422,
      { cause: error },
    );
  }
  try {
    const metadata: Record<string, string> = {};
    // pdf.js types the document information as Object; its fields are strings when present.
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    for (const field of INFO_FIELDS) {
      const value = info[field];
      if (typeof value === 'string' && value.trim())
        metadata[field.toLowerCase()] = field.endsWith('Date') ? pdfDate(value) : value.trim();
    }
    const pages: PdfText['pages'] = [];
    const warnings: string[] = [];
    const empty: number[] = [];
    const scans: PdfText['scans'] = [];
    const renderScans = limits.renderScans ?? 0;
    let truncated = false;
    for (let number = 1; number <= pdf.numPages; number += 1) {
      if (number > maxPages) {
        warnings.push(`only the first ${maxPages} of ${countOf(pdf.numPages, 'page')} were read`);
        truncated = true;
        break;
      }
      if (performance.now() > deadline) {
        warnings.push(
          `reading stopped after ${countOf(number - 1, 'page')}: the time limit was reached`,
        );
        truncated = true;
        break;
      }
      limits.onPage?.(number, Math.min(pdf.numPages, maxPages));
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = (content.items as TextItem[])
        .map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : ''))
        .join('')
        .replace(/[ \t]+\n/g, '\n')
        .trim();
      if (!text && scans.length < renderScans && performance.now() < deadline) {
        // pdf.js draws on @napi-rs/canvas, an optional package: without it the page stays unread.
        const image = await renderPage(pdf, page).catch((error: unknown) => {
          warnings.push(
            `page ${number} could not be drawn for OCR: ${error instanceof Error ? error.message : String(error)}`,
          );
          return null;
        });
        if (image) scans.push({ number, image });
        else empty.push(number);
      } else if (!text) empty.push(number);
      page.cleanup();
      pages.push({ number, text });
    }
    if (empty.length > 0)
      warnings.push(
        `no text layer on ${nounFor(empty.length, 'page')} ${empty.join(', ')} (a scan?)${
          renderScans > 0
            ? `: past the ${renderScans} scanned pages read by OCR`
            : `: send ${nounFor(empty.length, 'it', 'them')} as images to /api/process-image for OCR`
        }`,
      );
    return { pages, pageCount: pdf.numPages, truncated, metadata, warnings, scans };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // pdf.js's own errors (a page tree that loops, an object that is not what it claims): the
    // file is at fault, and the person is told so rather than given a server error.
    throw new DocumentProcessingError(
      `the PDF's structure is damaged (${error instanceof Error ? error.message : String(error)})`,
      422,
      { cause: error },
    );
  } finally {
    await pdf.destroy();
  }
}

type PdfDocument = PDFDocumentProxy;
type PdfPage = PDFPageProxy;

/** A page drawn as a PNG (pdf.js on @napi-rs/canvas, pdf.js's own canvas in Node). */
async function renderPage(pdf: PdfDocument, page: PdfPage): Promise<Uint8Array> {
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(SCAN_DPI / 72, MAX_SCAN_SIDE / Math.max(natural.width, natural.height, 1));
  const viewport = page.getViewport({ scale });
  // pdf.js types its canvas factory loosely; in Node it makes @napi-rs/canvas canvases.
  const factory = (pdf as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    // Typed as the DOM's context, which the server's types do not include; it is pdf.js's own.
    await page.render({ canvasContext: context as never, viewport }).promise;
    return new Uint8Array(canvas.toBuffer('image/png'));
  } finally {
    factory.destroy({ canvas, context });
  }
}

interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): { canvas: { toBuffer(type: 'image/png'): Buffer }; context: unknown };
  destroy(pair: { canvas: unknown; context: unknown }): void;
}
