/**
 * How a spend is shown wherever it appears (the dashboard's Model costs card, Usage Details,
 * Billing, the budgets): labelled with its window in words and written by `dollarsText`, so the
 * same window reads the same figure on every screen.
 */
import { dollarsText } from './job-estimate.js';
import type { Spend, UsagePeriod } from './prices.js';

/** Each window in words (the spec's day of 24 hours, week of 7 days, month of 30 days). */
export const PERIOD_WORDS: Readonly<Record<UsagePeriod, string>> = {
  day: 'the last 24 hours',
  week: 'the last 7 days',
  month: 'the last 30 days',
};

/** "Spent in the last 24 hours". */
export function spentLabel(period: UsagePeriod): string {
  return `Spent in ${PERIOD_WORDS[period]}`;
}

/**
 * The spend's figures as text, by `dollarsText`: the total with the decimals its parts need, so
 * "$0.000285 (model calls $0.000085 + pages read $0.000200)" adds up where two significant
 * digits alone would read "$0.00028"; a part takes at least the total's decimals.
 */
export function spendTexts(spend: Spend): Record<keyof Spend, string> {
  return {
    total: dollarsText(spend.total, spend.model_calls, spend.pages),
    model_calls: dollarsText(spend.model_calls, spend.total, spend.pages),
    pages: dollarsText(spend.pages, spend.total, spend.model_calls),
  };
}

/** "model calls $0.000085 + pages read $0.000200": what a total is made of. */
export function spendParts(spend: Spend): string {
  const text = spendTexts(spend);
  return `model calls ${text.model_calls} + pages read ${text.pages}`;
}
