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
 * The spend's figures as text. The total is `dollarsText` of the total alone, so it reads the
 * same where it stands without its parts (a budget's "spent"); a part takes at least the
 * total's decimals ("$0.00029: model calls $0.000085 + pages read $0.00020").
 */
export function spendTexts(spend: Spend): Record<keyof Spend, string> {
  return {
    total: dollarsText(spend.total),
    model_calls: dollarsText(spend.model_calls, spend.total),
    pages: dollarsText(spend.pages, spend.total),
  };
}

/** "model calls $0.000085 + pages read $0.000200": what a total is made of. */
export function spendParts(spend: Spend): string {
  const text = spendTexts(spend);
  return `model calls ${text.model_calls} + pages read ${text.pages}`;
}
