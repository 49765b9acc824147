import multipart from '@fastify/multipart';
import {
  DOCUMENT_HELPER_MODELS,
  DOCUMENT_TIME_LIMIT_MS,
  DocumentQuerySchema,
  DocumentResponseSchema,
  MAX_DOCUMENT_BYTES,
  MAX_OCR_PDF_PAGES,
  type DocumentProgressLine,
  type DocumentResponse,
  type OcrLanguage,
} from '@gleaner/shared';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DocumentProcessingError, runHelper } from '../../commands/documents/helper-call.js';
import { entityThread, pdfThread } from '../../commands/documents/entity-pool.js';
import { OCR_WORKERS, OcrPool } from '../../commands/documents/ocr-pool.js';
import { ocrScannedPages } from '../../commands/documents/ocr-pdf.js';
import { imageFormatOf, isPdf, readUpload, type Upload } from '../../commands/documents/upload.js';
import { AppError } from '../../errors.js';
import type { PageStep } from '../../jobs/job-documents.js';
import { taskOwner } from '../../threads/task-owner.js';

/**
 * Text of uploaded documents (multipart, field `file`): `/api/process-pdf` reads a PDF's text
 * layer page by page with its metadata (asked with `Accept: application/x-ndjson`, it answers
 * a line per page as it starts, then the result); `/api/process-image` reads an image by OCR. pdf.js and
 * tesseract load on first use, so they cost the server's start nothing.
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only these routes take multipart bodies; the file limit is checked while it streams in.
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4 } });
  const ocr = new OcrPool();
  app.addHook('onClose', () => ocr.close());
  const { db } = app.database;
  const limits = { rateLimit: app.usageLimits.documents };
  const schema = { querystring: DocumentQuerySchema, response: { 200: DocumentResponseSchema } };

  /** An uploaded PDF read (scanned pages by OCR), told of each page as it starts. */
  const readPdfUpload = async (
    request: FastifyRequest,
    upload: Upload,
    language: OcrLanguage | undefined,
    onPage?: (step: PageStep) => void,
  ): Promise<DocumentResponse> => {
    const started = performance.now();
    const model = DOCUMENT_HELPER_MODELS.pdf;
    let pages = 0;
    const userId = (await app.optionalAuth(request))?.userId ?? null;
    const pdf = await runHelper({
      db,
      log: request.log,
      userId,
      model,
      requestType: 'process-pdf',
      input: '',
      // A hard stop a little after readPdf's own limit, for a file that hangs inside a page;
      // scanned pages are rendered there and read by OCR in what is left of the time.
      run: async () =>
        ocrScannedPages(
          await pdfThread.run(
            {
              ms: DOCUMENT_TIME_LIMIT_MS + 5_000,
              owner: taskOwner(request, userId),
              overrun: () =>
                new DocumentProcessingError(
                  `reading the PDF took longer than ${DOCUMENT_TIME_LIMIT_MS / 1000} seconds`,
                ),
              onProgress: (step) => {
                pages = step.pages;
                onPage?.({ ...step, ocr: false });
              },
            },
            'read',
            new Uint8Array(upload.bytes),
            { renderScans: MAX_OCR_PDF_PAGES },
          ),
          ocr.for(taskOwner(request, userId)),
          started + DOCUMENT_TIME_LIMIT_MS,
          {
            onPage: (page) => onPage?.({ page, pages, ocr: true }),
            language,
            lanes: OCR_WORKERS,
          },
        ),
      output: (r) => r.pages.map((p) => p.text).join('\n'),
    });
    return {
      success: true as const,
      kind: 'pdf' as const,
      file_name: upload.fileName,
      pages: pdf.pages,
      page_count: pdf.pageCount,
      truncated: pdf.truncated,
      metadata: pdf.metadata,
      ...(pdf.ocrConfidence === undefined ? {} : { confidence: pdf.ocrConfidence }),
      warnings: pdf.warnings,
      language: await entityThread.call(
        'language',
        pdf.pages
          .map((p) => p.text)
          .join('\n')
          .slice(0, 5000),
      ),
      model,
      processing_time_ms: Math.round(performance.now() - started),
    };
  };

  app.post('/api/process-pdf', { config: limits, schema }, async (request, reply) => {
    const upload = await readUpload(request);
    if (!isPdf(upload.bytes))
      throw new DocumentProcessingError(
        'the file is not a PDF; send images to /api/process-image',
        415,
      );
    if (!/application\/x-ndjson/i.test(request.headers.accept ?? ''))
      return readPdfUpload(request, upload, request.query.language);
    // Asked for progress: one JSON line per page as it starts, then the result (or the error).
    const lines = new PassThrough();
    const write = (line: DocumentProgressLine) => lines.write(`${JSON.stringify(line)}\n`);
    void readPdfUpload(request, upload, request.query.language, (step) =>
      write({ type: 'progress', ...step }),
    )
      .then((result) => write({ type: 'result', ...result }))
      .catch((error: unknown) =>
        write({
          type: 'error',
          success: false,
          error: error instanceof Error ? error.message : String(error),
          status: error instanceof AppError ? error.statusCode : 500,
        }),
      )
      .finally(() => lines.end());
    // The response schema types the JSON answer; a stream is sent as it is, never serialized.
    return (reply as FastifyReply).type('application/x-ndjson').send(lines);
  });

  app.post('/api/process-image', { config: limits, schema }, async (request) => {
    const started = performance.now();
    const upload = await readUpload(request);
    const format = imageFormatOf(upload.bytes);
    if (!format)
      throw new DocumentProcessingError(
        isPdf(upload.bytes)
          ? 'this is a PDF; send it to /api/process-pdf'
          : 'the file is not an image tesseract reads (PNG, JPEG, BMP, WebP or PNM)',
        415,
      );
    const model = DOCUMENT_HELPER_MODELS.image;
    const userId = (await app.optionalAuth(request))?.userId ?? null;
    const read = await runHelper({
      db,
      log: request.log,
      userId,
      model,
      requestType: 'process-image',
      input: '',
      run: () => ocr.read(upload.bytes, request.query.language, taskOwner(request, userId)),
      output: (r) => r.text,
    });
    return {
      success: true as const,
      kind: 'image' as const,
      file_name: upload.fileName,
      pages: [{ number: 1, text: read.text }],
      page_count: 1,
      truncated: false,
      metadata: { format },
      confidence: read.confidence,
      words: read.words,
      warnings: read.text ? [] : ['no text was found in the image'],
      language: await entityThread.call('language', read.text),
      model,
      processing_time_ms: Math.round(performance.now() - started),
    } satisfies DocumentResponse;
  });
};

export default documentRoutes;
