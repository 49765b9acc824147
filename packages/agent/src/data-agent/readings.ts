import type { QueryPlan } from '@gleaner/shared';

/** The same plan with one column in place of another, wherever the plan names it. */
export function swapColumn(plan: QueryPlan, from: string, to: string): QueryPlan {
  const swap = (key: string) => (key === from ? to : key);
  return {
    ...plan,
    filters: plan.filters.map((f) => ({ ...f, column: swap(f.column) })),
    metric: { ...plan.metric, column: plan.metric.column ? swap(plan.metric.column) : null },
    groupBy: plan.groupBy ? swap(plan.groupBy) : null,
    compare: plan.compare ? { ...plan.compare, column: swap(plan.compare.column) } : null,
    sort: plan.sort ? { ...plan.sort, column: swap(plan.sort.column) } : null,
  };
}

const same = (a: QueryPlan, b: QueryPlan) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Other readings worth offering: each one's question, read again, must give its plan, so every
 * "Did you mean" is a question a person could have asked and that the reader answers as shown.
 * At most three, none repeating another.
 */
export function checkedAlternatives<R extends { question: string; plan: QueryPlan }>(
  readings: R[],
  read: (question: string) => { plan: QueryPlan; understood: boolean; declined?: string },
): R[] {
  const kept: R[] = [];
  for (const reading of readings) {
    if (kept.length === 3) break;
    if (kept.some((k) => k.question === reading.question || same(k.plan, reading.plan))) continue;
    const again = read(reading.question);
    if (again.understood && !again.declined && same(again.plan, reading.plan)) kept.push(reading);
  }
  return kept;
}
