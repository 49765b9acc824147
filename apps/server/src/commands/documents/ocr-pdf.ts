import type { OcrText } from './ocr-engine.js';
import type { PdfText } from './read-pdf.js';

export interface OcrPdfText extends Omit<PdfText, 'scans'> {
  /** Mean word confidence of the pages read by OCR, 0 to 1; absent when none was. */
  ocrConfidence?: number;
  /** The pages whose text came from OCR. */
  ocrPages: number[];
}

/**
 * The text of a PDF's scanned pages (rendered by `readPdf` with `renderScans`) read by OCR,
 * one page at a time, until `deadline` (a `performance.now()` time): a page past it keeps no
 * text and is named in the warnings.
 */
export async function ocrScannedPages(
  read: PdfText,
  ocr: { recognize(image: Buffer): Promise<OcrText> },
  deadline: number,
  /** Told before each scanned page is read: its page number. */
  onPage?: (page: number) => void,
): Promise<OcrPdfText> {
  const { scans, ...rest } = read;
  if (scans.length === 0) return { ...rest, ocrPages: [] };
  const pages = rest.pages.map((page) => ({ ...page }));
  const warnings = [...rest.warnings];
  const done: number[] = [];
  const blank: number[] = [];
  const skipped: number[] = [];
  const failed: string[] = [];
  let confidence = 0;
  for (const scan of scans) {
    if (performance.now() > deadline) {
      skipped.push(scan.number);
      continue;
    }
    try {
      onPage?.(scan.number);
      const text = await ocr.recognize(Buffer.from(scan.image));
      const words = text.text.trim();
      if (!words) {
        blank.push(scan.number);
        continue;
      }
      const page = pages.find((candidate) => candidate.number === scan.number);
      if (page) page.text = words;
      confidence += text.confidence;
      done.push(scan.number);
    } catch (error) {
      failed.push(`page ${scan.number}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const mean = done.length > 0 ? confidence / done.length : undefined;
  if (done.length > 0)
    warnings.push(
      `${done.length === 1 ? 'page' : 'pages'} ${done.join(', ')} had no text layer and ${done.length === 1 ? 'was' : 'were'} read by OCR (mean word confidence ${Math.round((mean ?? 0) * 100)}%)`,
    );
  if (blank.length > 0)
    warnings.push(
      `no text on ${blank.length === 1 ? 'page' : 'pages'} ${blank.join(', ')}: no text layer, and OCR found no words (a blank page or a picture?)`,
    );
  if (skipped.length > 0)
    warnings.push(
      `scanned ${skipped.length === 1 ? 'page' : 'pages'} ${skipped.join(', ')} not read: the time limit was reached`,
    );
  for (const reason of failed) warnings.push(`OCR failed on ${reason}`);
  return {
    ...rest,
    pages,
    warnings,
    ocrPages: done,
    ...(mean === undefined ? {} : { ocrConfidence: Math.round(mean * 100) / 100 }),
  };
}
