import { nounFor } from '@gleaner/shared';
import { entityThread } from './entity-pool.js';
import type { PersonalDataFinding, RiskAnalysis } from '@gleaner/shared';
import type { Db } from '../../db/database.js';
import { readJobTextsInBatches } from './job-text.js';

/** Findings listed in an answer about a whole job; the reasons count them all. */
const MAX_LISTED = 200;

export function analyzeTextRisk(text: string): Promise<RiskAnalysis> {
  return entityThread.call('risk', text);
}

/**
 * Personal data across a job's captured items: each item is checked alone (a name counts as a
 * contact's only beside that contact's details), and the level and reasons count every finding.
 */
export async function analyzeJobRisk(
  db: Db,
  jobId: string,
): Promise<RiskAnalysis & { items_checked: number }> {
  // Read on the entity thread, a batch at a time.
  const findings: PersonalDataFinding[] = [];
  const items = await readJobTextsInBatches(db, jobId, async (batch) => {
    findings.push(...(await entityThread.call('riskMany', batch)));
  });
  const counted = ` in ${items.toLocaleString('en-US')} captured ${nounFor(items, 'item')}`;
  // Positions are within each item, so a long list says little; the reasons count them all.
  return {
    ...(await entityThread.call('riskOf', findings, counted)),
    findings: findings.slice(0, MAX_LISTED),
    items_checked: items,
  };
}
