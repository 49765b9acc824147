import { nounFor } from '@gleaner/shared';
import { entityThread } from './entity-pool.js';
import type { OcrText } from './ocr-engine.js';
import type { PdfText } from './read-pdf.js';

/** Letters of a file's own text below which its language is not told from it. */
const MIN_LANGUAGE_LETTERS = 40;
// Made on first use: an Intl object made at import reads locale data into every process.
let languageNames: Intl.DisplayNames | undefined;
const languageName = (code: string) =>
  (languageNames ??= new Intl.DisplayNames(['en'], { type: 'language' })).of(code) ?? code;

export interface OcrPdfText extends Omit<PdfText, 'scans'> {
  /** Mean word confidence of the pages read by OCR, 0 to 1; absent when none was. */
  ocrConfidence?: number;
  /** The pages whose text came from OCR. */
  ocrPages: number[];
}

export interface OcrOptions {
  /** Told before each scanned page is read: its page number. */
  onPage?: (page: number) => void;
  /** The language the person named (ISO 639-1): its model reads the scans. */
  language?: string | undefined;
  /** The language of the page that links the file, used when the file's own text is too short. */
  pageLanguage?: string | undefined;
  /** Scanned pages read at once. @default 1 */
  lanes?: number;
}

/**
 * The text of a PDF's scanned pages (rendered by `readPdf` with `renderScans`) read by OCR,
 * one page at a time, until `deadline` (a `performance.now()` time): a page past it keeps no
 * text and is named in the warnings. The model is the named language's, else that of the
 * file's own text layer (a scan inside a German report is German), else the linking page's,
 * else English; OCR reads English, German, French and Spanish.
 */
export async function ocrScannedPages(
  read: PdfText,
  ocr: { read(image: Buffer, language?: string): Promise<OcrText> },
  deadline: number,
  { onPage, language, pageLanguage, lanes = 1 }: OcrOptions = {},
): Promise<OcrPdfText> {
  const { scans, ...rest } = read;
  if (scans.length === 0) return { ...rest, ocrPages: [] };
  const model = language ?? (await languageOfText(rest.pages)) ?? pageLanguage;
  let modelUsed = 'en';
  const pages = rest.pages.map((page) => ({ ...page }));
  const warnings = [...rest.warnings];
  const done: number[] = [];
  const blank: number[] = [];
  const skipped: number[] = [];
  const failed: string[] = [];
  let confidence = 0;
  const readScan = async (scan: PdfText['scans'][number]) => {
    if (performance.now() > deadline) {
      skipped.push(scan.number);
      return;
    }
    try {
      onPage?.(scan.number);
      const text = await ocr.read(Buffer.from(scan.image), model);
      modelUsed = text.language;
      const words = text.text.trim();
      if (!words) {
        blank.push(scan.number);
        return;
      }
      const page = pages.find((candidate) => candidate.number === scan.number);
      if (page) page.text = words;
      confidence += text.confidence;
      done.push(scan.number);
    } catch (error) {
      failed.push(`page ${scan.number}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  // Pages are read `lanes` at a time (the OCR pool's workers), each starting in page order.
  let next = 0;
  const lane = async () => {
    while (next < scans.length) await readScan(scans[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  for (const list of [done, blank, skipped]) list.sort((a, b) => a - b);
  const mean = done.length > 0 ? confidence / done.length : undefined;
  if (done.length > 0)
    warnings.push(
      `${nounFor(done.length, 'page')} ${done.join(', ')} had no text layer and ${nounFor(done.length, 'was', 'were')} read by OCR${modelUsed === 'en' ? '' : ` in ${languageName(modelUsed)}`} (mean word confidence ${Math.round((mean ?? 0) * 100)}%)`,
    );
  if (blank.length > 0)
    warnings.push(
      `no text on ${nounFor(blank.length, 'page')} ${blank.join(', ')}: no text layer, and OCR found no words (a blank page or a picture?)`,
    );
  if (skipped.length > 0)
    warnings.push(
      `scanned ${nounFor(skipped.length, 'page')} ${skipped.join(', ')} not read: the time limit was reached`,
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

/** The language of a file's text layer (ISO 639-1), when it has enough text to tell. */
async function languageOfText(pages: { text: string }[]): Promise<string | undefined> {
  const text = pages
    .map((page) => page.text)
    .join('\n')
    .slice(0, 5000);
  if (text.replace(/[^\p{L}]+/gu, '').length < MIN_LANGUAGE_LETTERS) return undefined;
  const told = await entityThread.call('language', text);
  return told.code === 'und' ? undefined : told.code;
}
