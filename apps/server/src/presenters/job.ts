import {
  JobOptionsSchema,
  type DocumentReading,
  JobPlanSchema,
  type JobEvent,
  type JobEventType,
  type LiveResult,
  type StoredJob,
  type StoredResult,
  type StreamingJob,
} from '@gleaner/shared';
import type { scrapeJobs, scrapedData } from '../db/schema.js';

type JobRow = typeof scrapeJobs.$inferSelect;
type ResultRow = typeof scrapedData.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

interface JobErrorEntry {
  message: string;
  url?: string;
  timestamp: string;
}

/** What a stored job's presentation reads: the list selects just these (`list-jobs.ts`). */
export type StoredJobRow = Pick<
  JobRow,
  | 'id'
  | 'status'
  | 'instruction'
  | 'url'
  | 'createdAt'
  | 'startedAt'
  | 'completedAt'
  | 'totalResults'
  | 'errorMessage'
  | 'options'
  | 'plan'
>;

export function presentStoredJob(row: StoredJobRow): StoredJob {
  const plan = JobPlanSchema.safeParse(row.plan);
  return {
    id: row.id,
    status: row.status,
    instruction: row.instruction,
    url: row.url,
    created_at: row.createdAt.toISOString(),
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    results_count: row.totalResults,
    error_message: row.errorMessage,
    options: JobOptionsSchema.parse(row.options ?? {}),
    plan: row.plan && plan.success ? plan.data : null,
  };
}

/**
 * Whether the job's page count is final: it may still find pages while it follows links (next
 * links, detail links, a crawl) and has not reached its page cap. Until then the count is a
 * lower bound, and a fraction of it would read as nearly done and later shrink.
 */
export function totalPagesKnown(row: JobRow): boolean {
  if (row.status === 'completed') return true;
  const maxPages = (row.options as { maxPages?: unknown } | null)?.maxPages;
  const cap = typeof maxPages === 'number' ? maxPages : 1;
  const follow = (row.plan as { follow?: unknown } | null)?.follow;
  return cap <= 1 || follow === 'none' || row.totalPages >= cap;
}

/** Seconds left at the rate measured since this run started; null until a page is done. */
export function estimateSecondsRemaining(row: JobRow, now = Date.now()): number | null {
  if (row.status !== 'processing' || !row.runStartedAt || !totalPagesKnown(row)) return null;
  const done = row.processedPages - row.runStartPages;
  const elapsed = (now - row.runStartedAt.getTime()) / 1000;
  if (done <= 0 || elapsed <= 0) return null;
  const remaining = Math.max(0, row.totalPages - row.processedPages);
  return Math.round(remaining / (done / elapsed));
}

export function presentStreamingJob(row: JobRow): StreamingJob {
  const total = Math.max(row.totalPages, row.processedPages);
  const known = totalPagesKnown(row);
  const maxPages = (row.options as { maxPages?: unknown } | null)?.maxPages;
  // With the total unknown, the share of the page cap: a lower bound that never shrinks.
  const outOf = known ? total : Math.max(total, typeof maxPages === 'number' ? maxPages : total);
  const progress =
    row.status === 'completed' ? 1 : outOf > 0 ? Math.min(1, row.processedPages / outOf) : 0;
  return {
    jobId: row.id,
    status: row.status,
    url: row.url,
    instruction: row.instruction,
    processedPages: row.processedPages,
    totalPages: total,
    totalPagesKnown: known,
    totalResults: row.totalResults,
    progress,
    // A chunk is counted when it is queued, so the one running is never past the count.
    currentChunk: Math.min(row.currentChunk, row.totalChunks),
    totalChunks: row.totalChunks,
    estimatedTimeRemaining: estimateSecondsRemaining(row),
    errors: Array.isArray(row.errors) ? (row.errors as JobErrorEntry[]) : [],
    errorMessage: row.errorMessage,
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    version: row.version,
  };
}

export function presentResult(row: ResultRow): StoredResult {
  return {
    id: row.id,
    job_id: row.jobId,
    type: row.type,
    selector: row.selector,
    content: row.content,
    confidence: row.confidence,
    metadata: (row.metadata as Record<string, unknown> | null) ?? null,
    url: row.url,
    created_at: row.createdAt.toISOString(),
  };
}

export type LiveResultRow = Pick<
  ResultRow,
  'id' | 'type' | 'url' | 'content' | 'confidence' | 'selector'
>;

export function presentLiveResult(row: LiveResultRow): LiveResult {
  return {
    id: row.id,
    type: row.type,
    page: row.url,
    content: row.content,
    confidence: row.confidence,
    selector: row.selector,
  };
}

export function presentJobEvent(
  type: JobEventType,
  row: JobRow,
  results?: LiveResult[],
  reading?: DocumentReading | null,
): JobEvent {
  return {
    type,
    job: presentStreamingJob(row),
    ...(results ? { results } : {}),
    ...(reading === undefined ? {} : { reading }),
  };
}
