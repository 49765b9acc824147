import type { RecordValue, ValueKind } from '@gleaner/shared';
import {
  conceptOf,
  fieldIsList,
  fieldKind,
  nameSimilarity,
  nameTokens,
} from '../vocabulary/field-words.js';
import type { ColumnInfo } from '../types.js';
import { regexEscape } from '../text/values.js';
import { asksForIdentifier, codeIn, namesIdentifier } from '../analysis/identifiers.js';
import { bylineShare, withoutTimeAfter } from './bylines.js';
import { streetAddressShare } from '../text/street-addresses.js';
import { namesFormerPrice } from '../vocabulary/former-price.js';
import { countsNamedBy } from './unit-named-counts.js';

/** Column shapes that answer a field by their look alone ("£12.50" is a price). */
const SHAPE_FOR: Record<string, string> = {
  price: 'price',
  rating: 'rating',
  date: 'date',
  availability: 'availability',
  image: 'image',
  url: 'url',
  email: 'email',
  phone: 'phone',
};

/** How well a value of one kind can answer a field wanting another ("85 comments" is a number). */
const KIND_FIT: Partial<Record<ValueKind, Partial<Record<ValueKind, number>>>> = {
  text: { url: 0.5, image: 0.4 },
  number: { text: 0.8, price: 0.9, rating: 0.9, url: 0.3, image: 0.3, date: 0.5 },
  price: { text: 0.8, number: 0.9, url: 0.3, image: 0.3, date: 0.4, rating: 0.5 },
  rating: { text: 0.8, number: 0.9, url: 0.3, price: 0.5 },
  date: { text: 0.8, number: 0.5, url: 0.3, image: 0.3 },
  duration: { text: 0.8, number: 0.9, url: 0.3, image: 0.3 },
  url: { text: 0.4, image: 0.5 },
  image: { url: 0.5, text: 0.3 },
};

export function kindFit(wanted: ValueKind, found: ValueKind): number {
  return wanted === found ? 1 : (KIND_FIT[wanted]?.[found] ?? 0.7);
}

/** Words that say "how many" rather than what is counted. */
const COUNTING = new Set(['number', 'num', 'count', 'total', 'how', 'many']);

/**
 * The column's values name the field themselves: "85 comments", "Sales end: Jun 10", "Seats 2-5".
 * Share of the samples that hold every word of the field.
 */
function mentioned(requested: string, column: ColumnInfo): number {
  const tokens = nameTokens(requested);
  const wanted = tokens.filter((token) => !COUNTING.has(token));
  if (wanted.length === 0 || column.samples.length === 0 || column.spec.kind === 'url') return 0;
  // "Number of models in production" against "8 in production": a count may leave out what it
  // counts and keep what qualifies it.
  const qualifier = tokens.length > wanted.length && wanted.length >= 2 ? wanted.slice(1) : null;
  // A count is found by its unit word in full, with its number (countedColumn reads "1 Bath").
  const shortened = fieldKind(requested) === 'text';
  const hits = column.samples.filter((sample) => {
    if (sample.length > 200) return false;
    const words = new Set(nameTokens(sample));
    if (wanted.every((token) => words.has(token) || (shortened && abbreviated(token, words))))
      return true;
    return qualifier !== null && /\d/.test(sample) && qualifier.every((token) => words.has(token));
  }).length;
  return hits / column.samples.length;
}

/** "Incl." for "included", "Desc" for "description": a word cut short, four letters at least. */
function abbreviated(token: string, words: Set<string>): boolean {
  for (const word of words)
    if (
      word.length >= 4 &&
      word.length < token.length &&
      /^[a-z]+$/.test(word) &&
      token.startsWith(word)
    )
      return true;
  return false;
}

/** One word of letters, digits and the marks handles use, a letter first: "tux1991", "pixel_4u". */
const HANDLE = /^\p{L}[\p{L}\d_.-]{1,29}$/u;

