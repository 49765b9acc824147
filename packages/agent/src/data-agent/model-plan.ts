import { QueryPlanSchema, type DataColumn, type QueryPlan } from '@gleaner/shared';
import { generateObject, type LanguageModel } from 'ai';
import { z } from 'zod';
import type { ModelUsage } from '../model/llm-planner.js';
import { DATA_AGENT_PLAN_SYSTEM, dataAgentPlanPrompt } from '../model/prompts/data-agent-plan.js';
import { planProblem } from './plan-checks.js';

const ModelAnswerSchema = z.object({ plan: QueryPlanSchema });

/**
 * The configured model fills the same typed plan the built-in reader makes. Its output is parsed
 * by zod and checked against the job's real columns; anything off returns null, and the caller
 * keeps the built-in plan.
 */
export async function modelPlan(
  model: LanguageModel,
  input: { question: string; columns: DataColumn[]; sample: unknown[] },
  options: { timeoutMs?: number; onUsage?: (usage: ModelUsage) => void } = {},
): Promise<QueryPlan | null> {
  const started = performance.now();
  try {
    const result = await generateObject({
      model,
      system: DATA_AGENT_PLAN_SYSTEM,
      prompt: dataAgentPlanPrompt(input.question, input.columns, input.sample),
      schema: ModelAnswerSchema,
      abortSignal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    options.onUsage?.({
      requestType: 'plan',
      inputTokens: result.usage.inputTokens ?? 0,
      outputTokens: result.usage.outputTokens ?? 0,
      processingTimeMs: performance.now() - started,
      success: true,
    });
    return planProblem(result.object.plan, input.columns) ? null : result.object.plan;
  } catch {
    options.onUsage?.({
      requestType: 'plan',
      inputTokens: 0,
      outputTokens: 0,
      processingTimeMs: performance.now() - started,
      success: false,
    });
    return null;
  }
}
