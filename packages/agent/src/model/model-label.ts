import { DataLabelSchema, ENTITY_CONFIDENCE_THRESHOLD, type LabelResult } from '@gleaner/shared';
import { generateObject, type LanguageModel } from 'ai';
import { z } from 'zod';
import type { ModelUsage } from './llm-planner.js';
import { LABEL_DATA_SYSTEM, labelDataPrompt } from './prompts/label-data.js';

const ModelLabelSchema = z.object({
  label: DataLabelSchema,
  confidence: z.number().min(0).max(1),
  reason: z.string().min(1).max(300),
});

export interface ModelLabelOptions {
  /** A call that takes longer is abandoned and the built-in label kept. @default 20000 */
  timeoutMs?: number;
  onUsage?: (usage: ModelUsage) => void;
}

/**
 * The configured model picks a label from the fixed taxonomy (spec section 9's classification
 * budget: 400 tokens out, the first 3000 characters in). Its answer is parsed by zod; anything
 * off (an error, a timeout, a label outside the list) returns null, and the caller keeps the
 * rule-based label.
 */
export async function modelLabel(
  model: LanguageModel,
  input: { raw: unknown; extractionType: string },
  options: ModelLabelOptions = {},
): Promise<LabelResult | null> {
  const started = performance.now();
  const usage = (success: boolean, tokens?: { inputTokens?: number; outputTokens?: number }) =>
    options.onUsage?.({
      requestType: 'label',
      inputTokens: tokens?.inputTokens ?? 0,
      outputTokens: tokens?.outputTokens ?? 0,
      processingTimeMs: performance.now() - started,
      success,
    });
  try {
    const result = await generateObject({
      model,
      system: LABEL_DATA_SYSTEM,
      prompt: labelDataPrompt(input.raw, input.extractionType),
      schema: ModelLabelSchema,
      maxOutputTokens: 400,
      temperature: 0.1,
      abortSignal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    usage(true, {
      inputTokens: result.usage.inputTokens ?? 0,
      outputTokens: result.usage.outputTokens ?? 0,
    });
    const { label, confidence, reason } = result.object;
    const rounded = Math.round(confidence * 100) / 100;
    return {
      label,
      confidence: rounded,
      status: rounded >= ENTITY_CONFIDENCE_THRESHOLD ? 'confident' : 'possible',
      reasons: [reason],
    };
  } catch {
    usage(false);
    return null;
  }
}
