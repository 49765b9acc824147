import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DocumentProcessingError } from './helper-call.js';
import { readPdf } from './read-pdf.js';

async function pdfOf(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages)
    doc.addPage([300, 200]).drawText(text, { x: 10, y: 150, size: 11, font });
  return doc.save();
}

describe('readPdf', () => {
  it('stops at the page limit and says so', async () => {
    const read = await readPdf(await pdfOf(['one', 'two', 'three']), { maxPages: 2 });
    expect(read.pages.map((p) => p.text)).toEqual(['one', 'two']);
    expect(read).toMatchObject({ pageCount: 3, truncated: true });
    expect(read.warnings).toEqual(['only the first 2 of 3 pages were read']);
  });

  it('stops when time runs out', async () => {
    const read = await readPdf(await pdfOf(['one', 'two']), { timeLimitMs: 0 });
    expect(read.truncated).toBe(true);
    expect(read.warnings[0]).toMatch(/time limit/);
  });

  it('names a file that is no PDF', async () => {
    const error = await readPdf(new TextEncoder().encode('%PDF-1.7 broken')).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DocumentProcessingError);
    expect((error as Error).message).toMatch(
      /^Document processing failed: the file is not a readable PDF/,
    );
  });
});
