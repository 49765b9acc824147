import { DOCUMENT_TIME_LIMIT_MS, MAX_PDF_PAGES } from '@gleaner/shared';
import { DocumentProcessingError } from './helper-call.js';

export interface PdfText {
  pages: { number: number; text: string }[];
  pageCount: number;
  truncated: boolean;
  metadata: Record<string, string>;
  warnings: string[];
}

export interface PdfLimits {
  /** @default MAX_PDF_PAGES */
  maxPages?: number;
  /** @default DOCUMENT_TIME_LIMIT_MS */
  timeLimitMs?: number;
}

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
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: bytes,
    // No fonts, scripts or network: only the text layer is read.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
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
    let truncated = false;
    for (let number = 1; number <= pdf.numPages; number += 1) {
      if (number > maxPages) {
        warnings.push(`only the first ${maxPages} of ${pdf.numPages} pages were read`);
        truncated = true;
        break;
      }
      if (performance.now() > deadline) {
        warnings.push(`reading stopped after ${number - 1} pages: the time limit was reached`);
        truncated = true;
        break;
      }
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = (content.items as TextItem[])
        .map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : ''))
        .join('')
        .replace(/[ \t]+\n/g, '\n')
        .trim();
      page.cleanup();
      if (!text) empty.push(number);
      pages.push({ number, text });
    }
    if (empty.length > 0)
      warnings.push(
        `no text layer on ${empty.length === 1 ? 'page' : 'pages'} ${empty.join(', ')} (a scan?): send ${empty.length === 1 ? 'it' : 'them'} as images to /api/process-image for OCR`,
      );
    return { pages, pageCount: pdf.numPages, truncated, metadata, warnings };
  } finally {
    await pdf.destroy();
  }
}
