import type { UsageSummary } from '@gleaner/shared';

/** The spec's billing export: line items, subtotal, total and the usage period. */
export function billingExport(summary: UsageSummary) {
  const { line_items, subtotal, total } = summary.billing_summary;
  return { line_items, subtotal, total, usage_period: { start: summary.start, end: summary.end } };
}

/** usage-billing-{date}.json, the date being today's (UTC). */
export function billingExportName(now = new Date()): string {
  return `usage-billing-${now.toISOString().slice(0, 10)}.json`;
}
