/**
 * The fields a request names, in its own words: "title, price and rating of every book",
 * "every job with its title, company, location and link", "the recipe: title, author, how many
 * it makes and the list of ingredients", "with these columns: country, score, year".
 */
import { slugify } from '../text/values.js';
import { canonicalField, conceptOf } from '../vocabulary/field-words.js';
import { FILLER_WORDS, GENERIC_ITEMS, NAME_REWRITES, entityNoun } from './vocabulary.js';

/** Words after which a field list starts. */
const TRIGGER =
  /\b(?:with(?:\s+(?:their|its|his|her|these|the following))?|including|includes?|incl\.?|fields?|columns?|get(?:ting)?|extract(?:ing)?|scrape|scraping|collect|grab|fetch|pull|capture|want|need|give me|show me|find|and also|also get|also|namely|i\.e\.)\b\s*/g;

/** Words that end a field list. "in" is left out on purpose: "in stock" is a field. */
const STOP =
  /\b(?:from|on|at|across|for (?:each|every|all|the)|of (?:each|every|all)|per|then|and (?:then|follow|go|visit|open|save|export)|follow|every page|all pages|each page|first \d+|first [a-z]+ pages|as (?:a )?(?:csv|json)|in (?:csv|json)|into|to (?:a )?(?:csv|json)|save|export|sorted|ordered)\b|[.;!?\n]|$/;

/** Fields whose value is itself a name: "author name" is the author. */
const NAMED_BY_NAME = new Set(['author', 'company', 'brand', 'venue', 'publisher']);

const KIND_WORDS =
  /^(?:all )?(?:links?|urls?|images?|photos?|pictures?|e-?mails?|emails? addresses|tables?|forms?|text)$/;

/** Words that name a code only with the noun before them: "product code", "item id". */
const IDENTIFIER_WORD = /^(?:code|id|number|no|ref|reference)$/;

/** Longest field name kept; longer items are sentences, not names. */
const MAX_FIELD_WORDS = 7;

/** "(low and high)", "(min and max)": one field asked for as a range of two. */
const RANGE_NOTE =
  /\(\s*(?:low(?:est)?|min(?:imum)?|from)\s*(?:and|&|\/|-|to)\s*(?:high(?:est)?|max(?:imum)?|to)\s*\)/g;

