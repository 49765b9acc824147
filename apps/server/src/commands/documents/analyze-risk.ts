import { loadEntityTools } from '@gleaner/agent';
import type { PersonalDataFinding, RiskAnalysis } from '@gleaner/shared';
import type { Db } from '../../db/database.js';
import { jobTexts } from './job-text.js';

/** Findings listed in an answer about a whole job; the reasons count them all. */
const MAX_LISTED = 200;

export async function analyzeTextRisk(text: string): Promise<RiskAnalysis> {
  const { analyzeRisk } = await loadEntityTools();
  return analyzeRisk(text);
}

/**
 * Personal data across a job's captured items: each item is checked alone (a name counts as a
 * contact's only beside that contact's details), and the level and reasons count every finding.
 */
export async function analyzeJobRisk(
  db: Db,
  jobId: string,
): Promise<RiskAnalysis & { items_checked: number }> {
  const { analyzeRisk, riskOf } = await loadEntityTools();
  const findings: PersonalDataFinding[] = [];
  let items = 0;
  for await (const text of jobTexts(db, jobId)) {
    items += 1;
    findings.push(...analyzeRisk(text).findings);
  }
  const counted = ` in ${items} captured ${items === 1 ? 'item' : 'items'}`;
  // Positions are within each item, so a long list says little; the reasons count them all.
  return {
    ...riskOf(findings, counted),
    findings: findings.slice(0, MAX_LISTED),
    items_checked: items,
  };
}
