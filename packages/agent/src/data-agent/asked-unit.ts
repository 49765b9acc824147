import type { DataColumn, QueryPlan } from '@gleaner/shared';
import type { Span } from './value-matches.js';
import type { Token } from './vocabulary.js';
import { columnUnit, convert, dimensionsOf, unitDef } from './units.js';
import { wordsOf } from './words.js';

/**
 * 'average weight of cats in kg', 'heaviest boat in kg': the unit a figure is asked in, after
 * 'in' (or after 'how many': 'how many hours of talks'). The column's own unit is read (its span returned as explained); another unit of the same
 * measure is the unit a figure computed over the column is given in (`unit`, converted by the
 * query); for records listed or ranked it is declined, their values being shown as written.
 */
export function askedUnit(
  tokens: Token[],
  columns: DataColumn[],
  plan: QueryPlan,
  isFree: (t: Token) => boolean,
): { spans: Span[]; declined?: string; unit?: string } {
  const column = columns.find((c) => c.key === (plan.metric.column ?? plan.sort?.column));
  const spans: Span[] = [];
  if (!column) return { spans };
  const own = columnUnit(column);
  for (const t of tokens) {
    const asked = unitDef(t.word);
    if (!asked || !dimensionsOf(column).includes(asked.dimension)) continue;
    // 'How many hours of talks' on lengths read in minutes: the figure is asked in hours, and
    // the minutes' total would be read as hours. A column read in no unit is in the one asked.
    const howMany = tokens[t.index - 1]?.word === 'many' && tokens[t.index - 2]?.word === 'how';
    // A figure computed over the column is given in the unit asked, converted ('How many hours
    // were logged' of minutes); records listed show their values as written, so a ranking is not.
    const computed = plan.metric.column === column.key && plan.metric.fn !== 'count';
    // Scales of other noughts (°F, °C) are no one factor apart: a total of them means nothing.
    const convertible =
      own &&
      unitDef(own) &&
      !unitDef(own)?.offset &&
      !asked.offset &&
      convert(1, t.word, own) !== 1;
    if ((howMany || tokens[t.index - 1]?.word === 'in') && isFree(t) && computed && convertible) {
      spans.push([t.start, t.end]);
      return { spans, unit: t.word };
    }
    if (howMany && own && convert(1, t.word, own) !== 1)
      return {
        spans,
        declined: `I could not give that in ${t.word}: ${wordsOf(column.key).join(' ')} is read in ${own}; ask for the total ${wordsOf(column.key).join(' ')} instead.`,
      };
    if (!isFree(t) || tokens[t.index - 1]?.word !== 'in') continue;
    if (own && convert(1, t.word, own) === 1) spans.push([t.start, t.end]);
    else
      return {
        spans,
        declined: `I could not give that in ${t.word}: ${wordsOf(column.key).join(' ')} is read in ${own ?? 'its own unit'}; ask without "in ${t.word}".`,
      };
  }
  return { spans };
}
