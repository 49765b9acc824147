import { MAX_DOCUMENT_BYTES } from '@gleaner/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { DocumentProcessingError } from './helper-call.js';

export interface Upload {
  fileName: string;
  bytes: Buffer;
}

const MB = MAX_DOCUMENT_BYTES / 1024 / 1024;

/** The one file of a multipart request (field `file`), read whole within MAX_DOCUMENT_BYTES. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart())
    throw new AppError(
      415,
      'Document processing failed: send the file as multipart/form-data in a field named file',
      'NOT_MULTIPART',
    );
  try {
    const part = await request.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 } });
    if (!part)
      throw new DocumentProcessingError('no file was sent: add it in a field named file', 400);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw new DocumentProcessingError('the file is empty', 400);
    return { fileName: part.filename || 'upload', bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new DocumentProcessingError(`the file is larger than ${MB} MB`, 413, { cause: error });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new DocumentProcessingError('send one file at a time', 413, { cause: error });
    throw new DocumentProcessingError('the upload could not be read; send it again', 400, {
      cause: error,
    });
  }
}

/** The image formats tesseract reads, by their first bytes. */
export function imageFormatOf(bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 12);
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.toString('latin1', 0, 2) === 'BM') return 'bmp';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  if (/^P[1-6]\s/.test(head.toString('latin1', 0, 3))) return 'pnm';
  return undefined;
}

export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 1024).toString('latin1').includes('%PDF-');
}
