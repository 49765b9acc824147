import multipart from '@fastify/multipart';
import {
  DOCUMENT_HELPER_MODELS,
  DOCUMENT_TIME_LIMIT_MS,
  DocumentResponseSchema,
  MAX_DOCUMENT_BYTES,
  MAX_OCR_PDF_PAGES,
  type DocumentResponse,
} from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DocumentProcessingError, runHelper } from '../../commands/documents/helper-call.js';
import { entityThread, pdfThread } from '../../commands/documents/entity-pool.js';
import { OcrEngine } from '../../commands/documents/ocr-engine.js';
import { ocrScannedPages } from '../../commands/documents/ocr-pdf.js';
import { imageFormatOf, isPdf, readUpload } from '../../commands/documents/upload.js';

/**
 * Text of uploaded documents (multipart, field `file`): `/api/process-pdf` reads a PDF's text
 * layer page by page with its metadata; `/api/process-image` reads an image by OCR. pdf.js and
 * tesseract load on first use, so they cost the server's start nothing.
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only these routes take multipart bodies; the file limit is checked while it streams in.
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4 } });
  const ocr = new OcrEngine();
  app.addHook('onClose', () => ocr.close());
  const { db } = app.database;
  const limits = { rateLimit: app.usageLimits.documents };
  const schema = { response: { 200: DocumentResponseSchema } };

  app.post('/api/process-pdf', { config: limits, schema }, async (request) => {
    const started = performance.now();
    const upload = await readUpload(request);
    if (!isPdf(upload.bytes))
      throw new DocumentProcessingError(
        'the file is not a PDF; send images to /api/process-image',
        415,
      );
    const model = DOCUMENT_HELPER_MODELS.pdf;
    const pdf = await runHelper({
      db,
      log: request.log,
      userId: (await app.optionalAuth(request))?.userId ?? null,
      model,
      requestType: 'process-pdf',
      input: '',
      // A hard stop a little after readPdf's own limit, for a file that hangs inside a page;
      // scanned pages are rendered there and read by OCR in what is left of the time.
      run: async () =>
        ocrScannedPages(
          await pdfThread.callWithin(
            {
              ms: DOCUMENT_TIME_LIMIT_MS + 5_000,
              timeoutReason: `reading the PDF took longer than ${DOCUMENT_TIME_LIMIT_MS / 1000} seconds`,
            },
            'read',
            new Uint8Array(upload.bytes),
            { renderScans: MAX_OCR_PDF_PAGES },
          ),
          ocr,
          started + DOCUMENT_TIME_LIMIT_MS,
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
    } satisfies DocumentResponse;
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
    const read = await runHelper({
      db,
      log: request.log,
      userId: (await app.optionalAuth(request))?.userId ?? null,
      model,
      requestType: 'process-image',
      input: '',
      run: () => ocr.recognize(upload.bytes),
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
