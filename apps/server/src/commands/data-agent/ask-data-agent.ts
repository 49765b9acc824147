import {
  buildPlan,
  candidateParts,
  candidatePhrases,
  describePlan,
  nameColumn,
  modelPlan,
  referenceColumn,
  modelSentence,
  type ModelUsage,
} from '@gleaner/agent';
import {
  BUILT_IN_MODEL,
  MAX_PLAN_FILTERS,
  estimateTokenCount,
  type DataAgentAnswer,
  type QueryPlan,
} from '@gleaner/shared';
import type { LanguageModel } from 'ai';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.js';
import { BadRequestError } from '../../errors.js';
import { logModelUsage } from '../../services/usage-log.js';
import { answerText } from './answer-text.js';
import { discoverColumns } from './discover-columns.js';
import { findValues } from './find-values.js';
import { runQuery } from './run-query.js';

export interface DataAgentDeps {
  db: Db;
  model?: { languageModel: LanguageModel; name: string } | undefined;
  log: { error(obj: unknown, msg: string): void };
}

/** The spec's data agent context: three sample entries go to the model. */
const MODEL_SAMPLE = 3;

/**
 * Answers one question over one job's records (ownership is checked by the caller): the
 * question becomes a typed plan (the built-in reader's, or the model's when one is configured
 * and its plan checks out), run as parameterised SQL; a configured model then writes the
 * sentence from the rows (the built-in sentence stays on any failure); every call is logged as
 * model usage.
 */
export async function askDataAgent(
  deps: DataAgentDeps,
  input: { jobId: string; question: string; userId: string | null },
): Promise<DataAgentAnswer> {
  const started = performance.now();
  const modelCalls: ModelUsage[] = [];
  let success = false;
  let answer = '';
  try {
    const shape = await discoverColumns(deps.db, input.jobId);
    if (shape.total === 0 || shape.columns.length === 0) {
      const empty: QueryPlan = {
        operation: 'aggregate',
        filters: [],
        metric: { fn: 'count', column: null },
        groupBy: null,
        compare: null,
        sort: null,
        limit: null,
      };
      answer = 'This job has no records to answer from yet. Pick a completed job with results.';
      success = true;
      return {
        success: true,
        answer,
        plan: empty,
        explanation: describePlan(empty),
        source: 'built-in',
      };
    }
    const values = await findValues(
      deps.db,
      input.jobId,
      shape,
      candidatePhrases(input.question),
      candidateParts(input.question),
    );
    const built = buildPlan(input.question, {
      columns: shape.columns,
      values,
      total: shape.total,
      ...(shape.days ? { days: shape.days } : {}),
    });
    let plan = built.plan;
    let source: DataAgentAnswer['source'] = 'built-in';
    if (deps.model) {
      const sample = await rowsOf<{ content: unknown }>(
        deps.db,
        sql`select content from scraped_data where job_id = ${input.jobId}::uuid order by seq limit ${MODEL_SAMPLE}`,
      );
      const fromModel = await modelPlan(
        deps.model.languageModel,
        { question: input.question, columns: shape.columns, sample: sample.map((r) => r.content) },
        { onUsage: (usage) => modelCalls.push(usage) },
      );
      if (fromModel) {
        plan = fromModel;
        source = 'model';
      }
    }
    if (source === 'built-in' && built.declined) {
      // Part of the question matched nothing: say so, rather than answer the rest of it.
      answer = built.declined;
      success = true;
      return {
        success: true,
        answer,
        plan,
        explanation:
          'Nothing was computed: the question asks for something these columns do not hold.',
        source,
        declined: true,
      };
    }
    // A question naming more conditions than a plan holds was a 500 when its answer was sent.
    if (plan.filters.length > MAX_PLAN_FILTERS)
      throw new BadRequestError(
        `The question names ${plan.filters.length} conditions; at most ${MAX_PLAN_FILTERS} can be applied at once: ask about fewer at a time`,
      );
    const names =
      source === 'built-in' && built.nameColumn ? built.nameColumn : nameColumn(shape.columns)?.key;
    const result = await runQuery(
      deps.db,
      input.jobId,
      plan,
      shape,
      names,
      names ? referenceColumn(shape.columns, names)?.key : undefined,
    );
    answer = answerText(plan, result, shape.columns, names);
    const explanation = describePlan(plan);
    if (deps.model) {
      const sentence = await modelSentence(
        deps.model.languageModel,
        {
          question: input.question,
          plan,
          explanation,
          table: result.table,
          builtInSentence: answer,
        },
        { onUsage: (usage) => modelCalls.push(usage) },
      );
      if (sentence) answer = sentence;
    }
    success = true;
    const alternatives = built.alternatives.map((a) => ({
      question: a.question,
      description: describePlan(a.plan),
    }));
    return {
      success: true,
      answer,
      plan,
      explanation,
      table: result.table,
      ...(alternatives.length > 0 ? { alternatives } : {}),
      source,
    };
  } finally {
    const elapsed = performance.now() - started;
    await Promise.all([
      logModelUsage(deps.db, {
        userId: input.userId,
        model: BUILT_IN_MODEL,
        requestType: 'data-agent',
        processingTimeMs: elapsed,
        inputTokens: estimateTokenCount(input.question),
        outputTokens: estimateTokenCount(answer),
        success,
      }),
      ...modelCalls.map((call) =>
        logModelUsage(deps.db, {
          userId: input.userId,
          model: deps.model?.name ?? 'unknown',
          requestType: `data-agent-${call.requestType}`,
          processingTimeMs: call.processingTimeMs,
          inputTokens: call.inputTokens,
          outputTokens: call.outputTokens,
          success: call.success,
        }),
      ),
    ]).catch((error: unknown) => deps.log.error({ err: error }, 'could not log data agent usage'));
  }
}
