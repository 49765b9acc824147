import {
  COST_BASE_PER_REQUEST,
  DEFAULT_COST_BASE_PER_REQUEST,
  estimateTokenCount,
} from '@gleaner/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { modelUsageLogs } from '../../db/schema.js';
import { AppError } from '../../errors.js';

export interface HelperCall<T> {
  db: Db;
  log: FastifyBaseLogger;
  userId: string | null;
  /** The spec's model name (DOCUMENT_HELPER_MODELS). */
  model: string;
  requestType: string;
  /** What the helper read, for the token estimate. */
  input: string;
  run: () => Promise<T> | T;
  /** What it answered, for the token estimate. */
  output: (result: T) => string;
}

/** The spec's failure text for document helpers; AppErrors (a 404, a 413) keep their own. */
export class DocumentProcessingError extends AppError {
  constructor(reason: string, status = 422, options?: ErrorOptions) {
    super(status, `Document processing failed: ${reason}`, 'DOCUMENT_PROCESSING_FAILED', options);
  }
}

/**
 * Runs one helper call and records it in modal_usage_logs like the planner's: its model name,
 * time, estimated tokens and the model's base cost per request (spec/dashboard.md section 9;
 * these helpers have no per-token price of their own). A failed call is recorded too.
 */
export async function runHelper<T>(call: HelperCall<T>): Promise<T> {
  const started = performance.now();
  let result: T | undefined;
  let failure: unknown;
  try {
    result = await call.run();
  } catch (error) {
    failure = error;
  }
  const success = failure === undefined;
  await call.db
    .insert(modelUsageLogs)
    .values({
      userId: call.userId,
      model: call.model,
      requestType: call.requestType,
      processingTimeMs: Math.round(performance.now() - started),
      inputTokens: estimateTokenCount(call.input),
      outputTokens: success ? estimateTokenCount(call.output(result as T)) : 0,
      estimatedCost: COST_BASE_PER_REQUEST[call.model] ?? DEFAULT_COST_BASE_PER_REQUEST,
      success,
    })
    .catch((error: unknown) => call.log.error({ err: error }, 'could not log a helper call'));
  if (!success) {
    if (failure instanceof AppError) throw failure;
    const reason = failure instanceof Error ? failure.message : String(failure);
    throw new DocumentProcessingError(reason, 500, { cause: failure });
  }
  return result as T;
}
