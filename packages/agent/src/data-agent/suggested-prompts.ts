import type { DataColumn } from '@gleaner/shared';
import { wordsOf } from './words.js';

export interface PromptCategory {
  title: 'Data Analysis' | 'Data Querying' | 'Insights';
  prompts: string[];
}

const words = (c: DataColumn) => wordsOf(c.key).join(' ');

/**
 * Four questions in each of the spec's three categories, written from the job's own columns
 * (and one of its values), so each can be asked as it stands and reads as a clear plan.
 */
export function suggestedPrompts(
  columns: DataColumn[],
  sampleValue?: { column: string; value: string },
): PromptCategory[] {
  const numbers = columns.filter((c) => c.kind === 'number');
  const groups = columns.filter((c) => c.kind === 'category' || c.kind === 'list');
  const dates = columns.filter((c) => c.kind === 'date');
  const n1 = numbers[0];
  const n2 = numbers[1] ?? numbers[0];
  const g1 = groups.find((g) => g.key !== sampleValue?.column) ?? groups[0];
  const g2 = groups[1] ?? groups[0];
  const analysis: string[] = ['How many records are there?'];
  const querying: string[] = [];
  const insights: string[] = [];
  if (n1) analysis.push(`What is the average ${words(n1)}?`, `What is the median ${words(n1)}?`);
  if (n1 && g1) analysis.push(`Average ${words(n1)} per ${words(g1)}`);
  if (g1) analysis.push(`Number of records per ${words(g1)}`);
  if (n2) analysis.push(`What is the highest ${words(n2)}?`);
  if (n1) querying.push(`Top 5 records by ${words(n1)}`, `Bottom 3 records by ${words(n1)}`);
  if (sampleValue)
    querying.push(
      `Records where ${words({ key: sampleValue.column } as DataColumn)} is ${sampleValue.value}`,
    );
  if (g1) querying.push(`List all ${words(g1)} values`);
  if (dates[0]) querying.push(`Records sorted by ${words(dates[0])}`);
  if (n2 && n2 !== n1) querying.push(`Records sorted by ${words(n2)}`);
  if (g1)
    insights.push(
      `Which ${words(g1)} has the most records?`,
      `Percentage of records per ${words(g1)}`,
    );
  if (g1 && n1) insights.push(`Which ${words(g1)} has the highest average ${words(n1)}?`);
  if (g2 && g2 !== g1) insights.push(`How many different ${words(g2)} values are there?`);
  if (n1 && sampleValue) insights.push(`What share of records have ${sampleValue.value}?`);
  if (n1) insights.push(`What is the total ${words(n1)}?`);
  const fill = (list: string[], extra: string[]) => [...new Set([...list, ...extra])].slice(0, 4);
  const generic = [
    'How many records are there?',
    'Show the first 10 records',
    'List all records',
    'How many records are there in total?',
  ];
  return [
    { title: 'Data Analysis', prompts: fill(analysis, generic) },
    { title: 'Data Querying', prompts: fill(querying, generic) },
    { title: 'Insights', prompts: fill(insights, [...analysis, ...generic]) },
  ];
}
