import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DocumentProgressLineSchema } from '@gleaner/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.js';
import { signedInUser } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** A born-digital PDF of two pages with a title and an author, written here by pdf-lib. */
async function twoPagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Quarterly report');
  doc.setAuthor('Jane Smith');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of ['Page one: write to jane@example.org', 'Page two: revenue rose to $1,200']) {
    doc.addPage([400, 300]).drawText(line, { x: 20, y: 250, size: 12, font });
  }
  doc.addPage([400, 300]); // A page with no text layer, as a scan would be.
  return doc.save();
}

/** A scanned page: a PDF holding only a picture of text (one of the OCR fixtures), no text layer. */
async function scannedPdf(image: string): Promise<Uint8Array> {
  const png = await readFile(new URL(`./fixtures/documents/${image}`, import.meta.url));
  const doc = await PDFDocument.create();
  const picture = await doc.embedPng(png);
  // At 96 dpi, as a scanner's page image would be placed.
  const { width, height } = picture.scale(0.75);
  doc.addPage([width, height]).drawImage(picture, { x: 0, y: 0, width, height });
  return doc.save();
}

const invoicePng = () => readFile(new URL('./fixtures/documents/invoice.png', import.meta.url));

describe.each(backends)('PDF and image text on %s', (kind) => {
  let server: TestServer;
  let user: { token: string; userId: string };
  beforeAll(async () => {
    server = await startTestServer(kind);
    user = await signedInUser(server);
  });
  afterAll(async () => {
    await server.close();
  });

  async function upload(path: string, bytes: Uint8Array, name: string, token?: string) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('reads a PDF page by page with its metadata, and says which page has no text', async () => {
    const { status, body } = await upload(
      '/api/process-pdf',
      await twoPagePdf(),
      'report.pdf',
      user.token,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: 'pdf',
      file_name: 'report.pdf',
      page_count: 3,
      truncated: false,
      pages: [
        { number: 1, text: 'Page one: write to jane@example.org' },
        { number: 2, text: 'Page two: revenue rose to $1,200' },
        { number: 3, text: '' },
      ],
      metadata: { title: 'Quarterly report', author: 'Jane Smith' },
      model: 'lightweight-doc',
    });
    // The blank page is rendered and read by OCR, which finds no words on it.
    expect(body.warnings).toEqual([
      'no text on page 3: no text layer, and OCR found no words (a blank page or a picture?)',
    ]);
    expect(body.confidence).toBeUndefined();
  });

  it('reads a scanned PDF page by OCR: the page is rendered and read with its confidence', async () => {
    const { status, body } = await upload(
      '/api/process-pdf',
      await scannedPdf('letter.png'),
      'letter.pdf',
      user.token,
    );
    expect(status).toBe(200);
    const text = (body.pages as { text: string }[])[0]?.text ?? '';
    expect(text).toContain('Dear Mr. Baker,');
    expect(text).toContain('Kind regards, Northwind Traders');
    expect(body.confidence).toBeGreaterThan(0.8);
    expect(body.warnings).toEqual([
      expect.stringMatching(
        /^page 1 had no text layer and was read by OCR \(mean word confidence \d+%\)$/,
      ),
    ]);
  });

  it('reads an image by OCR with the English model from npm, each word with its confidence', async () => {
    const { status, body } = await upload('/api/process-image', await invoicePng(), 'invoice.png');
    expect(status).toBe(200);
    const text = (body.pages as { text: string }[])[0]?.text ?? '';
    expect(text).toContain('jane.smith@example.org');
    expect(text).toContain('+44 20 7946 0958');
    expect(body.confidence).toBeGreaterThan(0.8);
    expect((body.words as { text: string; confidence: number }[])[0]).toMatchObject({
      text: 'Invoice',
    });
    expect(body).toMatchObject({ kind: 'image', metadata: { format: 'png' }, model: 'simple-ocr' });
  });

  it('refuses the wrong kind of file, a JSON body and a file over 20 MB, saying why', async () => {
    const notPdf = await upload('/api/process-pdf', await invoicePng(), 'invoice.png');
    expect(notPdf).toEqual({
      status: 415,
      body: {
        success: false,
        error:
          'Document processing failed: the file is not a PDF; send images to /api/process-image',
      },
    });
    const broken = await upload(
      '/api/process-pdf',
      new TextEncoder().encode('%PDF-1.7 cut short'),
      'broken.pdf',
    );
    expect(broken.status).toBe(422);
    expect(broken.body.error).toMatch(
      /^Document processing failed: the file is not a readable PDF/,
    );
    const pdfAsImage = await upload('/api/process-image', await twoPagePdf(), 'report.pdf');
    expect(pdfAsImage.body.error).toBe(
      'Document processing failed: this is a PDF; send it to /api/process-pdf',
    );
    const json = await server.call('POST', '/api/process-pdf', { body: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.error).toMatch(/multipart\/form-data in a field named file/);
    const huge = await upload('/api/process-pdf', new Uint8Array(20 * 1024 * 1024 + 1), 'big.pdf');
    expect(huge).toEqual({
      status: 413,
      body: { success: false, error: 'Document processing failed: the file is larger than 20 MB' },
    });
  });

  it('logs each read, failed ones too, under its model with the base cost', async () => {
    const rows = await server.database.query<{
      model: string;
      estimated_cost: number;
      success: boolean;
    }>(
      `select model, estimated_cost, success from modal_usage_logs
       where request_type in ('process-pdf', 'process-image') order by model, success desc`,
    );
    expect(rows.map((r) => [r.model, Number(r.estimated_cost), r.success])).toEqual([
      ['lightweight-doc', 0.0015, true],
      // The scanned PDF, its OCR included in the one call.
      ['lightweight-doc', 0.0015, true],
      // The PDF that was cut short: a failed call is logged too.
      ['lightweight-doc', 0.0015, false],
      ['simple-ocr', 0.0005, true],
    ]);
  });

  it('answers line by line when asked: each page as it starts, then the result', async () => {
    const form = new FormData();
    form.append('file', new Blob([await twoPagePdf()]), 'report.pdf');
    const response = await fetch(`${server.url}/api/process-pdf`, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/x-ndjson' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => DocumentProgressLineSchema.parse(JSON.parse(line)));
    expect(lines.filter((line) => line.type === 'progress')).toEqual([
      { type: 'progress', page: 1, pages: 3, ocr: false },
      { type: 'progress', page: 2, pages: 3, ocr: false },
      { type: 'progress', page: 3, pages: 3, ocr: false },
      // The page with no text layer is drawn and read by OCR.
      { type: 'progress', page: 3, pages: 3, ocr: true },
    ]);
    expect(lines.at(-1)).toMatchObject({ type: 'result', kind: 'pdf', page_count: 3 });

    const broken = new FormData();
    broken.append('file', new Blob([new TextEncoder().encode('%PDF-1.7 cut short')]), 'b.pdf');
    const failed = await fetch(`${server.url}/api/process-pdf`, {
      method: 'POST',
      body: broken,
      headers: { accept: 'application/x-ndjson' },
    });
    const last = DocumentProgressLineSchema.parse(JSON.parse((await failed.text()).trim()));
    expect(last).toMatchObject({ type: 'error', success: false, status: 422 });
  });

  it('reads a scan with the model of its language: the one named, else that of the file’s own text', async () => {
    const brief = await readFile(new URL('./fixtures/documents/brief.png', import.meta.url));
    const named = await upload('/api/process-image?language=de', brief, 'brief.png');
    expect(named.status).toBe(200);
    const text = (named.body.pages as { text: string }[])[0]?.text ?? '';
    expect(text).toContain('Sehr geehrte Frau Müller,');
    expect(text).toContain('Mit freundlichen Grüßen');
    expect(named.body.language).toMatchObject({ code: 'de' });

    const unknown = await upload('/api/process-image?language=xx', brief, 'brief.png');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/language must be one of en, de, fr, es/);

    // A German report with a scanned page: the text layer says German, so the scan is read so.
    const doc = await PDFDocument.load(await scannedPdf('brief.png'));
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc
      .insertPage(0, [400, 300])
      .drawText('Bericht über das Geschäftsjahr: die Umsätze sind gestiegen.', {
        x: 20,
        y: 250,
        size: 10,
        font,
      });
    const report = await upload('/api/process-pdf', await doc.save(), 'bericht.pdf');
    expect(report.status).toBe(200);
    expect((report.body.pages as { text: string }[])[1]?.text).toContain('Grüßen');
    expect(report.body.warnings).toEqual([
      expect.stringMatching(/^page 2 had no text layer and was read by OCR in German/),
    ]);
  });
});
