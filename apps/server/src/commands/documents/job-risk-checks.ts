import { RiskAnalysisSchema, type RiskAnalysis } from '@gleaner/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { jobRiskChecks } from '../../db/schema.js';

const StoredRiskSchema = RiskAnalysisSchema.extend({ items_checked: z.number().int() });
export type JobRisk = z.infer<typeof StoredRiskSchema>;

/**
 * The check made of this version of the job, if any. A job's version rises with every change
 * (a trigger), so a resumed or grown job is checked again and a finished one never twice.
 */
export async function storedJobRisk(
  db: Db,
  job: { id: string; version: number },
): Promise<JobRisk | null> {
  const [row] = await db
    .select({ version: jobRiskChecks.jobVersion, analysis: jobRiskChecks.analysis })
    .from(jobRiskChecks)
    .where(eq(jobRiskChecks.jobId, job.id));
  if (!row || row.version !== job.version) return null;
  const parsed = StoredRiskSchema.safeParse(row.analysis);
  return parsed.success ? parsed.data : null;
}

export async function storeJobRisk(
  db: Db,
  job: { id: string; version: number },
  analysis: RiskAnalysis & { items_checked: number },
): Promise<void> {
  const values = { jobVersion: job.version, analysis, checkedAt: new Date() };
  await db
    .insert(jobRiskChecks)
    .values({ jobId: job.id, ...values })
    .onConflictDoUpdate({ target: jobRiskChecks.jobId, set: values });
}
