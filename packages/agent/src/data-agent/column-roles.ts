import type { DataColumn } from '@gleaner/shared';
import { dimensionsOf } from './units.js';
import { stem, wordsOf } from './words.js';

/** Headers that name the record itself rather than a fact about it. */
const NAME_WORDS = new Set(['name', 'title', 'model', 'product', 'headline', 'label', 'item']);
/**
 * Headers of short codes standing for a name ('AAPL', 'Fe', 'LHR'): they name a record only when
 * no column spells the name out.
 */
const CODE_WORDS = /^(code|symbol|ticker|abbr|abbrev|abbreviation|acronym|initials|ref|reference)$/;
/** Headers of addresses and identifiers: unique per record, but no name a person reads. */
const NOT_A_NAME = /^(url|link|href|image|img|src|email|e-mail|id|uuid|sku|isbn|slug|phone)$/i;

/** A header of identifiers or codes ('code', 'sku', 'ref'): its figures label records, never count. */
export const isIdentifierColumn = (column: DataColumn) =>
  wordsOf(column.key)
    .map(stem)
    .some((w) => NOT_A_NAME.test(w) || CODE_WORDS.test(w));

/**
 * The column that names a record: the one a superlative answers with ("the most expensive
 * BMW" is the i4, not "BMW"). A text column whose values are (nearly) all different, preferring
 * a header such as name / title / model, or the word the question calls the records by ("the
 * latest event" → the `event` column); a category shared by many records (a maker, a city) never.
 * A table with no such text is named by a date column of different days, when it has one.
 */
export function nameColumn(columns: DataColumn[], recordNoun?: string): DataColumn | undefined {
  const noun = recordNoun ? stem(recordNoun.toLowerCase()) : null;
  let best: { column: DataColumn; score: number; whole: string } | undefined;
  for (const column of columns) {
    if (column.kind !== 'text' && column.kind !== 'category') continue;
    if (column.filled === 0) continue;
    const words = wordsOf(column.key).map(stem);
    if (words.some((w) => NOT_A_NAME.test(w))) continue;
    const unique = column.distinct / column.filled;
    if (unique < 0.75) continue;
    let score = unique * 2;
    const whole = words.join(' ');
    if (NAME_WORDS.has(whole)) score += 3;
    else if (NAME_WORDS.has(words[words.length - 1] ?? '')) score += 1.5;
    if (noun && whole === noun) score += 3;
    if (words.some((w) => CODE_WORDS.test(w))) score -= 1.5;
    // 'Which lot had the most bids?' on lot ('Lot 4') beside title, fitting as well: a header
    // that says name or title beats one that only repeats the question's noun.
    const tie =
      best && score === best.score && NAME_WORDS.has(whole) && !NAME_WORDS.has(best.whole);
    if (!best || score > best.score || tie) best = { column, score, whole };
  }
  // A weather station's or a diary's days: with no text to name them, each record is its day.
  return (
    best?.column ??
    columns.find((c) => c.kind === 'date' && c.filled > 0 && c.distinct / c.filled >= 0.9)
  );
}

/** Headers of a record's own reference ('reference', 'ref', 'code', 'sku', 'id', 'isbn'). */
const REFERENCE_WORDS = /^(reference|ref|code|sku|id|isbn)$/;

/**
 * The column of references that label each record beside the one that names it ('26/01432/HOU'
 * beside an address, 'AAPL' beside a company): a text column under such a header whose values
 * all differ. A person finds a record by it, so listed records show it next to the name.
 */
export function referenceColumn(
  columns: DataColumn[],
  nameKey: string | undefined,
): DataColumn | undefined {
  return columns.find(
    (c) =>
      c.key !== nameKey &&
      (c.kind === 'text' || c.kind === 'category') &&
      c.filled > 1 &&
      c.distinct === c.filled &&
      wordsOf(c.key).length <= 2 &&
      wordsOf(c.key)
        .map(stem)
        .some((w) => REFERENCE_WORDS.test(w) || CODE_WORDS.test(w)),
  );
}

/** Header words of the money column a record's amount is, before any other beside it. */
const GENERIC_MONEY = new Set(['amount', 'total', 'price', 'cost', 'bill']);

