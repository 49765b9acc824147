import type { AggregateFn, PlanFilter, QueryPlan } from '@gleaner/shared';

const FN_WORDS: Record<AggregateFn, string> = {
  count: 'count',
  sum: 'total',
  avg: 'average',
  min: 'lowest',
  max: 'highest',
  median: 'median',
};

const OP_WORDS: Record<PlanFilter['op'], string> = {
  eq: 'is',
  neq: 'is not',
  contains: 'includes',
  gt: 'is above',
  gte: 'is at least',
  lt: 'is below',
  lte: 'is at most',
  between: 'is between',
  in: 'is one of',
  weekday: 'falls on',
  blank: 'is blank',
};

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const quote = (value: string | number) =>
  typeof value === 'number' ? String(value) : `"${value}"`;

export function describeFilter(filter: PlanFilter): string {
  if (filter.op === 'weekday')
    return `${filter.column} ${OP_WORDS.weekday} a ${(filter.values ?? [filter.value])
      .map((day) => WEEKDAYS[Number(day) - 1] ?? String(day))
      .join(' or ')}`;
  if (filter.op === 'blank') return `${filter.column} ${OP_WORDS.blank}`;
  if (filter.op === 'neq' && filter.value === '') return `${filter.column} is not blank`;
  if (filter.op === 'in')
    return `${filter.column} ${OP_WORDS.in} ${(filter.values ?? [filter.value]).map(quote).join(', ')}`;
  const tail =
    filter.op === 'between' && filter.value2 !== undefined ? ` and ${quote(filter.value2)}` : '';
  return `${filter.column} ${OP_WORDS[filter.op]} ${quote(filter.value)}${tail}`;
}

export function describeMetric(plan: QueryPlan): string {
  const { fn, column } = plan.metric;
  if (fn === 'count' || !column) return 'the number of records';
  return `the ${FN_WORDS[fn]} ${column}${plan.metric.both ? ' (both figures of each added)' : ''}`;
}

/** The plan in plain words, shown as 'how I answered'. */
export function describePlan(plan: QueryPlan): string {
  const parts: string[] = [];
  const where =
    plan.filters.length > 0 ? ` where ${plan.filters.map(describeFilter).join(' and ')}` : '';
  switch (plan.operation) {
    case 'list':
      parts.push(`Listed the records${where}`);
      if (plan.sort)
        parts.push(
          `sorted by ${plan.sort.column} ${plan.sort.direction === 'asc' ? 'lowest first' : 'highest first'}`,
        );
      if (plan.limit) parts.push(`kept the first ${plan.limit}`);
      break;
    case 'aggregate':
      parts.push(`Computed ${describeMetric(plan)} over the records${where}`);
      break;
    case 'group':
      parts.push(
        `Grouped the records${where} by ${plan.groupBy ?? '?'} and computed ${describeMetric(plan)} in each group`,
      );
      if (plan.sort)
        parts.push(`sorted ${plan.sort.direction === 'asc' ? 'lowest' : 'highest'} first`);
      if (plan.limit) parts.push(`kept the first ${plan.limit}`);
      break;
    case 'distinct':
      parts.push(
        `Listed the distinct values of ${plan.groupBy ?? '?'}${where ? ` among the records${where}` : ''}, with how many records hold each`,
      );
      break;
    case 'share':
      parts.push(
        plan.groupBy
          ? `Computed each ${plan.groupBy}'s share of ${describeMetric(plan)}${where ? ` among the records${where}` : ''}`
          : `Computed the share of records${where} out of all records`,
      );
      break;
    case 'compare':
      if (plan.compare)
        parts.push(
          `Compared ${describeMetric(plan)} for ${plan.compare.column} "${plan.compare.values[0]}" and "${plan.compare.values[1]}"${where ? ` (records${where})` : ''}, and their difference`,
        );
      break;
  }
  return `${parts.join(', ')}.`;
}
