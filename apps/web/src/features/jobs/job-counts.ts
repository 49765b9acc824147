import type { DocumentReading, StreamingJob } from '@gleaner/shared';

/**
 * The page and chunk counts as a person reads them: while the job may still find pages, the
 * count so far is a lower bound ('2 of at least 3'), never a fraction that later shrinks.
 */
export function jobCounts(job: StreamingJob) {
  const open = !job.totalPagesKnown && job.status !== 'completed';
  return {
    open,
    pages: open
      ? `${job.processedPages} of at least ${job.totalPages}`
      : `${job.processedPages}/${job.totalPages}`,
    chunk: open
      ? `${job.currentChunk} of ${job.totalChunks} so far`
      : `${job.currentChunk}/${job.totalChunks}`,
  };
}

/** 'Reading document 2 of 5 (report.pdf), page 3 of 40': a large PDF shows how far it has got. */
export function readingStatus(reading: DocumentReading): string {
  const which =
    reading.documents > 1
      ? `document ${reading.document} of ${reading.documents} (${reading.name})`
      : reading.name;
  return `Reading ${which}, page ${reading.page} of ${reading.pages}${reading.ocr ? ' by OCR' : ''}`;
}
