import { readPdf, type PdfLimits } from './read-pdf.js';
import { reportProgress, serveOps } from '../../threads/serve-ops.js';

/** The PDF thread (see entity-pool.ts): each page read is reported to the caller as it starts. */
serveOps({
  read: (bytes: Uint8Array, limits: Omit<PdfLimits, 'onPage'> = {}) =>
    readPdf(bytes, { ...limits, onPage: (page, pages) => reportProgress({ page, pages }) }),
});