/** Field items split at commas and "and", keeping "a/b" and "(…)" notes whole. */
function splitItems(segment: string): string[] {
  const protectedText = segment
    .replace(RANGE_NOTE, ' __range__ ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b([a-z0-9-]+)\s*\/\s*([a-z0-9-]+)\b/g, '$1__or__$2');
  return protectedText
    .split(/,|&|\band\b|\bplus\b|\bas well as\b|\bor\b/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The field name an item stands for, or null when it names nothing. */
export function fieldName(item: string, entity: string | null, listed = false): string[] {
  let text = ` ${item.replace(/__or__/g, '/')} `;
  for (const [pattern, replacement] of NAME_REWRITES) text = text.replace(pattern, replacement);
  // "the book's title": the owner only says whose field it is.
  text = text.replace(/\b[a-z]+(?:'|’)s\b/g, ' ');
  // "the list of ingredients", "what is included", "when sales end".
  text = text
    .replace(/\b(?:the )?(?:list|set|names?) of (?:the |all )?(?=[a-z])/g, (whole) =>
      /\bnames? of\b/.test(whole) ? whole : ' ',
    )
    .replace(/^\s*(?:what|which|when|where|who)\b(?:\s+(?:is|are|was|were|do|does))?/, ' ');
  const range = text.includes('__range__');
  const words = text
    .replace(/__range__/g, ' ')
    .replace(/[^a-z0-9\s/'-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !FILLER_WORDS.has(word));
  if (words.length === 0 || words.length > MAX_FIELD_WORDS) return [];
  // "product name" → "name": the entity noun only says whose field it is. But "product code",
  // "book id": a bare "code" or "id" says less than the name a person gave it.
  const identifier = words.length === 2 && IDENTIFIER_WORD.test(words[1] ?? '');
  const kept = words.filter(
    (word) => words.length === 1 || entity === null || identifier || entityNoun(word) !== entity,
  );
  // "all products": the record itself, not a column of it. Inside a list of fields ("albums with
  // band, album and genre") it is the record's own name, asked for beside the others.
  if (kept.length === 0) return [];
  if (entity && kept.length === 1 && entityNoun(kept[0] ?? '') === entity && !listed) return [];
  // "author name" → "author": a person's or a company's name is what the word already means.
  if (
    kept.length === 2 &&
    kept[1] === 'name' &&
    entity !== kept[0] &&
    NAMED_BY_NAME.has(canonicalField(kept[0] ?? ''))
  )
    kept.pop();
  const phrase = kept.join(' ');
  // "…, isbn, pages and language": a book's page count among other fields, not the crawl's pages.
  const pageCount =
    listed && phrase === 'pages' && !/\b(?:all|every|each|next|first|last|\d+)\b/.test(item);
  if (
    /^\d+$/.test(phrase) ||
    // "pages 1 to 5", "page 2": which pages to read, not a column.
    /^pages?\b.*\d/.test(phrase) ||
    (!pageCount && /^(?:pages?|csv|json|everything|them|it|this|that)$/.test(phrase))
  )
    return [];
  // "all links", "the images": a kind of item, not a column, when no record was named; but
  // "name, role and email", "name, price and link": one column of several.
  if (!entity && KIND_WORDS.test(phrase) && !(listed && /^(?:e-?mail|link|url)$/.test(phrase)))
    return [];
  const slug = slugify(phrase.replace(/\//g, ' '));
  if (!slug) return [];
  if (range) {
    const base = slug.replace(/_?range$/, '') || slug;
    return [`${base}_min`, `${base}_max`];
  }
  return [slug];
}

/** The part of an item after the last word that opens a list ("all quotes with author" → "author"). */
function afterTrigger(item: string): { text: string; triggered: boolean } {
  let last = -1;
  TRIGGER.lastIndex = 0;
  for (let match = TRIGGER.exec(item); match; match = TRIGGER.exec(item))
    last = match.index + match[0].length;
  return last >= 0 ? { text: item.slice(last), triggered: true } : { text: item, triggered: false };
}

function beforeStop(item: string): string {
  const stop = STOP.exec(item);
  return stop ? item.slice(0, stop.index) : item;
}

/** A state word that counts the noun of the item before it: "… in production and discontinued". */
const STATE_WORD = /^(?:[a-z]{3,}ed|sold|open|active|available|pending|built|made|done)$/;

/**
 * "number of models in production and discontinued": the second item is the same count in
 * another state, "number of models discontinued", not a field called "discontinued".
 */
function distributeCount(previous: string | undefined, item: string): string {
  const counted = /\b(number|count|amount|total) of ([a-z]+)\b/.exec(previous ?? '');
  const word = item.trim();
  if (!counted || !STATE_WORD.test(word)) return item;
  return `${counted[1]} of ${counted[2]} ${word}`;
}

/** Items of one list: the first cut after its opening words, each cut at a closing word. */
function namesOf(items: string[], entity: string | null, generic: boolean): string[] {
  const names: string[] = [];
  items.forEach((raw, index) => {
    const item = index === 0 ? afterTrigger(raw).text : distributeCount(items[index - 1], raw);
    const cut = beforeStop(item);
    // Past a closing word the list is over: "…and tags from https://…, every page".
    const ended = cut.length < item.length;
    for (const name of fieldName(cut, entity, index > 0)) {
      // "data", "details", "site" mean everything when alone, but name a column in a list.
      if (!generic && GENERIC_ITEMS.has(name)) continue;
      if (!names.includes(name)) names.push(name);
    }
    if (ended) items.length = index + 1;
  });
  return names;
}

/** What a request calls the page or thing it is on: "the price of this item". */
const PAGE_NOUN = /^(?:page|item|listing|one|site|post|entry|thing)$/;

/** Nouns of time: "the deal of the day" names no thing the fields belong to. */
const TIME_NOUN = /^(?:day|week|month|time|season|night|moment|year)$/;

/** Words before "of" that are no field: "the list of the …", "some of the …". */
const NOT_A_FIELD =
  /^(?:list|set|names?|number|kind|type|part|rest|most|some|all|one|each|any|none|out)$/;

/**
 * A noun that can only be the thing asked about: "bathrooms of the flat", "the rent of this
 * studio" — no field word, no filler, no time, whatever the vocabulary knows of records.
 */
export function plainThing(noun: string): boolean {
  return (
    /^[a-z]{3,}$/.test(noun) &&
    conceptOf(noun) === null &&
    !FILLER_WORDS.has(noun) &&
    !TIME_NOUN.test(noun) &&
    !PAGE_NOUN.test(noun)
  );
}

/** Words a lone field may be asked with: "what is the lowest price", "the rating". */
const LONE_FIELD_LEAD =
  /^\s*(?:(?:what|which|who|when|where)(?:'s| is| are| was| were)?\s+)?(?:(?:the|its|their|a|an|me|please|show|tell)\s+)*/;

/** Verbs and quantifiers that ask for things, never part of a field's name. */
const ASKING_WORDS =
  /^(?:get|scrape|extract|collect|grab|fetch|pull|find|give|list|all|every|each|any)$/;

/**
 * A request that is only a field's name ("the lowest price", "what is the rating"): that field,
 * when its last word is one the vocabulary knows as a field.
 */
function loneField(text: string, entity: string | null): string[] {
  const phrase = beforeStop(text.replace(LONE_FIELD_LEAD, '')).trim();
  const words = phrase.split(/\s+/).filter(Boolean);
  const last = words.at(-1) ?? '';
  if (words.length === 0 || words.length > 3 || conceptOf(last) === null) return [];
  // "get all links": a kind of thing asked for, read elsewhere.
  if (words.some((word) => ASKING_WORDS.test(word))) return [];
  return fieldName(phrase, entity);
}

/** The named fields of a request, in the order asked, as slugs. */
export function findFields(lower: string, entity: string | null): string[] {
  // "name of each product" → "name"; "title of the book", "description of this page" → the field.
  const text = lower.replace(
    /\b([a-z]+) of (the |each |every |all |their |its |this |that |these |those )?([a-z]+)\b/g,
    (whole, field: string, determiner: string | undefined, noun: string) => {
      const singular = entityNoun(noun) ?? (determiner && PAGE_NOUN.test(noun) ? noun : null);
      if (singular)
        return (determiner || singular === entity) && field !== 'number' ? field : whole;
      const owned = /^(?:the|this|that) $/.test(determiner ?? '') && plainThing(noun);
      return owned && !NOT_A_FIELD.test(field) ? field : whole;
    },
  );
  // "the recipe: title, author, …" and "with these columns: a, b, c": the list follows a colon.
  const colon = /:(?!\/\/)/.exec(text);
  const regions = colon ? [text.slice(colon.index + 1), text] : [text];
  for (const region of regions) {
    for (const clause of region.split(/[.;!?\n]/)) {
      const items = splitItems(clause);
      const listed = items.length >= 2 || /,/.test(clause);
      if (!listed) continue;
      // A list needs an opening word, or to open the clause itself ("title, price and rating of …").
      const names = namesOf(items, entity, true);
      if (names.length > 0) return names;
    }
  }
  // One field after an opening word: "get the UPC", "with its price".
  const names: string[] = [];
  TRIGGER.lastIndex = 0;
  for (let match = TRIGGER.exec(text); match; match = TRIGGER.exec(text)) {
    const rest = beforeStop(text.slice(match.index + match[0].length));
    const next = new RegExp(TRIGGER.source).exec(rest);
    const segment = next && next.index > 0 ? rest.slice(0, next.index) : rest;
    for (const item of splitItems(segment))
      for (const name of fieldName(item, entity))
        if (!GENERIC_ITEMS.has(name) && !names.includes(name)) names.push(name);
  }
  return names.length > 0 ? names : loneField(text, entity);
}
