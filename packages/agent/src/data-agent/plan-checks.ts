import type { DataColumn, QueryPlan } from '@gleaner/shared';

/**
 * Why a plan cannot run over these columns, or null when it can: every column it names exists,
 * figures are computed over number columns, ordered comparisons are on numbers or dates.
 */
export function planProblem(plan: QueryPlan, columns: DataColumn[]): string | null {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const named = [
    ...plan.filters.map((f) => f.column),
    ...(plan.metric.column ? [plan.metric.column] : []),
    ...(plan.groupBy ? [plan.groupBy] : []),
    ...(plan.compare ? [plan.compare.column] : []),
    ...(plan.sort && plan.sort.column !== 'value' ? [plan.sort.column] : []),
  ];
  const unknown = named.find((key) => !byKey.has(key));
  if (unknown) return `no column named ${unknown}`;
  if (
    plan.metric.fn !== 'count' &&
    (!plan.metric.column || byKey.get(plan.metric.column)?.kind !== 'number')
  )
    return `${plan.metric.fn} needs a number column`;
  for (const f of plan.filters) {
    const kind = byKey.get(f.column)?.kind;
    if (f.op === 'weekday' && kind !== 'date') return `${f.column} has no day of the week`;
    if (['gt', 'gte', 'lt', 'lte', 'between'].includes(f.op)) {
      if (kind === 'number' && typeof f.value !== 'number')
        return `${f.column} is compared with a number`;
      if (kind === 'date' && !(typeof f.value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(f.value)))
        return `${f.column} is compared with a YYYY-MM-DD day`;
      if (kind !== 'number' && kind !== 'date')
        return `${f.column} cannot be compared as larger or smaller`;
    }
  }
  if (['group', 'distinct'].includes(plan.operation) && !plan.groupBy)
    return `${plan.operation} needs a column to group by`;
  if (plan.operation === 'compare' && !plan.compare) return 'compare needs a column and two values';
  return null;
}
