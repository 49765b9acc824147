/** Cost control constants of spec/dashboard.md section 9. */

/** Dollars per token, by model. */
export const COST_PER_TOKEN: Readonly<Record<string, number>> = {
  'llama-70b': 0.00008,
  'llama-8b': 0.00002,
  'pattern-processor': 0.000001,
  'simple-ner': 0.000002,
  'bert-ner': 0.00001,
  'gpt-4': 0.00003,
  'gpt-3.5-turbo': 0.000002,
  'claude-3-opus': 0.000075,
  'claude-3-sonnet': 0.000015,
};
export const DEFAULT_COST_PER_TOKEN = 0.00001;

/** Estimated cost of one request, by model, when its tokens are not known. */
export const COST_BASE_PER_REQUEST: Readonly<Record<string, number>> = {
  'pattern-processor': 0.0001,
  'simple-ner': 0.0002,
  'bert-ner': 0.001,
  'lightweight-doc': 0.0015,
  'production-doc': 0.003,
  'simple-ocr': 0.0005,
  paddleocr: 0.0008,
};
export const DEFAULT_COST_BASE_PER_REQUEST = 0.001;

/** The built-in planner's name in usage logs. */
export const BUILT_IN_MODEL = 'pattern-processor';

export const BUDGETS = { daily: 5, weekly: 25, monthly: 100, maxPerRequest: 0.01 } as const;

export function costPerToken(model: string): number {
  return COST_PER_TOKEN[model] ?? DEFAULT_COST_PER_TOKEN;
}

/** Dollars for one call with the given token counts. */
export function estimateCost(model: string, inputTokens: number, outputTokens: number): number {
  return (inputTokens + outputTokens) * costPerToken(model);
}

/** The spec's token estimate: the larger of characters / 4 and words / 0.75. */
export function estimateTokenCount(text: string): number {
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;
  return Math.ceil(Math.max(text.length / 4, words / 0.75));
}
