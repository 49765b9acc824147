import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** A scan of `pages` A4 pages, each a picture of a letter (one of the OCR fixtures), no text layer. */
async function scannedPages(pages: number): Promise<Uint8Array> {
  const png = await readFile(new URL('./fixtures/documents/letter.png', import.meta.url));
  const doc = await PDFDocument.create();
  const picture = await doc.embedPng(png);
  for (let page = 0; page < pages; page += 1) {
    const sheet = doc.addPage([595, 842]);
    const { width, height } = picture.scaleToFit(555, 800);
    sheet.drawImage(picture, { x: 20, y: 842 - 20 - height, width, height });
  }
  return doc.save();
}

async function send(
  server: TestServer,
  bytes: Uint8Array,
  name: string,
  { route = '/api/process-pdf', token }: { route?: string; token?: string } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const response = await fetch(`${server.url}${route}`, {
    method: 'POST',
    body: form,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * OCR reads a 10-page scan within the upload's time limit (before, it passed 60 s), and one
 * person's scan does not hold another person's image behind all of its pages.
 */
describe('OCR pool', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads every page of a 10-page scan within the limit, another person’s image in between', async () => {
    const [scanner, other] = [await signedInUser(server), await signedInUser(server)];
    const invoice = await readFile(new URL('./fixtures/documents/invoice.png', import.meta.url));
    const started = performance.now();
    let imageDone = 0;
    const scan = send(server, await scannedPages(10), 'scan.pdf', { token: scanner.token });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const image = send(server, invoice, 'invoice.png', {
      route: '/api/process-image',
      token: other.token,
    }).then((answer) => {
      imageDone = performance.now();
      return answer;
    });
    const { status, body } = await scan;
    const scanDone = performance.now();
    const seconds = (scanDone - started) / 1000;
    expect((await image).status).toBe(200);
    expect(imageDone).toBeLessThan(scanDone);
    expect(status, JSON.stringify(body)).toBe(200);
    const pages = body.pages as { number: number; text: string }[];
    expect(pages).toHaveLength(10);
    for (const page of pages) expect(page.text.length, `page ${page.number}`).toBeGreaterThan(20);
    expect(seconds).toBeLessThan(60);
    console.log(`10-page scan read in ${seconds.toFixed(1)} s`);
  }, 120_000);
});