/** Values that cannot be what the field is: a name with digits in it, a count without any. */
function plausible(requested: string, column: ColumnInfo): number {
  const concept = conceptOf(requested)?.name;
  const kind = fieldKind(requested);
  // "by Helen Marsh · 3 days ago": the time after a byline is no digit in the name.
  const samples = column.samples
    .slice(0, 5)
    .map((sample) => (concept === 'author' ? withoutTimeAfter(sample) : sample));
  if (samples.length === 0) return 1;
  const share = (test: (sample: string) => boolean) => samples.filter(test).length / samples.length;
  // A user's handle ("mike1985", "rider_2002") is a name with digits, under a column whose own
  // name says it holds authors ("username", "author").
  const handles = concept === 'author' && conceptOf(column.name)?.name === 'author';
  if (concept === 'author' || concept === 'company')
    return (
      0.5 +
      0.5 *
        share(
          (sample) =>
            (!/\d/.test(sample) && sample.split(/\s+/).length <= 8) ||
            (handles && HANDLE.test(sample)),
        )
    );
  // An e-mail or phone column holds addresses and numbers, not the "E-Mail" label beside them.
  if (concept === 'email') return 0.2 + 0.8 * share((sample) => /\S@\S/.test(sample));
  if (concept === 'phone')
    return 0.2 + 0.8 * share((sample) => (sample.match(/\d/g)?.length ?? 0) >= 6);
  // Headed by the very word asked and holding words only ("Position": "Senior Lecturer"): the
  // page says what the word means here, a role rather than a place in a ranking.
  if (kind === 'number' && column.name === requested && wordsOnly(column.samples)) return 1;
  if (kind === 'number' || kind === 'price' || kind === 'rating' || kind === 'date')
    return column.spec.attribute === 'class'
      ? 1
      : 0.4 + 0.6 * share((sample) => /[\d★⭐]/.test(sample));
  return 1;
}

/** Values that are words, not one figure among them ("Senior Lecturer", "Head of People"). */
export function wordsOnly(samples: readonly string[]): boolean {
  return (
    samples.length > 0 && samples.every((sample) => /\p{L}/u.test(sample) && !/\d/.test(sample))
  );
}

/** A selector reading text struck out (`s.price`, `del span`), not text that merely avoids it. */
const STRUCK_SELECTOR = /(?:^|[\s>])(?:s|del|strike)(?=[.\s>[]|$)/;

function readsStruck(column: ColumnInfo): boolean {
  return STRUCK_SELECTOR.test(column.spec.selector.replace(/:not\([^)]*\)/g, ''));
}

/** A field asking the price is answered by the price asked now, unless it asks the former one. */
function priceTense(requested: string, column: ColumnInfo): number {
  if (conceptOf(requested)?.name !== 'price') return 1;
  const asked = nameTokens(requested);
  const words = [column.name, ...column.aliases].flatMap(nameTokens);
  const former = namesFormerPrice(words);
  if (!namesFormerPrice(asked)) return former ? 0.7 : 1;
  // The old price asked for: struck out on the page says so best, a "was" class next.
  if (readsStruck(column)) return 1;
  return former ? 0.8 : 0.7;
}

/** How well a column answers a requested field, 0..1. */
export function matchScore(requested: string, column: ColumnInfo): number {
  const byName = nameScore(requested, column);
  const byValue = mentioned(requested, column) >= 0.6 ? 0.75 : 0;
  return (
    Math.max(byName, byValue) *
    kindFit(fieldKind(requested), column.spec.kind) *
    plausible(requested, column) *
    priceTense(requested, column)
  );
}

