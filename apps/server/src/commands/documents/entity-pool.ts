import { DOCUMENT_TIME_LIMIT_MS } from '@gleaner/shared';
import { siblingModule } from '../../threads/start-thread.js';
import { TaskPool, type TaskPoolError } from '../../threads/task-pool.js';
import type { EntityOps } from './entity-ops.js';
import { DocumentProcessingError } from './helper-call.js';
import type { PdfLimits, PdfText } from './read-pdf.js';

/** Longest one entity task (a text, a batch of items) may hold the entity thread. */
export const ENTITY_TASK_MS = 20_000;

/** A thread's own failure keeps its status and reason, without the prefix added twice. */
function documentError(message: string, status: number | undefined): Error {
  return status
    ? new DocumentProcessingError(message.replace(/^Document processing failed: /, ''), status)
    : new Error(message);
}

function failureOf(what: string): (failure: TaskPoolError) => Error {
  return (failure) =>
    new DocumentProcessingError(
      failure.failure === 'deadline'
        ? `${what} took longer than it may; send less text at a time`
        : failure.failure === 'memory'
          ? `${what} needed more memory than a request may use; send a smaller file`
          : `${what} stopped (${failure.message})`,
      422,
      { cause: failure },
    );
}

/** The process's entity thread: lexicons load there on first use, not in the server's start. */
export const entityThread = new TaskPool<EntityOps>({
  entry: siblingModule(import.meta.url, 'entity-thread'),
  name: 'gleaner-entities',
  defaultMs: ENTITY_TASK_MS,
  resourceLimits: { maxOldGenerationSizeMb: 768 },
  replyError: documentError,
  failureError: failureOf('reading the text'),
});

/**
 * PDF reading (pdf.js) on threads of their own, so a slow or hostile file holds neither requests
 * nor entities: each thread's heap is capped, two files are read at once (one person's files
 * wait their turn behind each other, not behind everyone's), and a thread ends when idle.
 */
export const pdfThread = new TaskPool<{
  read: (bytes: Uint8Array, limits?: Omit<PdfLimits, 'onPage'>) => Promise<PdfText>;
}>({
  entry: siblingModule(import.meta.url, 'pdf-thread'),
  name: 'gleaner-pdf',
  size: 2,
  defaultMs: DOCUMENT_TIME_LIMIT_MS + 5_000,
  resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 },
  idleMs: 10_000,
  replyError: documentError,
  failureError: failureOf('reading the PDF'),
});
