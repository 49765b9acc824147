import { dollarsText } from '@gleaner/shared';

/** The week's model usage, as the recommendations read it. */
export interface WeekStats {
  requests: number;
  cost: number;
  successRate: number | null;
  avgTimeMs: number | null;
  byModel: { model: string; cost: number; requests: number; avgTimeMs: number }[];
  weeklyBudget: number;
}

/** The spec's thresholds (section 9, Cost control). */
export const THRESHOLDS = {
  avgCostPerRequest: 0.005,
  weeklyCost: 50,
  successRate: 0.9,
  avgTimeMs: 30_000,
  weeklyBudgetShare: 0.8,
  modelCostShare: 0.6,
  bertTimeMs: 10_000,
} as const;

/** Advice for the week's usage; empty when nothing passes a threshold. */
export function recommendationsFor(week: WeekStats): string[] {
  if (week.requests === 0) return [];
  const advice: string[] = [];
  const avgCost = week.cost / week.requests;
  if (avgCost > THRESHOLDS.avgCostPerRequest)
    advice.push(
      `Average cost per request is ${dollarsText(avgCost, THRESHOLDS.avgCostPerRequest)} (above ${dollarsText(THRESHOLDS.avgCostPerRequest, avgCost)}): use a lighter model for simple requests or send shorter inputs.`,
    );
  if (week.cost > THRESHOLDS.weeklyCost)
    advice.push(
      `This week's model cost is ${dollarsText(week.cost, THRESHOLDS.weeklyCost)} (above ${dollarsText(THRESHOLDS.weeklyCost, week.cost)}): batch requests or run jobs less often.`,
    );
  if (
    (week.successRate !== null && week.successRate < THRESHOLDS.successRate) ||
    (week.avgTimeMs !== null && week.avgTimeMs > THRESHOLDS.avgTimeMs)
  )
    advice.push(
      `Model calls succeed ${Math.round((week.successRate ?? 1) * 100)}% of the time and take ${Math.round((week.avgTimeMs ?? 0) / 1000)} s on average: check the model endpoint or use a faster model.`,
    );
  if (week.cost > THRESHOLDS.weeklyBudgetShare * week.weeklyBudget)
    advice.push(
      `You have used ${Math.round((week.cost / week.weeklyBudget) * 100)}% of your weekly budget of ${dollarsText(week.weeklyBudget)}: raise the budget or slow down before it runs out.`,
    );
  for (const model of week.byModel) {
    if (week.cost > 0 && model.cost / week.cost > THRESHOLDS.modelCostShare)
      advice.push(
        `${model.model} accounts for ${Math.round((model.cost / week.cost) * 100)}% of your model cost: check whether a cheaper model would do for some of its requests.`,
      );
    if (/bert/i.test(model.model) && model.avgTimeMs > THRESHOLDS.bertTimeMs)
      advice.push(
        `${model.model} takes ${Math.round(model.avgTimeMs / 1000)} s per request on average: a simpler entity model (simple-ner) is faster.`,
      );
  }
  return advice;
}
