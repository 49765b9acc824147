import {
  JobOptionsSchema,
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

/** Seconds left at the rate measured since this run started; null until a page is done. */
export function estimateSecondsRemaining(row: JobRow, now = Date.now()): number | null {
  if (row.status !== 'processing' || !row.runStartedAt) return null;
  const done = row.processedPages - row.runStartPages;
  const elapsed = (now - row.runStartedAt.getTime()) / 1000;
  if (done <= 0 || elapsed <= 0) return null;
  const remaining = Math.max(0, row.totalPages - row.processedPages);
  return Math.round(remaining / (done / elapsed));
}

export function presentStreamingJob(row: JobRow): StreamingJob {
  const total = Math.max(row.totalPages, row.processedPages);
  const progress =
    row.status === 'completed' ? 1 : total > 0 ? Math.min(1, row.processedPages / total) : 0;
  return {
    jobId: row.id,
    status: row.status,
    url: row.url,
    instruction: row.instruction,
    processedPages: row.processedPages,
    totalPages: total,
    totalResults: row.totalResults,
    progress,
    currentChunk: row.currentChunk,
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

export function presentJobEvent(type: JobEventType, row: JobRow, results?: LiveResult[]): JobEvent {
  return { type, job: presentStreamingJob(row), ...(results ? { results } : {}) };
}