/**
 * The money column a question naming none means ('How much did the lots fetch?', 'lots that
 * sold for under £200' on an auction's hammer price beside its estimate): the only one, else the
 * one of a generic money name. Undefined when no column or several could be it.
 */
export function mainMoneyColumn(columns: DataColumn[]): DataColumn | undefined {
  const money = columns.filter((c) => c.kind === 'number' && dimensionsOf(c).includes('money'));
  if (money.length === 1) return money[0];
  const generic = money.filter((c) =>
    wordsOf(c.key)
      .map(stem)
      .some((w) => GENERIC_MONEY.has(w)),
  );
  return generic.length === 1 ? generic[0] : undefined;
}

/**
 * Header words that name an event, not an amount: a past participle ('discovered', 'climbed'),
 * 'first' / 'since' / 'est', or a noun of a happening. A plural ('deaths', 'births') counts events.
 */
const EVENT_NOUNS =
  /^(first|since|est|ascent|birth|death|debut|premiere|release|launch|opening|founding|foundation|completion|construction|discovery|inception|creation|invention|publication|coronation|accession|independence)$/;
const namesAnEvent = (word: string) =>
  EVENT_NOUNS.test(word) || (word.length > 4 && /[^e]ed$/.test(word));

/** A number column of years ('2019'): what 'newest car' and 'made after 2019' are about. */
export function isYearColumn(column: DataColumn): boolean {
  if (column.kind !== 'number' || column.unit) return false;
  const { min, max } = column;
  if (min === null || min === undefined || max === null || max === undefined) return false;
  const years = min >= 1000 && max <= 2100 && Number.isInteger(min) && Number.isInteger(max);
  if (!years) return false;
  const header = wordsOf(column.key);
  if (
    header.some((w) =>
      /^(year|yr|built|made|released|published|founded|established|opened|launched)$/.test(w),
    )
  )
    return true;
  // A header naming when something happened ('first_ascent', 'discovered', 'debut', 'since'):
  // whole numbers of 1000–2100 under it are the years it happened, however long ago.
  if (dimensionsOf(column).length === 0 && header.some(namesAnEvent)) return true;
  if (min < 1800) return false;
  // Whole numbers of this century or the last under a header that measures nothing ('vintage',
  // 'season', 'class_of'): years, whatever the header calls them.
  return min >= 1900 && max - min <= 150 && dimensionsOf(column).length === 0;
}

/** A column of times of day ('07:45'), held as minutes after midnight. */
export const isClockColumn = (column: DataColumn) =>
  column.kind === 'number' && column.read?.clock === true;

/** Columns that say when: dates, then number columns of years. */
export function timeColumns(columns: DataColumn[]): DataColumn[] {
  return [...columns.filter((c) => c.kind === 'date'), ...columns.filter(isYearColumn)];
}

/** Marks a page writes where something holds: a tick, a cross in a box, a bullet, a yes. */
const TICKS = /^(✓|✔|✔️|☑|☑️|✅|x|•|\*|yes|y)$/i;
const TRUE_WORDS = /^(yes|y|true|1)$/i;
const FALSE_WORDS = /^(no|n|false|0)$/i;

/**
 * A yes/no column ('sold_out': true/false, 'furnished': Yes/No): naming it in a question asks
 * for the records where it holds. Returns the stored values for yes and for no.
 */
export function flagValues(column: DataColumn): { yes: string; no: string } | null {
  if (column.kind === 'boolean') return { yes: 'true', no: 'false' };
  // '✓' where it holds and a blank where not, as a schedule or a feature grid marks it: no is
  // the blank (an empty `no`).
  const [mark] = column.examples ?? [];
  if (column.kind === 'category' && column.distinct === 1 && mark && TICKS.test(mark.trim()))
    return { yes: mark, no: '' };
  if (column.kind !== 'category' || column.distinct !== 2 || !column.examples) return null;
  const yes = column.examples.find((v) => TRUE_WORDS.test(v.trim()));
  const no = column.examples.find((v) => FALSE_WORDS.test(v.trim()));
  return yes && no ? { yes, no } : null;
}
