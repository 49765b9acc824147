import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PdfItemContent } from '@gleaner/shared';
import { Fetcher } from '@gleaner/scraper';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfThread } from '../commands/documents/entity-pool.js';
import { linkedPdfItem, pdfItem, type PageStep } from './job-documents.js';
import { htmlLanguage } from './page-processor.js';

/** A PDF with one line of text per page; an empty string makes a page with no text layer. */
async function pdfOf(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage([300, 200]);
    if (text) page.drawText(text, { x: 10, y: 150, size: 11, font });
  }
  return doc.save();
}

/** An OCR engine that reads the same words on every image, so these tests need no tesseract. */
const ocr = {
  read: () =>
    Promise.resolve({ text: 'scanned words', confidence: 0.8, words: [], language: 'en' as const }),
};

describe('a PDF a job reads', () => {
  afterAll(() => pdfThread.close());

  it('tells each page as it starts, and stops at its page and text bounds', async () => {
    const steps: PageStep[] = [];
    const item = await pdfItem(
      await pdfOf(['first page', 'second page', 'third page']),
      'https://example.org/files/report.pdf',
      undefined,
      ocr,
      { limits: { maxPages: 2, maxText: 15 }, onPage: (step) => steps.push(step) },
    );
    expect(steps).toEqual([
      { page: 1, pages: 2, ocr: false },
      { page: 2, pages: 2, ocr: false },
    ]);
    const content = item.content as PdfItemContent;
    expect(content).toMatchObject({
      text: 'first page\n\nsec',
      page_count: 3,
      pages_read: 2,
      truncated: true,
    });
    expect(content.warnings).toEqual([
      'only the first 2 of 3 pages were read',
      'only the first 15 characters of text were kept',
    ]);
  });

  it('tells a scanned page twice: drawn from the file, then read by OCR', async () => {
    const steps: PageStep[] = [];
    const item = await pdfItem(
      await pdfOf(['typed', '']),
      'https://example.org/a.pdf',
      undefined,
      ocr,
      {
        onPage: (step) => steps.push(step),
      },
    );
    expect(steps).toEqual([
      { page: 1, pages: 2, ocr: false },
      { page: 2, pages: 2, ocr: false },
      { page: 2, pages: 2, ocr: true },
    ]);
    expect((item.content as PdfItemContent).text).toBe('typed\n\nscanned words');
  });

  it('stops when its time is up and says so', async () => {
    const item = await pdfItem(
      await pdfOf(['one', 'two']),
      'https://example.org/a.pdf',
      undefined,
      ocr,
      {
        limits: { timeLimitMs: 0 },
      },
    );
    const content = item.content as PdfItemContent;
    expect(content.truncated).toBe(true);
    expect(content.warnings).toEqual(['reading stopped after 0 pages: the time limit was reached']);
  });

  it('refuses a linked file larger than its byte bound, naming the file', async () => {
    const bytes = await pdfOf(Array.from({ length: 20 }, (_, i) => `page ${i + 1}`));
    const site = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(bytes);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/big.pdf`;
    const fetcher = new Fetcher({ allowPrivateHosts: true, respectRobots: false, maxAttempts: 1 });
    try {
      const item = await linkedPdfItem(
        fetcher,
        url,
        'https://example.org/',
        new AbortController().signal,
        ocr,
        {
          limits: { maxBytes: 1024 },
        },
      );
      expect((item.content as PdfItemContent).error).toMatch(
        /^Document processing failed: The response from .*big\.pdf is larger than 1 KB/,
      );
      expect(item.confidence).toBe(0);
    } finally {
      await fetcher.close();
      await new Promise((resolve) => site.close(resolve));
    }
  });

  it("reads a scan-only file with the model of the linking page's language", async () => {
    const asked: (string | undefined)[] = [];
    const reader = {
      read: (_image: Buffer, language?: string) => {
        asked.push(language);
        return Promise.resolve({
          text: 'Grüße',
          confidence: 0.9,
          words: [],
          language: 'de' as const,
        });
      },
    };
    const item = await pdfItem(await pdfOf(['']), 'https://example.de/a.pdf', undefined, reader, {
      pageLanguage: 'de',
    });
    expect(asked).toEqual(['de']);
    expect((item.content as PdfItemContent).warnings[0]).toMatch(/read by OCR in German/);
  });
});

describe('htmlLanguage', () => {
  it('reads the language an HTML page declares, and nothing when it declares none', () => {
    expect(htmlLanguage('<!doctype html><html class="x" lang="de-DE"><head>')).toBe('de');
    expect(htmlLanguage("<html lang='FR'>")).toBe('fr');
    expect(htmlLanguage('<html><body lang="es">')).toBeUndefined();
  });
});
