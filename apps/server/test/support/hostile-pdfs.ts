import { createDeflate, deflateSync } from 'node:zlib';

/** PDFs an attacker would send, written object by object here: bombs, loops and damage. */

/** A PDF of the given objects (numbered from 1; the first is the catalog), with its xref. */
export function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(`${xref}\n`, 'latin1')]);
}

/** A stream object: its dictionary entries and data. */
export function streamObject(entries: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const page = (resources: string) =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << ${resources} >> >>`;

/** A one-page PDF whose text layer says `text`. */
export function textPdf(text = 'Hello from a small PDF'): Buffer {
  return pdfOf([
    CATALOG,
    PAGES,
    page('/Font << /F1 5 0 R >>'),
    streamObject('', Buffer.from(`BT /F1 12 Tf 20 100 Td (${text}) Tj ET`, 'latin1')),
    FONT,
  ]);
}

/** `bytes` zero bytes deflated as one zlib stream, made a megabyte at a time. */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const megabyte = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < bytes; written += megabyte.length) {
    if (!deflate.write(megabyte)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** A page whose content stream is `data` under `filter`. */
function contentPdf(filter: string, data: Buffer, extra: (string | Buffer)[] = []): Buffer {
  return pdfOf([
    CATALOG,
    PAGES,
    page('/Font << /F1 5 0 R >>'),
    streamObject(`/Filter ${filter}`, data),
    FONT,
    ...extra,
  ]);
}

/** A page that draws image 5 (dictionary entries given), which holds `data`. */
function imagePdf(entries: string, data: Buffer, extra: (string | Buffer)[] = []): Buffer {
  return pdfOf([
    CATALOG,
    PAGES,
    page('/XObject << /Im1 5 0 R >>'),
    streamObject('', Buffer.from('q 300 0 0 200 0 0 cm /Im1 Do Q', 'latin1')),
    streamObject(
      `/Type /XObject /Subtype /Image ${entries} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      data,
    ),
    ...extra,
  ]);
}

export interface HostilePdf {
  name: string;
  bytes: Buffer;
}

/** Each hostile PDF, made fresh (the bombs take about a second to deflate). */
export async function hostilePdfs(): Promise<HostilePdf[]> {
  const bomb = await deflatedZeros(200 * 1024 * 1024);
  const sixty = await deflatedZeros(60 * 1024 * 1024);
  const streams = Array.from({ length: 5 }, () => streamObject('/Filter /FlateDecode', sixty));
  return [
    { name: 'one Flate stream inflating to 200 MB', bytes: contentPdf('/FlateDecode', bomb) },
    {
      name: 'a Flate stream inside a Flate stream (200 MB)',
      bytes: contentPdf('[/FlateDecode /FlateDecode]', deflateSync(bomb)),
    },
    {
      name: 'five streams of 60 MB (300 MB together)',
      bytes: contentPdf('/FlateDecode', sixty, streams),
    },
    {
      name: 'an image of 100000 × 100000 pixels',
      bytes: imagePdf('/Width 100000 /Height 100000', deflateSync(Buffer.alloc(1024))),
    },
    {
      name: 'an image whose size is given by reference (60000 × 60000)',
      bytes: imagePdf('/Width 6 0 R /Height 6 0 R', deflateSync(Buffer.alloc(1024)), ['60000']),
    },
    {
      name: 'a page tree that contains itself',
      bytes: pdfOf([CATALOG, '<< /Type /Pages /Kids [2 0 R] /Count 1 >>']),
    },
    {
      name: 'a page tree whose kid is its parent',
      bytes: pdfOf([
        CATALOG,
        PAGES,
        '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 3 0 R] /Count 2 >>',
      ]),
    },
    { name: 'pages that are a number', bytes: pdfOf([CATALOG, '42']) },
    { name: 'cut in half', bytes: textPdf().subarray(0, 200) },
    { name: 'a header and nothing else', bytes: Buffer.from('%PDF-1.7\n', 'latin1') },
    {
      name: 'a cross-reference table of noise',
      bytes: Buffer.concat([
        textPdf().subarray(0, 400),
        Buffer.from(
          'xref\n0 99999999\nzzzz trailer << /Root 99 0 R /Size -1 >>\nstartxref\n9999999\n%%EOF',
          'latin1',
        ),
      ]),
    },
  ];
}

/** A deterministic generator (mulberry32), so a failing case can be made again. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` damaged copies of `bytes`: bytes changed, cut, repeated or inserted at random. */
export function mutations(bytes: Buffer, count: number, seed: number): Buffer[] {
  const random = seeded(seed);
  const at = (length: number) => Math.floor(random() * length);
  return Array.from({ length: count }, (_, index) => {
    const copy = Buffer.from(bytes);
    switch (index % 4) {
      case 0:
        for (let k = 0; k < 1 + at(8); k += 1) copy[at(copy.length)] = at(256);
        return copy;
      case 1:
        return copy.subarray(0, 1 + at(copy.length - 1));
      case 2: {
        const from = at(copy.length);
        const piece = copy.subarray(from, from + 1 + at(64));
        return Buffer.concat([copy, piece, piece, copy.subarray(from)]);
      }
      default: {
        const where = at(copy.length);
        const noise = Buffer.from(Array.from({ length: 1 + at(32) }, () => at(256)));
        return Buffer.concat([copy.subarray(0, where), noise, copy.subarray(where)]);
      }
    }
  });
}
