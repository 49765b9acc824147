/**
 * How a requested field relates to the names a page uses: spelling and number folded
 * ("neighbourhood" is "neighborhood", "reviews" is "review"), the concept a name belongs to,
 * the kind of value it wants, and a similarity between two names.
 */
import type { ValueKind } from '@gleaner/shared';
import { FIELD_CONCEPTS } from './field-concepts.js';
import type { FieldConcept } from './field-concepts.js';
import { OTHER_LANGUAGE_WORDS } from './other-languages.js';
import { abbreviates, writtenWords } from './abbreviations.js';

/** British and variant spellings, folded to one. */
const SPELLINGS: Record<string, string> = {
  neighbourhood: 'neighborhood',
  colour: 'color',
  organisation: 'organization',
  catalogue: 'catalog',
  centre: 'center',
  licence: 'license',
  programme: 'program',
  favourite: 'favorite',
  mail: 'email',
  // Class names cut short: "job-loc", "card__addr".
  loc: 'location',
  addr: 'address',
};

/** Words that join a name rather than carry it. */
const JOINERS = new Set([
  'of',
  'the',
  'a',
  'an',
  'and',
  'in',
  'on',
  'per',
  'its',
  'their',
  'for',
  'to',
  'it',
  'is',
  'are',
  'be',
]);