function nameScore(requested: string, column: ColumnInfo): number {
  if (column.name === requested) return 1;
  let score = nameSimilarity(requested, column.name);
  for (const alias of column.aliases)
    score = Math.max(score, 0.9 * nameSimilarity(requested, alias));
  const concept = conceptOf(requested);
  if (concept?.name === 'title' && column.isTitle) score = Math.max(score, 0.8);
  // "link" and "url" mean the record's own page first; "review link" the link named for reviews.
  if (concept?.name === 'url' && column.isDetailLink) score = Math.max(score, 0.95);
  if (concept?.name === 'url' && column.spec.kind === 'url' && qualifiedBy(requested, column))
    score = Math.max(score, 0.98);
  // "Original price" and a price struck out on the page, or classed so: the old price.
  if (
    column.spec.kind === 'price' &&
    (concept?.name === 'list_price' ||
      (concept?.name === 'price' && namesFormerPrice(nameTokens(requested))))
  ) {
    if (readsStruck(column)) score = Math.max(score, 1);
    else if (namesFormerPrice([column.name, ...column.aliases].flatMap(nameTokens)))
      score = Math.max(score, 0.8);
  }
  // "by Frank Herbert" on every record: the author, by the value's shape.
  if (
    concept?.name === 'author' &&
    column.spec.kind === 'text' &&
    bylineShare(column.samples) >= 0.6
  )
    score = Math.max(score, 0.75);
  // "score" over "5.1k", "1.8k", "412": a tally of votes, not a rating, whatever its word.
  if (
    (concept?.name === 'points' || concept?.name === 'votes') &&
    conceptOf(column.name)?.name === 'rating' &&
    tallies(column.samples)
  )
    score = Math.max(score, 0.75);
  // "installs" over "1M+ downloads", "stars" over "★ 1.2k": a count under another of its names.
  if (column.spec.kind === 'text' && countsNamedBy(requested, column.samples))
    score = Math.max(score, 0.75);
  // "12 River Street, Leeds LS1 4AB" under a card's name: the address, by the line's shape.
  // The title stays the record's name even where the name is an address.
  if (
    (concept?.name === 'address' || concept?.name === 'street') &&
    column.spec.kind === 'text' &&
    !column.spec.multiple &&
    !column.isTitle &&
    streetAddressShare(column.samples) >= 0.6
  )
    score = Math.max(score, 0.75);
  const shape = concept ? SHAPE_FOR[concept.name] : undefined;
  if (shape && (column.shape === shape || column.spec.kind === shape)) score = Math.max(score, 0.7);
  // "SKU" asked, "Part # 44-100" shown: an identifier by another name, when its values are codes.
  if (
    asksForIdentifier(requested) &&
    column.spec.kind === 'text' &&
    [column.name, ...column.aliases].some(namesIdentifier) &&
    column.samples.length > 0 &&
    column.samples.every((sample) => codeIn(sample) !== null)
  )
    score = Math.max(score, 0.7);
  return score;
}

/** A count shortened or written whole ("5.1k", "412"). */
const TALLY = /^\d[\d,.]*\s*[kKmM]?$/;

/** Counts past any rating scale: some beyond 10, or shortened with k / M. */
function tallies(samples: readonly string[]): boolean {
  return (
    samples.length > 0 &&
    samples.every((sample) => TALLY.test(sample.trim())) &&
    samples.some(
      (sample) => /[kKmM]$/.test(sample.trim()) || parseFloat(sample.replace(/,/g, '')) > 10,
    )
  );
}

const LINK_WORDS = new Set(['url', 'link', 'href', 'address', 'page']);

/** "review_link" and a link column named or leading to "reviews": the qualifier words agree. */
function qualifiedBy(requested: string, column: ColumnInfo): boolean {
  const qualifier = nameTokens(requested).filter((token) => !LINK_WORDS.has(token));
  if (qualifier.length === 0) return false;
  const names = new Set([column.name, ...column.aliases].flatMap(nameTokens));
  return qualifier.every((token) => names.has(token));
}

export interface FieldMatch {
  requested: string;
  column: ColumnInfo;
  score: number;
}

