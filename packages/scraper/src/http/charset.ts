import type * as Iconv from 'iconv-lite';
import { lazy } from '../lazy.js';

const iconv = lazy<typeof Iconv>('iconv-lite');

/**
 * Labels the HTML standard decodes as windows-1252: a page that says ISO-8859-1 nearly always
 * means it, and Node 20's own TextDecoder decodes windows-1252 as plain Latin-1.
 */
const WINDOWS_1252_ALIASES = new Set([
  'iso-8859-1',
  'iso8859-1',
  'latin1',
  'l1',
  'us-ascii',
  'ascii',
  'cp819',
  'ibm819',
]);

/** Decoding a body the way browsers do: BOM, then header charset, then <meta>, then UTF-8. */
export function decodeBody(bytes: Buffer, contentType: string | undefined): string {
  let label = (
    bomCharset(bytes) ??
    headerCharset(contentType) ??
    metaCharset(bytes) ??
    'utf-8'
  ).toLowerCase();
  if (WINDOWS_1252_ALIASES.has(label)) label = 'windows-1252';
  if (label === 'utf-8' || label === 'utf8' || !iconv().encodingExists(label))
    return bytes.toString('utf8').replace(/^\uFEFF/, '');
  return iconv().decode(bytes, label);
}

export function headerCharset(contentType: string | undefined): string | null {
  const match = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '');
  return match?.[1] ?? null;
}

function bomCharset(bytes: Buffer): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

/** The HTML standard looks for the declaration in the first 1024 bytes. */
function metaCharset(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 1024).toString('latin1');
  const direct = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return direct?.[1] ?? null;
}
