import { QueryPlanSchema, type DataColumn, type QueryPlan } from '@gleaner/shared';
import { generateObject, type LanguageModel } from 'ai';
import { z } from 'zod';
import type { ModelUsage } from '../model/llm-planner.js';
import { planProblem } from './plan-checks.js';

const ModelAnswerSchema = z.object({
  plan: QueryPlanSchema,
  sentence: z.string().max(400).optional(),
});

const SYSTEM = `You turn a question about a table of scraped records into a JSON query plan.
Use only the given column keys. operation is one of list, aggregate, group, distinct, share, compare.
metric.fn is count (column null), sum, avg, min, max or median (a number column).
Filters: op eq, neq, contains, gt, gte, lt, lte, between (value2 is the upper bound);
numbers for number columns, YYYY-MM-DD for date columns. sort.column is a column key, or "value"
for a group's figure. limit is N for "top N". Never invent columns or values.`;

function prompt(question: string, columns: DataColumn[], sample: unknown[]): string {
  return [
    `Columns: ${JSON.stringify(columns.map((c) => ({ key: c.key, kind: c.kind, unit: c.unit })))}`,
    `Sample records: ${JSON.stringify(sample).slice(0, 3000)}`,
    `Question: ${question}`,
  ].join('\n');
}

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
      system: SYSTEM,
      prompt: prompt(input.question, input.columns, input.sample),
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
