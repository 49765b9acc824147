import { describe, expect, it } from 'vitest';
import { ocrScannedPages } from './ocr-pdf.js';
import type { PdfText } from './read-pdf.js';

const read: PdfText = {
  pages: [
    { number: 1, text: '' },
    { number: 2, text: '' },
  ],
  pageCount: 2,
  truncated: false,
  metadata: {},
  warnings: [],
  scans: [
    { number: 1, image: new Uint8Array([1]) },
    { number: 2, image: new Uint8Array([2]) },
  ],
};

describe('ocrScannedPages', () => {
  it('reads no scanned page past its deadline and names those left', async () => {
    const seen: number[] = [];
    const ocr = {
      read: () =>
        Promise.resolve({ text: 'words', confidence: 0.9, words: [], language: 'en' as const }),
    };
    const result = await ocrScannedPages(read, ocr, performance.now() - 1, {
      onPage: (page) => seen.push(page),
    });
    expect(seen).toEqual([]);
    expect(result.ocrPages).toEqual([]);
    expect(result.warnings).toEqual(['scanned pages 1, 2 not read: the time limit was reached']);
  });
});
