import { deflateSync } from 'node:zlib';

/** Images an attacker would send, written byte by byte here: bad headers, lies and bombs. */

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A greyscale PNG declaring `width` × `height` whose pixel data is `idat` (by default a few zeros). */
export function png(width: number, height: number, idat = deflateSync(Buffer.alloc(16))): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width >>> 0, 0);
  header.writeUInt32BE(height >>> 0, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A BMP header declaring a size (negative values as a signed field would hold them). */
export function bmp(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(54 + 64);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(bytes.length, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(height, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  return bytes;
}

/** A baseline JPEG cut off after its frame header: it says 64 × 64 and holds no picture. */
export function truncatedJpeg(): Buffer {
  const quantTable = Buffer.concat([
    Buffer.from([0xff, 0xdb, 0x00, 0x43, 0x00]),
    Buffer.alloc(64, 1),
  ]);
  const frame = Buffer.from([
    0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x40, 0x00, 0x40, 0x01, 0x01, 0x11, 0x00,
  ]);
  const scanStart = Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    quantTable,
    frame,
    scanStart,
    Buffer.from([0x12, 0x34]),
  ]);
}

/** A WebP (lossy VP8) whose frame says 32 × 32 and whose data is noise. */
export function corruptWebp(): Buffer {
  const frame = Buffer.alloc(64, 0x5a);
  frame.writeUIntLE(0x9d012a, 3, 3); // the key frame's start code, bytes 3–5
  frame.writeUInt16LE(32, 6);
  frame.writeUInt16LE(32, 8);
  const chunk = Buffer.concat([Buffer.from('VP8 ', 'latin1'), Buffer.alloc(4), frame]);
  chunk.writeUInt32LE(frame.length, 4);
  const riff = Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    Buffer.alloc(4),
    Buffer.from('WEBP'),
    chunk,
  ]);
  riff.writeUInt32LE(riff.length - 8, 4);
  return riff;
}

/** Every hostile image, named for the test's report. */
export function hostileImages(): { name: string; bytes: Buffer }[] {
  const smallPicture = deflateSync(Buffer.alloc(65 * 64));
  return [
    {
      name: 'PNG claiming 2147483647 × 2147483647 pixels (69 bytes)',
      bytes: png(2147483647, 2147483647),
    },
    { name: 'PNG claiming 30000 × 30000 pixels', bytes: png(30000, 30000) },
    { name: 'PNG claiming 10000 × 10000 pixels', bytes: png(10000, 10000) },
    { name: 'PNG of 0 × 0 pixels', bytes: png(0, 0) },
    { name: 'PNG whose pixel data is not deflate', bytes: png(64, 64, Buffer.alloc(200, 0xab)) },
    { name: 'PNG cut in half', bytes: png(64, 64, smallPicture).subarray(0, 40) },
    {
      name: 'PNG signature then noise',
      bytes: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(300, 0x7f)]),
    },
    { name: 'BMP of negative width and height', bytes: bmp(-100, -100) },
    { name: 'BMP claiming 100000 × 100000 pixels', bytes: bmp(100_000, 100_000) },
    { name: 'JPEG cut after its frame header', bytes: truncatedJpeg() },
    { name: 'JPEG start marker only', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]) },
    { name: 'WebP of noise', bytes: corruptWebp() },
    {
      name: 'PGM claiming 100000 × 100000 pixels',
      bytes: Buffer.from('P5 100000 100000 255\n\0\0\0\0'),
    },
  ];
}
