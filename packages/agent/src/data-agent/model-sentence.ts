import type { QueryPlan } from '@gleaner/shared';
import { generateObject, type LanguageModel } from 'ai';
import { z } from 'zod';
import type { ModelUsage } from '../model/llm-planner.js';
import {
  DATA_AGENT_SENTENCE_SYSTEM,
  dataAgentSentencePrompt,
} from '../model/prompts/data-agent-sentence.js';

const SentenceSchema = z.object({
  sentence: z
    .string()
    .trim()
    .min(1)
    .max(400)
    .refine((s) => !s.includes('\n'), 'one sentence, on one line'),
});

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
const figuresOf = (text: string) =>
  (text.match(NUMBER) ?? [])
    .map((n) => Number(n.replaceAll(',', '')))
    .filter((n) => Number.isFinite(n));

/**
 * True when every figure in the sentence is one the query returned, the reference sentence
 * holds or the question asked about (rounding allowed): a model must not make figures up.
 */
export function figuresHold(sentence: string, sources: string[]): boolean {
  const known = sources.flatMap(figuresOf);
  return figuresOf(sentence).every((figure) =>
    known.some((k) => Math.abs(k - figure) <= Math.max(0.01, Math.abs(k) * 0.005)),
  );
}

export interface SentenceInput {
  question: string;
  plan: QueryPlan;
  explanation: string;
  table: { columns: string[]; rows: unknown[][] } | undefined;
  /** The deterministic sentence: what the person gets when the model's is not usable. */
  builtInSentence: string;
}

/**
 * The configured model writes the answer's sentence from the question, the plan and the rows
 * the deterministic query returned (it never runs anything). Output parsed by zod; a failure, a
 * timeout or a figure that is not in the result returns null and the caller keeps the built-in
 * sentence.
 */
export async function modelSentence(
  model: LanguageModel,
  input: SentenceInput,
  options: { timeoutMs?: number; onUsage?: (usage: ModelUsage) => void } = {},
): Promise<string | null> {
  const started = performance.now();
  let usage = { inputTokens: 0, outputTokens: 0 };
  let sentence: string | null = null;
  // Logged like the plan call: success is the call answering in shape, used or not.
  let answered = false;
  try {
    const result = await generateObject({
      model,
      system: DATA_AGENT_SENTENCE_SYSTEM,
      prompt: dataAgentSentencePrompt(input),
      schema: SentenceSchema,
      // The answer is already there; a person should not wait long for nicer words.
      abortSignal: AbortSignal.timeout(options.timeoutMs ?? 8_000),
    });
    usage = {
      inputTokens: result.usage.inputTokens ?? 0,
      outputTokens: result.usage.outputTokens ?? 0,
    };
    answered = true;
    const sources = [
      input.question,
      input.builtInSentence,
      JSON.stringify(input.table?.rows ?? []),
    ];
    if (figuresHold(result.object.sentence, sources)) sentence = result.object.sentence;
  } catch {
    sentence = null;
  }
  options.onUsage?.({
    requestType: 'sentence',
    ...usage,
    processingTimeMs: performance.now() - started,
    success: answered,
  });
  return sentence;
}
