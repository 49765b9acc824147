import type { EntityOps } from './entity-ops.js';
import { HelperThread } from './helper-thread.js';
import type { PdfLimits, PdfText } from './read-pdf.js';

/** The process's entity thread: lexicons load there on first use, not in the server's start. */
export const entityThread = new HelperThread<EntityOps>('entity-thread', 'gleaner-entities');

/** PDF reading (pdf.js) on a thread of its own, so a slow file holds neither requests nor entities. */
export const pdfThread = new HelperThread<{
  read: (bytes: Uint8Array, limits?: Omit<PdfLimits, 'onPage'>) => Promise<PdfText>;
}>('pdf-thread', 'gleaner-pdf');
