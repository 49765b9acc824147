import { webhooks } from '../../db/schema.js';
import type { MonitorRuntime } from '../../monitors/monitor-runtime.js';
import { newWebhookSecret } from './webhook-address.js';

/**
 * A webhook for one job (given on POST /api/jobs): `job.completed` or `job.failed` is sent to it,
 * signed like a monitor's. The secret is returned this once.
 */
export async function addJobWebhook(
  runtime: Pick<MonitorRuntime, 'jobs'>,
  userId: string | null,
  jobId: string,
  url: string,
): Promise<{ url: string; secret: string }> {
  const secret = newWebhookSecret();
  await runtime.jobs.database.db.insert(webhooks).values({ userId, jobId, url, secret });
  return { url, secret };
}