/** "categories" → "category", "addresses" → "address", "reviews" → "review"; short words stay. */
export function singular(word: string): string {
  if (word.length <= 3 || /(?:ss|us|is|ics)$/.test(word)) return word;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:sses|shes|ches|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** A word's stem for comparing: "included" and "includes", "rated" and "rating" meet. */
function stem(word: string): string {
  const one = singular(word);
  if (one.length <= 4 || /\d/.test(one)) return one;
  return one.replace(/(?:ing|ed)$/, '').replace(/e$/, '');
}

/** A field name as tokens compared: lower case, "e_mail" as "email", spellings folded, stemmed. */
export function nameTokens(name: string): string[] {
  return (
    name
      .toLowerCase()
      // "Größe", "Disponibilité": letters with marks fold to the plain letters slugs are made of.
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss')
      .replace(/\be[_\s-]?mail/g, 'email')
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map((token) => stem(SPELLINGS[token] ?? token))
      .filter((token) => !JOINERS.has(token))
  );
}

function key(name: string): string {
  return nameTokens(name).join('_');
}

const BY_WORD = new Map<string, FieldConcept>();
for (const concept of FIELD_CONCEPTS)
  for (const word of [concept.name, ...concept.words]) {
    const folded = key(word);
    if (folded && !BY_WORD.has(folded)) BY_WORD.set(folded, concept);
  }
// Other languages after English, so a word both languages use keeps its English meaning.
for (const concept of FIELD_CONCEPTS)
  for (const word of OTHER_LANGUAGE_WORDS[concept.name] ?? []) {
    const folded = key(word);
    if (folded && !BY_WORD.has(folded)) BY_WORD.set(folded, concept);
  }

/** "number_of_comments", "comment_count", "how_many_answers": a count of the rest of the words. */
const COUNT_WORDS = new Set([
  'number',
  'num',
  'count',
  'total',
  'how',
  'many',
  'qty',
  'quantity',
  'no',
]);

function countedRest(tokens: string[]): string[] | null {
  if (tokens.length < 2 || !tokens.some((token) => COUNT_WORDS.has(token))) return null;
  const rest = tokens.filter((token) => !COUNT_WORDS.has(token));
  return rest.length > 0 && rest.length < tokens.length ? rest : null;
}

/** The concept a name belongs to: the whole name, a count of something, else its head word. */
export function conceptOf(name: string): FieldConcept | null {
  const tokens = nameTokens(name);
  if (tokens.length === 0) return null;
  const whole = BY_WORD.get(tokens.join('_'));
  if (whole) return whole;
  const counted = countedRest(tokens);
  if (counted) {
    const concept = BY_WORD.get(counted.join('_'));
    if (concept && concept.kind === 'number') return concept;
    return null;
  }
  // The head noun is usually last ("reviewer_location", "star_rating"), else first ("amount_offered").
  const last = BY_WORD.get(tokens[tokens.length - 1] ?? '');
  if (last) return last;
  return tokens.length > 1 ? (BY_WORD.get(tokens[0] ?? '') ?? null) : null;
}

/** The canonical name of a field: its concept's name, else the name itself. */
export function canonicalField(name: string): string {
  return conceptOf(name)?.name ?? name;
}

/** The kind of value a requested field wants. */
export function fieldKind(name: string): ValueKind {
  const tokens = nameTokens(name);
  const whole = BY_WORD.get(tokens.join('_'));
  if (whole) return whole.kind;
  if (countedRest(tokens)) return 'number';
  return conceptOf(name)?.kind ?? 'text';
}

/** Whether a requested field is a list of values ("ingredients", "tags", "genres"). */
export function fieldIsList(name: string): boolean {
  const concept = conceptOf(name);
  if (concept?.multiple) return true;
  // "genres" and "categories" are lists; "genre" and "category" are one value.
  const raw = name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const head = raw[raw.length - 1] ?? '';
  // "category path", "breadcrumb trail": every step of the way, not the last one.
  if (concept?.name === 'category' && /^(?:path|trail|hierarchy|tree)$/.test(head)) return true;
  // "images", "photos": every picture of the item, not its first.
  return (concept?.name === 'category' || concept?.name === 'image') && singular(head) !== head;
}

/** Words naming what others wrote about an item: its reviews, comments, answers. */
const RESPONSE_TOKENS = new Set([
  'review',
  'reviews',
  'reviewer',
  'comment',
  'comments',
  'reply',
  'replies',
  'testimonial',
  'answer',
  'question',
]);

/** Fields a reply has of its own: a review's author or date is not the item's. */
const OWN_WORDS = new Set(['author', 'title', 'date', 'description', 'body', 'location']);

/**
 * "Where", "When", "Who": an event's or a listing's rows labelled by the question they answer
 * name no field, yet each answers a family of them; so does a broad word ("Location").
 */
const QUESTIONS = new Map<string, ReadonlySet<string>>(
  (
    [
      ['where', ['location', 'venue', 'address', 'street', 'neighborhood', 'country']],
      ['when', ['date', 'start_date', 'end_date', 'duration']],
      ['who', ['author', 'company', 'brand', 'publisher', 'seller']],
      // A place's broad name: an event's "Location" row is where it is held.
      ['location', ['venue']],
    ] as const
  ).map(([word, concepts]) => [nameTokens(word).join('_'), new Set(concepts)]),
);
const QUESTION_SIMILARITY = 0.8;

/** A candidate name with the words it writes short spelled as the wanted name writes them. */
function spelledOut(candidate: string, wanted: string): string {
  const full = writtenWords(wanted);
  const words = writtenWords(candidate);
  const spelled = words.map(
    (word) => (full.includes(word) ? word : full.find((long) => abbreviates(word, long))) ?? word,
  );
  return spelled.some((word, index) => word !== words[index]) ? spelled.join('_') : candidate;
}

/**
 * How alike two field names are, 0..1: the same words 1; one concept 0.9; one name holding all
 * the other's words 0.8 (or 0.7 the other way); otherwise their shared words.
 */
export function nameSimilarity(wanted: string, candidate: string): number {
  const a = nameTokens(wanted);
  const b = nameTokens(spelledOut(candidate, wanted));
  if (a.length === 0 || b.length === 0) return 0;
  if (a.join('_') === b.join('_')) return 1;
  // "review_author" is whoever wrote a review, not the author asked for: a word naming what
  // others wrote about the item makes it another field, unless the request names such a thing.
  const responding = (tokens: string[]) => tokens.some((token) => RESPONSE_TOKENS.has(token));
  const conceptA = conceptOf(wanted);
  if (responding(b) && !responding(a) && OWN_WORDS.has(conceptA?.name ?? '')) return 0.3;
  if (conceptA && conceptA === conceptOf(candidate)) return 0.9;
  const question = b.length === 1 ? QUESTIONS.get(b[0] ?? '') : undefined;
  if (question && conceptA && question.has(conceptA.name)) return QUESTION_SIMILARITY;
  const inB = a.filter((token) => b.includes(token)).length;
  if (inB === a.length) return 0.8;
  const inA = b.filter((token) => a.includes(token)).length;
  if (inA === b.length) return 0.7;
  const union = new Set([...a, ...b]).size;
  return (0.6 * inB) / union;
}

/** Counts written with a unit ("3 bds", "2 baths", "850 sqft"): the concept the unit counts. */
const BY_UNIT = new Map<string, FieldConcept>();
for (const concept of FIELD_CONCEPTS) {
  if (concept.kind !== 'number') continue;
  for (const unit of concept.units ?? [])
    BY_UNIT.set(unit.toLowerCase().replace(/s$/, ''), concept);
}

/** The number concept a unit word counts ("bds" → bedrooms, "bath" → bathrooms), or null. */
export function conceptOfUnit(unit: string): FieldConcept | null {
  const folded = unit.toLowerCase().replace(/s$/, '');
  if (!folded) return null;
  const byUnit = BY_UNIT.get(folded);
  if (byUnit) return byUnit;
  const byWord = BY_WORD.get(folded) ?? BY_WORD.get(`${folded}s`);
  return byWord?.kind === 'number' ? byWord : null;
}
