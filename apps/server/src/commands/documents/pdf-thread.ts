import { readPdf } from './read-pdf.js';
import { serveOps } from './serve-ops.js';

/** The PDF thread (see entity-pool.ts). */
serveOps({ read: readPdf });
