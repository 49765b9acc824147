import nlp from 'compromise';
import type { Token } from './vocabulary.js';
import { DIRECTION_WORDS, STOP_WORDS } from './words.js';

/**
 * Words a question may hold that ask for nothing about the table: how to compute, how to show,
 * and the small words of English questions. A word outside these, the columns, the values and
 * the conditions read is something the question asks that the reader did not understand.
 */
const QUESTION_WORDS = new Set(
  (
    'average avg mean typical median total sum combined altogether overall count number numbers ' +
    'highest lowest maximum minimum largest smallest biggest greatest most least fewest top bottom ' +
    'share percentage percent proportion fraction ratio compare comparison difference differ ' +
    'versus vs against than list show display give get see find tell sort sorted order ordered ' +
    'rank ranked group grouped distinct unique different across together both first last next ' +
    'there here exist exists please want know like need info information detail details ' +
    'ones results things values value kind kinds type types ascending descending when where who ' +
    'whose why does do did is are was were be been has have had one lot lots more fewer less ' +
    'month months year years week weeks day days night nights hour hours annum monthly yearly ' +
    'weekly daily nightly currently now today overall ever also too ' +
    // Adverbs that say a state holds at the time of asking, as 'currently' does: 'still open'.
    'still already yet ' +
    // Light verbs that only say a counted thing happened: 'trips were made', 'readings taken'.
    'made taken done'
  ).split(' '),
);

const isVocabulary = (word: string) =>
  STOP_WORDS.has(word) || QUESTION_WORDS.has(word) || word in DIRECTION_WORDS || /^\d/.test(word);

/** The words of the question that nothing read: not a column, value, condition or question word. */
export function unexplainedTokens(tokens: Token[], explained: (t: Token) => boolean): Token[] {
  return tokens.filter((t) => !explained(t) && !isVocabulary(t.word));
}

/** What compromise tells of a question's words, lower-case. */
export interface WordTags {
  /** Nouns ('pets', 'colour', 'isbn'), plural or not. */
  nouns: Map<string, { plural: boolean }>;
  /** Superlatives ('spiciest', 'coolest'), and adjectives after 'most' / 'least' ('most beautiful'). */
  superlatives: Set<string>;
  /** Verbs and adjectives but 'to be' ('postponed', 'delayed', 'remote'): what may be said of records. */
  predicates: Set<string>;
}

export function wordTags(text: string): WordTags {
  const nouns = new Map<string, { plural: boolean }>();
  const superlatives = new Set<string>();
  const predicates = new Set<string>();
  const doc = nlp(text) as unknown as {
    json(): { terms: { normal?: string; text: string; tags: string[] }[] }[];
  };
  for (const sentence of doc.json()) {
    let previous = '';
    for (const [at, term] of sentence.terms.entries()) {
      const normal = (term.normal ?? term.text).toLowerCase();
      const words = normal.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      // 'talks about Rust': a question opening on a verb in -s before a preposition has no
      // subject to be its verb; it is the records, plural.
      // 'csv packages': one closing a question with no other verb is the records too.
      const closing =
        at === sentence.terms.length - 1 &&
        at > 0 &&
        sentence.terms.every((other) => other === term || !other.tags.includes('Verb'));
      const opening =
        term.tags.includes('PresentTense') &&
        /s$/.test(normal) &&
        ((at === 0 && (sentence.terms[1]?.tags.includes('Preposition') ?? false)) || closing);
      if (opening) for (const word of words) nouns.set(word, { plural: true });
      else if (term.tags.includes('Noun') && !term.tags.includes('Pronoun'))
        for (const word of words) nouns.set(word, { plural: term.tags.includes('Plural') });
      if (
        term.tags.includes('Superlative') ||
        (term.tags.includes('Adjective') && /^(most|least)$/.test(previous))
      )
        for (const word of words) superlatives.add(word);
      if (
        (term.tags.includes('Verb') || term.tags.includes('Adjective')) &&
        !term.tags.includes('Copula')
      )
        for (const word of words) predicates.add(word);
      previous = normal;
    }
  }
  return { nouns, superlatives, predicates };
}

/**
 * Nouns the reading left unexplained, but for the one that names the records: the first that
 * reads as records do (`recordish`: 'how many flats', 'which hotel', 'the cheapest flat', 'Apple
 * products'). In 'how many flats allow pets' the records are flats and 'pets' is something the
 * table does not hold; in 'what colour is the Civic' no word names records and 'colour' is stray.
 * Answering without such a noun would answer another question.
 */
export function strayNouns(
  text: string,
  nouns: WordTags['nouns'],
  unexplained: Token[],
  recordish: (t: Token, plural: boolean) => boolean,
): { recordNoun: string | null; nouns: string[] } {
  if (unexplained.length === 0) return { recordNoun: null, nouns: [] };
  const candidates = unexplained.filter((t) => nouns.has(t.word));
  const lowerCase = (t: Token) => text.slice(t.start, t.end) === t.word;
  const record =
    candidates.find((t) => lowerCase(t) && recordish(t, nouns.get(t.word)?.plural ?? false)) ??
    null;
  return {
    recordNoun: record?.word ?? null,
    nouns: candidates.filter((t) => t !== record).map((t) => text.slice(t.start, t.end)),
  };
}