/** How well a column answers a field, weighed by how many records have it. */
export function columnScore(field: string, column: ColumnInfo): number {
  let score = matchScore(field, column);
  // Multi-valued link columns rarely answer a single field ("url" is the record's own link).
  if (column.spec.multiple && column.spec.kind === 'url') score *= 0.6;
  // "category path" wants every step, "category" one: a list answers a list first.
  if (column.spec.kind === 'text' && fieldIsList(field) !== Boolean(column.spec.multiple))
    score *= 0.9;
  return score * (0.8 + 0.2 * column.coverage);
}

/** Assigns each requested field its best column, each column used once, best pairs first. */
export function matchFields(
  requested: string[],
  columns: ColumnInfo[],
  threshold = 0.5,
): { matches: FieldMatch[]; missing: string[] } {
  const pairs: FieldMatch[] = [];
  for (const field of requested) {
    for (const column of columns) {
      const score = columnScore(field, column);
      if (score >= threshold) pairs.push({ requested: field, column, score });
    }
  }
  pairs.sort((a, b) => b.score - a.score);
  const usedFields = new Set<string>();
  const usedColumns = new Set<ColumnInfo>();
  const matches: FieldMatch[] = [];
  for (const pair of pairs) {
    if (usedFields.has(pair.requested) || usedColumns.has(pair.column)) continue;
    usedFields.add(pair.requested);
    usedColumns.add(pair.column);
    matches.push(pair);
  }
  matches.sort((a, b) => requested.indexOf(a.requested) - requested.indexOf(b.requested));
  return { matches, missing: requested.filter((field) => !usedFields.has(field)) };
}

/** A word matched in any letter case without regex flags (plans carry a bare pattern). */
function anyCase(word: string): string {
  return [...word]
    .map((char) => (/[a-z]/i.test(char) ? `[${char.toUpperCase()}${char.toLowerCase()}]` : char))
    .join('');
}

/**
 * A count the page writes with its unit ("2 Beds", "3 baths") inside a text column, often one
 * item of a facts list ("Terraced House · 2 Beds · 1 Bath"): the column, or the whole list it is
 * an item of, read with a pattern that takes the number before the field's unit word. `probe`
 * reads a spec on the page's first records, so only a reading that finds numbers is offered.
 */
export function countedColumn(
  field: string,
  columns: ColumnInfo[],
  probe: (spec: ColumnInfo['spec']) => RecordValue[],
): ColumnInfo | null {
  if (fieldKind(field) !== 'number') return null;
  const concept = conceptOf(field);
  const units = [
    ...new Set(
      [field, ...(concept?.words ?? [])]
        .filter((word) => /^[a-z]{3,15}$/.test(word))
        .map((word) => word.replace(/s$/, '')),
    ),
  ].slice(0, 4);
  // Abbreviations as written ("1,850 sqft"), matched in either case, symbols as they are.
  const written = (concept?.units ?? []).map((unit) => anyCase(regexEscape(unit)));
  if (units.length === 0 && written.length === 0) return null;
  // "1.2k points": the scale letter stays with the figure (see COUNT_PATTERN).
  const pattern = `(\\d+(?:[.,]\\d+)*(?:[kKMB]\\b)?)\\s*(?:${[...units.map(anyCase), ...written].join('|')})`;
  const tried = new Set<string>();
  for (const column of columns) {
    if (column.spec.kind !== 'text' || column.spec.attribute) continue;
    // An item of a list is read with its list: the unit may sit in any of the items.
    const list = column.spec.selector.replace(/\s*>?\s*li(?::nth-of-type\(\d+\))?$/, '');
    for (const selector of new Set([list, column.spec.selector])) {
      if (!selector || tried.has(selector)) continue;
      tried.add(selector);
      const { multiple: _list, ...rest } = column.spec;
      const spec = { ...rest, name: field, selector, kind: 'number' as const, pattern };
      const values = probe(spec);
      const found = values.filter((value) => typeof value === 'number').length;
      if (values.length > 0 && found * 2 >= values.length)
        return { ...column, name: field, spec, coverage: found / values.length };
    }
  }
  return null;
}
