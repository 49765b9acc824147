import { countOf, type JobStatus, type StreamingJob } from '@gleaner/shared';

/** How a job of the workspace ended, in one sentence for its toast and the chat. */
export interface JobEnd {
  tone: 'success' | 'warning' | 'info';
  text: string;
}

/** The first failed page, named once (the message may already name its address). */
function firstFailure(errors: StreamingJob['errors']): string {
  const [first] = errors;
  if (!first) return '';
  const where = first.url && !first.message.includes(first.url) ? `${first.url}: ` : '';
  const message = first.message.length > 160 ? `${first.message.slice(0, 159)}…` : first.message;
  return `${where}${message}`;
}

/**
 * "Job finished: 1,000 items captured from 190 pages", and when pages failed, which: a crawl
 * that lost pages on the way says so where the person looks, not only in the job's details.
 */
export function jobEndSummary(
  status: JobStatus,
  captured: number,
  job: Pick<StreamingJob, 'processedPages' | 'errors'> | null,
): JobEnd {
  const items = countOf(captured, 'item');
  const errors = job?.errors ?? [];
  const failed =
    errors.length === 0
      ? ''
      : errors.length === 1
        ? `1 page failed: ${firstFailure(errors)}`
        : `${countOf(errors.length, 'page')} failed (the first: ${firstFailure(errors)})`;
  if (status === 'completed') {
    const pages =
      job && job.processedPages > 1 ? ` from ${countOf(job.processedPages, 'page')}` : '';
    return failed
      ? { tone: 'warning', text: `Job finished: ${items} captured${pages}; ${failed}` }
      : { tone: 'success', text: `Job finished: ${items} captured${pages}` };
  }
  return {
    tone: 'info',
    text: `Job ${status}: the ${items} it captured are in Captured Data${failed ? `; ${failed}` : ''}`,
  };
}
