import type { DataColumn, PlanFilter } from '@gleaner/shared';
import type { ColumnMention, Token } from './vocabulary.js';
import { STOP_WORDS } from './words.js';

/**
 * 'coffees with chocolate in the tasting notes', 'books with war in the title', 'jobs mentioning
 * python in the description': words the question says are written in a column of text it names
 * are the records whose value holds them ('Caramel, red apple, milk chocolate' holds 'chocolate').
 * Only after 'with', 'mentioning', 'containing' or 'having', and on a column of text: 'the
 * cheapest room in the hotel' says no such thing.
 */
const LEADS = /^(with|mentioning|mention|mentions|containing|contains|having)$/;
const HOLDER = /^(the|its|their|a)$/;

export function wordsInColumn(
  tokens: Token[],
  text: string,
  named: ColumnMention[],
  isFree: (t: Token) => boolean,
): { filter: PlanFilter; tokens: Token[]; mention: ColumnMention } | undefined {
  for (const mention of named) {
    const { column } = mention;
    if (!isWords(column)) continue;
    const holder = tokens[mention.first - 1];
    const into = tokens[mention.first - 2];
    if (!holder || !into || !HOLDER.test(holder.word) || into.word !== 'in') continue;
    // The words between the lead and 'in': one to three of them, free and not small words.
    const said: Token[] = [];
    let at = into.index - 1;
    while (at >= 0 && said.length < 4 && !LEADS.test(tokens[at]?.word ?? '')) {
      said.unshift(tokens[at]!);
      at -= 1;
    }
    if (at < 0 || said.length === 0 || said.length > 3) continue;
    if (said.some((t) => !isFree(t) || STOP_WORDS.has(t.word))) continue;
    const value = text.slice(said[0]!.start, said[said.length - 1]!.end);
    return { filter: { column: column.key, op: 'contains', value }, tokens: said, mention };
  }
  return undefined;
}

/** A column of words a value may hold others inside: free text or a category. */
const isWords = (c: DataColumn) => c.kind === 'text' || c.kind === 'category';
