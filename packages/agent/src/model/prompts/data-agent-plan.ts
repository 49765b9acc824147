import type { DataColumn } from '@gleaner/shared';

export const DATA_AGENT_PLAN_SYSTEM = `You turn a question about a table of scraped records into a JSON query plan.
Use only the given column keys. operation is one of list, aggregate, group, distinct, share, compare.
metric.fn is count (column null), sum, avg, min, max or median (a number column); metric.unit is
a unit of the column's measure to give the figure in ("hours" of minutes), metric.both true adds
the two figures of a pair ("2–1" is 3 goals).
Filters: op eq, neq, contains, gt, gte, lt, lte, between (value2 is the upper bound), in (values
lists the accepted values, value repeats the first), blank (the cell is empty, value "");
numbers for number columns, YYYY-MM-DD for date columns. sort.column is a column key, or "value"
for a group's figure. limit is N for "top N". Never invent columns or values.`;

export function dataAgentPlanPrompt(
  question: string,
  columns: DataColumn[],
  sample: unknown[],
): string {
  return [
    `Columns: ${JSON.stringify(columns.map((c) => ({ key: c.key, kind: c.kind, unit: c.unit })))}`,
    `Sample records: ${JSON.stringify(sample).slice(0, 3000)}`,
    `Question: ${question}`,
  ].join('\n');
}
