import type { ModelUsage } from '@gleaner/agent';
import { loadAgent } from '../../load-agent.js';
import type { LabelBody, LabelResult } from '@gleaner/shared';
import type { LanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';
import type { JobOwner } from '../../jobs/job-owner.js';
import { AppError } from '../../errors.js';
import { logModelUsage } from '../../services/usage-log.js';
import { loadOwnedJob } from '../jobs/control-job.js';
import { entityThread } from './entity-pool.js';

/** The spec's text for a failed labelling call, with what the person can do about it. */
export class LabelingError extends AppError {
  constructor(status: number, hint: string) {
    super(status, `Labeling request failed: ${status} (${hint})`, 'LABELING_FAILED');
  }
}

/** The configured model (LLM_BASE_URL, LLM_MODEL), which may improve the rule-based label. */
export interface LabelModel {
  languageModel: LanguageModel;
  /** Its name, under which its calls are logged and costed. */
  name: string;
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * A label for raw data. A `job_id` must name a job of the caller's (the label names that
 * job's record groups), checked before any work. The rules always label it; with a model
 * configured, the model's pick from the same taxonomy is taken instead (`by` names the model),
 * and any failure of the model keeps the rules' label.
 */
export async function labelRawData(
  runtime: Pick<JobRuntime, 'database'>,
  owner: JobOwner | null,
  body: LabelBody,
  model?: LabelModel,
): Promise<LabelResult & { by?: string }> {
  if (body.job_id) {
    if (!owner) throw new LabelingError(401, 'sign in, or send your anonymous id, to label a job');
    await loadOwnedJob(runtime, owner, body.job_id).catch(() => {
      throw new LabelingError(404, 'no job of yours has this job_id');
    });
  }
  const rules = await entityThread.call('label', body.raw_data, body.extraction_type);
  if (!model) return rules;
  let call: ModelUsage | undefined;
  const { modelLabel } = await loadAgent();
  const fromModel = await modelLabel(
    model.languageModel,
    { raw: body.raw_data, extractionType: body.extraction_type },
    { onUsage: (usage) => (call = usage) },
  );
  if (call)
    await logModelUsage(model.db, {
      userId: owner?.kind === 'user' ? owner.userId : null,
      model: model.name,
      requestType: 'label',
      processingTimeMs: call.processingTimeMs,
      inputTokens: call.inputTokens,
      outputTokens: call.outputTokens,
      success: call.success,
    }).catch((error: unknown) =>
      model.log.error({ err: error }, 'could not log a labelling model call'),
    );
  return fromModel ? { ...fromModel, by: model.name } : rules;
}
