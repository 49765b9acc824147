import type { DataColumn, QueryPlan } from '@gleaner/shared';
import type { Span } from './value-matches.js';
import type { Token } from './vocabulary.js';
import { columnUnit, convert, dimensionsOf, unitDef } from './units.js';
import { wordsOf } from './words.js';

/**
 * 'average weight of cats in kg', 'heaviest boat in kg': the unit a figure is asked in, after
 * 'in'. The column's own unit is read (its span returned as explained); another unit of the same
 * measure is declined, as the figure would be given in the column's unit and read as the other.
 */
export function askedUnit(
  tokens: Token[],
  columns: DataColumn[],
  plan: QueryPlan,
  isFree: (t: Token) => boolean,
): { spans: Span[]; declined?: string } {
  const column = columns.find((c) => c.key === (plan.metric.column ?? plan.sort?.column));
  const spans: Span[] = [];
  if (!column) return { spans };
  const own = columnUnit(column);
  for (const t of tokens) {
    const asked = unitDef(t.word);
    if (!asked || !isFree(t) || tokens[t.index - 1]?.word !== 'in') continue;
    if (!dimensionsOf(column).includes(asked.dimension)) continue;
    if (own && convert(1, t.word, own) === 1) spans.push([t.start, t.end]);
    else
      return {
        spans,
        declined: `I could not give that in ${t.word}: ${wordsOf(column.key).join(' ')} is read in ${own ?? 'its own unit'}; ask without "in ${t.word}".`,
      };
  }
  return { spans };
}
