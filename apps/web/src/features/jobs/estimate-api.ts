import { JobEstimateReplySchema } from '@gleaner/shared';
import { call, type JobsIdentity, type NewJob } from './api';

/**
 * What a job would cost before it exists, and the budget it would pass. Apart from api.ts, which
 * the landing page loads: the estimate's schema loads with the plan card that shows it.
 */
export async function estimateJob(who: JobsIdentity, body: NewJob) {
  return (await call(who, '/jobs/estimate', JobEstimateReplySchema, body)).estimate;
}
