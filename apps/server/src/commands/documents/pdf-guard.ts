import { constants, inflateSync } from 'node:zlib';
import { MAX_IMAGE_PIXELS, MAX_PDF_INFLATED_BYTES, MAX_PDF_STREAM_BYTES } from '@gleaner/shared';
import { DocumentProcessingError } from './helper-call.js';

/** How far before `stream` a stream's dictionary may start: dictionaries are short. */
const MAX_DICTIONARY = 8 * 1024;
const MB = 1024 * 1024;

export interface PdfBudget {
  /** @default MAX_PDF_STREAM_BYTES */
  perStream?: number;
  /** @default MAX_PDF_INFLATED_BYTES */
  perDocument?: number;
  /** @default MAX_IMAGE_PIXELS */
  imagePixels?: number;
}

/** A direct integer value of `key` in a dictionary's text (`/Width 2000`), else undefined. */
function integerOf(dictionary: string, key: string): number | undefined {
  const at = dictionary.indexOf(`/${key}`);
  if (at < 0) return undefined;
  const match = /^\s*(\d{1,12})(?!\s+\d+\s+R)/.exec(
    dictionary.slice(at + key.length + 1, at + key.length + 40),
  );
  return match ? Number(match[1]) : undefined;
}

/** Every filter of a stream is Flate (`/FlateDecode` or `[/FlateDecode /FlateDecode]`): how many. */
function flateLayers(dictionary: string): number {
  const at = dictionary.indexOf('/Filter');
  if (at < 0) return 0;
  const rest = dictionary.slice(at + 7, at + 200).trimStart();
  const names = rest.startsWith('[')
    ? (rest.slice(1, rest.indexOf(']')).match(/\/\w+/g) ?? [])
    : (/^\/\w+/.exec(rest) ?? []);
  return names.length > 0 && names.every((name) => name === '/FlateDecode' || name === '/Fl')
    ? names.length
    : 0;
}

/** Bytes `data` inflates to through `layers` Flate layers, refusing past `cap`. */
function inflatedSize(data: Buffer, layers: number, cap: number): number {
  let bytes = data;
  for (let layer = 0; layer < layers; layer += 1) {
    try {
      // Sync flush: a stream cut short still yields what it holds, as pdf.js reads it.
      bytes = inflateSync(bytes, { maxOutputLength: cap + 1, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      if (
        error instanceof RangeError ||
        (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      )
        return cap + 1;
      // Damaged data: pdf.js reads what it can of it, no more than it is.
      return bytes.length;
    }
    if (bytes.length > cap) return bytes.length;
  }
  return bytes.length;
}

/**
 * Checks a PDF's declared and decompressed sizes before pdf.js reads it: each compressed stream
 * is inflated and counted (never kept) within MAX_PDF_STREAM_BYTES, all of them within
 * MAX_PDF_INFLATED_BYTES, and an image may not declare more than MAX_IMAGE_PIXELS. A file past
 * any of them is refused with a 422 that says which; streams are found by their keywords in one
 * pass over the bytes, so a damaged cross-reference table hides none.
 */
export function checkPdfBudget(bytes: Uint8Array, budget: PdfBudget = {}): void {
  const perStream = budget.perStream ?? MAX_PDF_STREAM_BYTES;
  const perDocument = budget.perDocument ?? MAX_PDF_INFLATED_BYTES;
  const imagePixels = budget.imagePixels ?? MAX_IMAGE_PIXELS;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('latin1');
  let total = 0;
  let from = 0;
  // Every search moves forward only: the pass stays linear in the file's length, whatever it holds.
  let lastObj = -1;
  let nextObj = text.indexOf('obj');
  for (;;) {
    const keyword = text.indexOf('stream', from);
    if (keyword < 0) return;
    const previous = from;
    from = keyword + 6;
    while (nextObj >= 0 && nextObj < keyword) {
      lastObj = nextObj;
      nextObj = text.indexOf('obj', nextObj + 3);
    }
    // `endstream` is no start; a start follows `>>` and is followed by an end of line.
    if (text.startsWith('end', keyword - 3)) continue;
    if (
      text
        .slice(Math.max(0, keyword - 20), keyword)
        .trimEnd()
        .slice(-2) !== '>>'
    )
      continue;
    let start = keyword + 6;
    if (text[start] === '\r') start += 1;
    if (text[start] === '\n') start += 1;
    const dictionary = text.slice(Math.max(lastObj, previous, keyword - MAX_DICTIONARY), keyword);
    if (/\/Subtype\s*\/Image/.test(dictionary)) {
      const width = integerOf(dictionary, 'Width') ?? 0;
      const height = integerOf(dictionary, 'Height') ?? 0;
      if (width * height > imagePixels)
        throw new DocumentProcessingError(
          `the PDF holds an image of ${width} × ${height} pixels (${Math.round((width * height) / 1_000_000)} MP); images of at most ${imagePixels / 1_000_000} MP are read`,
          422,
        );
    }
    const layers = flateLayers(dictionary);
    if (layers === 0) continue;
    const end = text.indexOf('endstream', start);
    // No end here means none further on: no later stream has data to inflate.
    if (end < 0) return;
    from = end + 9;
    const size = inflatedSize(buffer.subarray(start, end), layers, perStream);
    if (size > perStream)
      throw new DocumentProcessingError(
        `a compressed stream of the PDF inflates to more than ${Math.round(perStream / MB)} MB; it is refused as a decompression bomb`,
        422,
      );
    total += size;
    if (total > perDocument)
      throw new DocumentProcessingError(
        `the PDF's compressed streams inflate to more than ${Math.round(perDocument / MB)} MB together; it is refused as a decompression bomb`,
        422,
      );
  }
}
