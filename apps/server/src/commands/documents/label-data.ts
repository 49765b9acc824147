import type { LabelBody, LabelResult } from '@gleaner/shared';
import type { JobRuntime } from '../../jobs/job-runtime.js';
import type { JobOwner } from '../../jobs/job-owner.js';
import { AppError } from '../../errors.js';
import { loadOwnedJob } from '../jobs/control-job.js';
import { entityThread } from './entity-pool.js';

/** The spec's text for a failed labelling call, with what the person can do about it. */
export class LabelingError extends AppError {
  constructor(status: number, hint: string) {
    super(status, `Labeling request failed: ${status} (${hint})`, 'LABELING_FAILED');
  }
}

/**
 * A label for raw data. A `job_id` must name a job of the caller's (the label names that
 * job's record groups), checked before any work.
 */
export async function labelRawData(
  runtime: Pick<JobRuntime, 'database'>,
  owner: JobOwner | null,
  body: LabelBody,
): Promise<LabelResult> {
  if (body.job_id) {
    if (!owner) throw new LabelingError(401, 'sign in, or send your anonymous id, to label a job');
    await loadOwnedJob(runtime, owner, body.job_id).catch(() => {
      throw new LabelingError(404, 'no job of yours has this job_id');
    });
  }
  return entityThread.call('label', body.raw_data, body.extraction_type);
}
