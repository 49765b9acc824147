import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileImages, png } from './support/hostile-images.js';
import { mutations, textPdf } from './support/hostile-pdfs.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Every route that takes an uploaded file. */
const UPLOAD_ROUTES = ['/api/process-pdf', '/api/process-image'];

/** A 64 × 64 greyscale PNG with a pattern in it (a real picture to damage). */
function patternPng(): Buffer {
  const rows = Array.from({ length: 64 }, (_, y) =>
    Buffer.concat([
      Buffer.from([0]),
      Buffer.from(Array.from({ length: 64 }, (_, x) => (x ^ y) & 0xff)),
    ]),
  );
  return png(64, 64, deflateSync(Buffer.concat(rows)));
}

/**
 * Malformed images and PDFs, made here from good ones by a seeded generator (changed bytes, cut
 * files, repeated and inserted pieces), sent to every upload route, each file to each route: none
 * gets a 5xx, each error says why, and the server reads a good file at the end.
 */
describe('fuzzing the upload routes with damaged files', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  const files = [
    ...mutations(textPdf(), 24, 31).map((bytes, i) => ({ name: `pdf-${i}.pdf`, bytes })),
    ...mutations(patternPng(), 8, 131).map((bytes, i) => ({ name: `png-${i}.png`, bytes })),
    ...hostileImages()
      .slice(0, 3)
      .map(({ bytes }, i) => ({ name: `hostile-${i}.img`, bytes })),
  ];

  it.each(UPLOAD_ROUTES)(
    '%s answers every damaged file without a 5xx',
    async (route) => {
      const failures: string[] = [];
      for (const file of files) {
        // Images go to the image route and PDFs to the PDF route most of the time; both go to both.
        const form = new FormData();
        form.append('file', new Blob([file.bytes]), file.name);
        const response = await fetch(`${server.url}${route}`, { method: 'POST', body: form });
        const body = (await response.json()) as { error?: string };
        if (response.status >= 500) failures.push(`${file.name}: ${response.status} ${body.error}`);
        else if (response.status >= 400 && !body.error?.startsWith('Document processing failed: '))
          failures.push(`${file.name}: ${response.status} without a reason`);
      }
      expect(failures).toEqual([]);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    },
    120_000,
  );

  it('reads a good PDF after the fuzzing', async () => {
    const form = new FormData();
    form.append('file', new Blob([textPdf('After the storm')]), 'good.pdf');
    const response = await fetch(`${server.url}/api/process-pdf`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('After the storm');
  });
});
