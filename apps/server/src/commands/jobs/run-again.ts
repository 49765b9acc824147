import { JobOptionsSchema, JobPlanSchema } from '@gleaner/shared';
import type { JobOwner } from '../../jobs/job-owner.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';
import { createJob, loadOwnedJob, startJob } from './control-job.js';
import { assertJobMayRun } from './job-limits.js';
import type { RunningCap } from './running-cap.js';

/**
 * Run again: a new job with a past job's address, instruction, plan and options, started now
 * (under the same budget and running-job checks as a start). The past job is left as it was.
 */
export async function runJobAgain(
  runtime: JobRuntime,
  owner: JobOwner,
  jobId: string,
  cap?: RunningCap,
) {
  const past = await loadOwnedJob(runtime, owner, jobId);
  const plan = JobPlanSchema.safeParse(past.plan);
  await assertJobMayRun(runtime, { userId: past.userId, totalResults: 0 });
  const job = await createJob(runtime, owner, {
    url: past.url,
    instruction: past.instruction,
    plan: past.plan && plan.success ? plan.data : undefined,
    options: JobOptionsSchema.parse(past.options),
  });
  return startJob(runtime, owner, job.id, cap);
}
