import type { QueryPlan } from '@gleaner/shared';

export const DATA_AGENT_SENTENCE_SYSTEM = `You answer a question about a table of scraped records in one plain sentence.
The query has already been run: use only the figures and names in its result rows (or in the reference answer), never other numbers.
Answer the question directly, in the person's words, with figures as they appear in the result. One sentence, at most 60 words, no markdown.`;

/** Result rows the model reads at most: the answer's table can hold hundreds. */
const ROWS = 20;
const CHARS = 3000;

export function dataAgentSentencePrompt(input: {
  question: string;
  plan: QueryPlan;
  explanation: string;
  table: { columns: string[]; rows: unknown[][] } | undefined;
  builtInSentence: string;
}): string {
  const rows = input.table
    ? JSON.stringify({
        columns: input.table.columns,
        rows: input.table.rows.slice(0, ROWS),
        ...(input.table.rows.length > ROWS ? { more: input.table.rows.length - ROWS } : {}),
      }).slice(0, CHARS)
    : '(no rows)';
  return `Question: ${input.question}
How it was answered: ${input.explanation}
Query plan: ${JSON.stringify(input.plan)}
Result: ${rows}

The reference answer, written without a model:
${input.builtInSentence}`;
}
