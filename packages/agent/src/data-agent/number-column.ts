import type { DataColumn } from '@gleaner/shared';
import { mainMoneyColumn } from './column-roles.js';
import type { NumberCondition } from './numbers.js';
import { columnUnit, convert, dimensionsOf, unitDef } from './units.js';
import type { ColumnMention, Token } from './vocabulary.js';
import { abbreviates, abbreviationLength, COLUMN_SYNONYMS, stem, wordsOf } from './words.js';

export interface ConditionColumn {
  column: DataColumn;
  /** The condition's figures in the column's own unit ('2 hours' on minutes → 120). */
  value: number;
  value2?: number;
  /** Columns the condition fits as well, when nothing in the question or table tells them apart. */
  others: DataColumn[];
}

const CURRENCY = /[£$€¥₹]/;

/** How well a condition's unit fits a column: its values' unit, its header, what it measures. */
function unitFit(condition: NumberCondition, column: DataColumn, words: string[] = []): number {
  const { unit } = condition;
  if (!unit) return 0;
  const dims = dimensionsOf(column);
  if (unit === 'currency')
    return column.unit && CURRENCY.test(column.unit) ? 5 : dims.includes('money') ? 3 : -4;
  if (unit === 'percent') return column.unit === '%' ? 5 : dims.includes('percent') ? 3 : -4;
  const header = wordsOf(column.key).map(stem);
  const word = stem(unit);
  // 'over 90 goals for' on GF: the unit and the words after it, abbreviated in the header.
  const at = words.indexOf(unit.toLowerCase());
  if (header.includes(word) || abbreviationLength(column.key, words, Math.max(0, at)) > 0) return 5;
  const written = columnUnit(column);
  // 'bedrooms' on a column written '2 bd' or headed 'beds': the short form of the question's word.
  const short = written?.toLowerCase();
  if (
    (short && /^\p{L}+$/u.test(short) && abbreviates(short, word)) ||
    header.some((w) => w.length >= 3 && abbreviates(w, word))
  )
    return 4.5;
  const own = unitDef(written);
  const asked = unitDef(unit);
  if (written && (written === unit || stem(written) === word)) return 5;
  if (asked && own && asked.dimension === own.dimension) return 4;
  if (asked && dims.includes(asked.dimension)) return 3;
  if (header.some((w) => (COLUMN_SYNONYMS[w] ?? []).map(stem).includes(word))) return 3;
  // A column written in another unit measures something else.
  return own || (written && !CURRENCY.test(written)) ? -5 : -1;
}

/**
 * Whether the figure splits the column's values: 'over 50' on ages 24–58 does; on salaries of
 * 40,000 and more every record passes, and on ratings of 1–5 none does.
 */
function rangeFit(condition: NumberCondition, column: DataColumn, value: number): number {
  const { min, max } = column;
  if (min === null || min === undefined || max === null || max === undefined) return 0;
  switch (condition.op) {
    case 'gt':
    case 'gte':
      return value >= max ? -3 : value < min ? -1 : 1;
    case 'lt':
    case 'lte':
      return value <= min ? -3 : value > max ? -1 : 1;
    case 'between':
      return (condition.value2 ?? value) < min || value > max ? -3 : 1;
    default:
      return value < min || value > max ? -3 : 1;
  }
}

/**
 * The number column a condition is about, from evidence in the question and the table: its unit
 * ('2 kg' → a column written in kg or headed weight), a rating asked for by number ('rated 5'
 * → the rating column), the column named nearest before it (or right after: '16 GB of memory'),
 * and whether the figure falls within the column's values. Null when the condition has a unit no
 * column measures ('over 300 pages' with no pages): the question cannot be answered here.
 */
export function columnForCondition(
  condition: NumberCondition,
  numeric: DataColumn[],
  named: ColumnMention[],
  tokens: Token[],
): ConditionColumn | null {
  if (numeric.length === 0) return null;
  // 'prep time' is one mention: its 'time' alone does not also name total_time.
  const whole = named.filter(
    (m) =>
      !named.some((o) => o !== m && o.score > m.score && o.first <= m.first && m.last <= o.last),
  );
  const before = whole.filter(
    (m) => m.column.kind === 'number' && (tokens[m.last]?.end ?? 0) <= condition.start,
  );
  const nearBefore = before[before.length - 1]?.column;
  const nearAfter = whole.find(
    (m) => m.column.kind === 'number' && (tokens[m.first]?.start ?? 0) >= condition.end,
  )?.column;
  const following = tokens.filter((t) => t.start >= condition.start).map((t) => t.word);
  if (condition.unit && !following.includes(condition.unit.toLowerCase()))
    following.unshift(condition.unit.toLowerCase());
  // 'sold for under £200' on a hammer price beside an estimate: the amount the records are about.
  const main = condition.unit === 'currency' ? mainMoneyColumn(numeric) : undefined;
  const scored = numeric.map((column) => {
    const value = convert(condition.value, condition.unit, columnUnit(column));
    const unitScore = unitFit(condition, column, following);
    let score = unitScore + rangeFit(condition, column, value);
    if (condition.rating) score += dimensionsOf(column).includes('rating') ? 3 : -2;
    if (column === main) score += 0.5;
    if (column === nearBefore) score += 3;
    else if (column === nearAfter) score += 2.5;
    // Of two times, 'under 30 minutes' means the whole one.
    if (wordsOf(column.key).some((w) => w === 'total' || w === 'overall')) score += 0.25;
    return {
      column,
      value,
      score,
      evidence: unitScore > 0 || column === nearBefore || column === nearAfter,
    };
  });
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best) return null;
  const evidence = scored.some((s) => s.evidence);
  // A unit or a rating no column fits: answering with some other column would be a guess.
  if (
    (condition.unit || condition.rating) &&
    !best.evidence &&
    !(condition.rating && best.score > 0)
  )
    return null;
  if (!evidence && best.score < 0) return null;
  // '5G' read as 5 g, on weights of 0.1–2.5 kg: no figure of this table, so no condition.
  if (condition.bare && rangeFit(condition, best.column, best.value) < 0) return null;
  const choice: ConditionColumn = {
    column: best.column,
    value: best.value,
    others: evidence
      ? []
      : scored
          .slice(1)
          .filter((s) => s.score >= best.score - 0.5)
          .map((s) => s.column),
  };
  if (condition.value2 !== undefined)
    choice.value2 = convert(condition.value2, condition.unit, columnUnit(best.column));
  return choice;
}
