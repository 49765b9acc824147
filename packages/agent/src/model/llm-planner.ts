import { generateObject, generateText, type LanguageModel } from 'ai';
import { z } from 'zod';
import { rowsOf, applyRecordSpec } from '../planning/apply-record-spec.js';
import type { ExtractionPlan, FieldPlan, PageAnalysis } from '../types.js';
import type { PlannerModel } from './model-seam.js';
import { REFINE_PLAN_SYSTEM, refinePlanPrompt } from './prompts/refine-plan.js';
import { WRITE_REPLY_SYSTEM, writeReplyPrompt } from './prompts/write-reply.js';

/** One model call, for usage and cost logging. */
export interface ModelUsage {
  requestType: 'plan' | 'reply' | 'label' | 'sentence';
  inputTokens: number;
  outputTokens: number;
  processingTimeMs: number;
  success: boolean;
}

export interface LlmPlannerOptions {
  /** A call that takes longer is abandoned and the built-in answer kept. @default 20000 */
  timeoutMs?: number;
  onUsage?: (usage: ModelUsage) => void;
}

const FieldChoiceSchema = z.object({
  fields: z
    .array(
      z.object({
        column: z.string().min(1).max(100),
        name: z.string().regex(/^[a-z][a-z0-9_]{0,59}$/),
      }),
    )
    .min(1)
    .max(30),
});

/**
 * The model behind the planner seam: it chooses and names columns among those the analysis
 * found, and writes the reply. Its output is parsed by zod and checked against the analysis;
 * anything off (an error, a timeout, an unknown column) keeps the built-in answer.
 */
export function createLlmPlanner(
  model: LanguageModel,
  options: LlmPlannerOptions = {},
): PlannerModel {
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function measured<T>(
    requestType: ModelUsage['requestType'],
    call: () => Promise<{
      value: T;
      usage: { inputTokens?: number | undefined; outputTokens?: number | undefined };
    }>,
  ): Promise<T | null> {
    const started = performance.now();
    try {
      const { value, usage } = await call();
      options.onUsage?.({
        requestType,
        inputTokens: usage.inputTokens ?? 0,
        outputTokens: usage.outputTokens ?? 0,
        processingTimeMs: performance.now() - started,
        success: true,
      });
      return value;
    } catch {
      options.onUsage?.({
        requestType,
        inputTokens: 0,
        outputTokens: 0,
        processingTimeMs: performance.now() - started,
        success: false,
      });
      return null;
    }
  }

  return {
    async refinePlan({ request, analysis, plan, page }) {
      const group = analysis.groups.find(
        (candidate) => candidate.container === plan.recordSpec?.container,
      );
      if (!group || !plan.recordSpec) return null;
      const choice = await measured('plan', async () => {
        const result = await generateObject({
          model,
          schema: FieldChoiceSchema,
          system: REFINE_PLAN_SYSTEM,
          prompt: refinePlanPrompt(request, group.columns),
          abortSignal: AbortSignal.timeout(timeoutMs),
        });
        return { value: result.object, usage: result.usage };
      });
      return choice ? applyChoice(plan, group.columns, choice.fields, page) : null;
    },
    async writeReply({ request, plan, builtInReply }) {
      const text = await measured('reply', async () => {
        const result = await generateText({
          model,
          system: WRITE_REPLY_SYSTEM,
          prompt: writeReplyPrompt(request, plan, builtInReply),
          abortSignal: AbortSignal.timeout(timeoutMs),
        });
        return { value: result.text.trim(), usage: result.usage };
      });
      return text ? text.slice(0, 4000) : null;
    },
  };
}

/** The plan with the model's columns, re-validated on the page; null if a column is unknown. */
function applyChoice(
  plan: ExtractionPlan,
  columns: PageAnalysis['groups'][number]['columns'],
  chosen: z.infer<typeof FieldChoiceSchema>['fields'],
  page: { html: string; url: string },
): ExtractionPlan | null {
  const byName = new Map(columns.map((column) => [column.name, column]));
  const fields: FieldPlan[] = [];
  for (const { column, name } of chosen) {
    const found = byName.get(column);
    if (!found || fields.some((field) => field.name === name)) return null;
    fields.push({
      name,
      spec: { ...found.spec, name },
      confidence: found.coverage,
      samples: found.samples,
      source: 'list',
    });
  }
  if (!plan.recordSpec) return null;
  const recordSpec = {
    container: plan.recordSpec.container,
    fields: fields.map((field) => field.spec),
  };
  const sampleRows = rowsOf(applyRecordSpec(page.html, page.url, recordSpec));
  const wanted = new Set(fields.map((field) => field.name));
  return {
    ...plan,
    recordSpec,
    // Fields read on detail pages stay as the built-in planner made them.
    fields: [
      ...fields,
      ...plan.fields.filter((field) => field.source === 'detail' && !wanted.has(field.name)),
    ],
    sampleRows: sampleRows.slice(0, plan.sampleRows.length || 5),
    recordCount: sampleRows.length,
  };
}
