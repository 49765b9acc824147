import type { DataColumn } from '@gleaner/shared';
import { stem, wordsOf } from './words.js';

export interface PromptCategory {
  title: 'Data Analysis' | 'Data Querying' | 'Insights';
  prompts: string[];
}

const words = (c: Pick<DataColumn, 'key'>) => wordsOf(c.key).join(' ');
/** 'tags' → 'tag', 'job title' → 'job title': the last word singular, for 'per tag'. */
const one = (c: DataColumn) => {
  const list = wordsOf(c.key);
  return [...list.slice(0, -1), stem(list[list.length - 1] ?? '')].join(' ');
};

/** Columns worth grouping by: few distinct values that several records share, fewest first. */
function groupColumns(columns: DataColumn[]): DataColumn[] {
  return columns
    .filter(
      (c) =>
        (c.kind === 'category' || c.kind === 'list') && c.distinct > 1 && c.distinct < c.filled,
    )
    .sort(
      (a, b) => Number(a.kind === 'list') - Number(b.kind === 'list') || a.distinct - b.distinct,
    );
}

/**
 * Four questions in each of the spec's three categories, written from the job's own columns
 * (and one of its values), so each can be asked as it stands and reads as a clear plan.
 */
export function suggestedPrompts(
  columns: DataColumn[],
  sampleValue?: { column: string; value: string },
): PromptCategory[] {
  const numbers = columns.filter((c) => c.kind === 'number');
  const groups = groupColumns(columns);
  const dates = columns.filter((c) => c.kind === 'date');
  const [n1, n2] = numbers;
  const [g1, g2] = groups;
  const analysis: string[] = ['How many records are there?'];
  const querying: string[] = [];
  const insights: string[] = [];
  if (n1) analysis.push(`What is the average ${words(n1)}?`, `What is the median ${words(n1)}?`);
  if (n1 && g1) analysis.push(`Average ${words(n1)} per ${one(g1)}`);
  if (g1) analysis.push(`Number of records per ${one(g1)}`);
  if (g2) analysis.push(`Number of records per ${one(g2)}`);
  if (n2) analysis.push(`What is the highest ${words(n2)}?`);
  if (n1) querying.push(`Top 5 records by ${words(n1)}`, `Bottom 3 records by ${words(n1)}`);
  if (sampleValue)
    querying.push(`Records where ${words({ key: sampleValue.column })} is ${sampleValue.value}`);
  if (g1) querying.push(`List all distinct ${words(g1)}`);
  if (dates[0]) querying.push(`Records sorted by ${words(dates[0])}`);
  if (n2) querying.push(`Records sorted by ${words(n2)}`);
  if (g2) querying.push(`List all distinct ${words(g2)}`);
  querying.push('Show the first 10 records');
  if (g1)
    insights.push(`Which ${one(g1)} has the most records?`, `Percentage of records per ${one(g1)}`);
  if (g1 && n1) insights.push(`Which ${one(g1)} has the highest average ${words(n1)}?`);
  if (g2)
    insights.push(
      `How many different ${words(g2)} are there?`,
      `Which ${one(g2)} has the most records?`,
    );
  if (sampleValue) insights.push(`What share of records have ${sampleValue.value}?`);
  if (n1) insights.push(`What is the total ${words(n1)}?`);
  const generic = ['How many records are there?', 'Show the first 10 records', 'List all records'];
  const fill = (list: string[], extra: string[]) => [...new Set([...list, ...extra])].slice(0, 4);
  return [
    { title: 'Data Analysis', prompts: fill(analysis, generic) },
    { title: 'Data Querying', prompts: fill(querying, generic) },
    { title: 'Insights', prompts: fill(insights, [...analysis, ...querying, ...generic]) },
  ];
}
