import type { PageSource, PlanSteps } from '@gleaner/agent';
import { pageNamedOnce } from '@gleaner/shared';
import { loadAgent } from '../../load-agent.js';
import { jobFor, type PlannedJobParts } from './job-for-plan.js';

export type PlannedJob =
  (PlannedJobParts & { ok: true; summary: string }) | { ok: false; reason: string };

/**
 * A job's plan from its sentence, made by the agent as `gleaner scrape URL "REQUEST"` makes it:
 * train on the page (and one detail page when fields live there), then what the job runs. When
 * nothing on the page answers the request, the agent's own words say why.
 */
export async function planJob(
  source: PageSource & { planSteps?: PlanSteps },
  url: string,
  instruction: string,
): Promise<PlannedJob> {
  let planned;
  try {
    const { planRequest } = await loadAgent();
    planned = await planRequest(source, url, instruction, source.planSteps);
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      reason: `The agent could not open ${pageNamedOnce(url, said)} to plan the job: ${said}`,
    };
  }
  const { plan } = planned;
  const readsRecords = plan.kind === 'records' || plan.kind === 'tables';
  if (readsRecords && (!plan.recordSpec || plan.recordCount === 0)) {
    return {
      ok: false,
      reason: `The agent found nothing on ${url} that answers "${instruction}"${plan.missingMessage ? `: ${plan.missingMessage}` : '.'}`,
    };
  }
  return { ok: true, ...jobFor(plan), summary: plan.summary };
}
