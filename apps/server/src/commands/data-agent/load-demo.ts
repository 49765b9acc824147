import { randomUUID } from 'node:crypto';
import { GOVERNANCE_DEMO_URL } from '@gleaner/shared';
import type { Db } from '../../db/database.js';
import { scrapedData, scrapeJobs } from '../../db/schema.js';
import { ownerColumns, type JobOwner } from '../../jobs/job-owner.js';
import { governanceRecords } from './governance-sample.js';

export const DEMO_URL = GOVERNANCE_DEMO_URL;
export const DEMO_INSTRUCTION = 'Sample governance data (demo): countries × indicators with scores';

/**
 * Makes a completed job of the person's own holding the sample governance data set, so a new
 * user can try the data agent and the graph before scraping anything. Its instruction says it
 * is a sample.
 */
export async function loadGovernanceDemo(db: Db, owner: JobOwner): Promise<string> {
  const records = governanceRecords();
  const now = new Date();
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(scrapeJobs)
      .values({
        ...ownerColumns(owner),
        url: DEMO_URL,
        instruction: DEMO_INSTRUCTION,
        status: 'completed',
        options: {},
        processedPages: 1,
        totalPages: 1,
        totalResults: records.length,
        startedAt: now,
        completedAt: now,
      })
      .returning({ id: scrapeJobs.id });
    if (!job) throw new Error('insert returned no job');
    await tx.insert(scrapedData).values(
      records.map((content, seq) => ({
        id: randomUUID(),
        jobId: job.id,
        type: 'record',
        selector: 'sample',
        content,
        confidence: 1,
        metadata: { sample: true },
        url: DEMO_URL,
        seq,
      })),
    );
    return job.id;
  });
}
