/** Words of a question or a column name, lower-cased, split on anything not a letter or digit. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A crude singular: enough to match 'prices' to 'price' and 'categories' to 'category'. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * A word spelt the American way, so British and American spellings of it are one: 'licence' and
 * 'license', 'colour' and 'color', 'centre' and 'center', 'catalogue' and 'catalog', 'organise'
 * and 'organize'. Short words are left as they are ('four' is not 'for', 'acre' stays).
 */
export function spelling(word: string): string {
  if (word.length < 6) return word;
  return word
    .replace(/([^aeiou])re$/, '$1er')
    .replace(/nce$/, 'nse')
    .replace(/our$/, 'or')
    .replace(/ogue$/, 'og')
    .replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1');
}

const MONEY_RECEIVED = [
  'raise',
  'raises',
  'raised',
  'raising',
  'pledge',
  'pledges',
  'pledged',
  'collect',
  'collects',
  'collected',
  'donate',
  'donated',
  'donation',
  'donations',
  'takings',
];
/**
 * Verbs of money received: what a group 'raised' is all its records' money added up (its
 * 'highest donations' stay a mean, as any column named by its noun).
 */
export const MONEY_RECEIVED_VERBS = new Set(
  MONEY_RECEIVED.filter((w) => !/^(donations?|takings|pledges)$/.test(w)),
);

/**
 * Other words people use for a column, keyed by a word of the column's name. Only words that
 * name the column itself: 'by' for author is handled by value matching, not here.
 */
export const COLUMN_SYNONYMS: Record<string, string[]> = {
  price: [
    'cost',
    'costs',
    'priced',
    'expensive',
    'cheap',
    'cheaper',
    'cheapest',
    'pricier',
    'pricey',
    'amount',
  ],
  rating: ['rated', 'stars', 'star', 'score', 'scores', 'rate'],
  score: ['rated', 'rating', 'ratings', 'points'],
  author: ['writer', 'written', 'wrote', 'authors', 'by'],
  title: ['name', 'called', 'titled'],
  name: ['title', 'called', 'named'],
  category: ['genre', 'kind', 'section', 'categories'],
  genre: ['category', 'kind'],
  date: ['when', 'day', 'published', 'posted'],
  published: ['date', 'publication'],
  country: ['nation', 'countries', 'nations'],
  tag: ['tagged', 'topic', 'topics', 'keyword', 'keywords', 'label'],
  company: ['employer', 'firm', 'companies', 'organisation', 'organization'],
  location: ['city', 'place', 'where', 'located'],
  city: ['location', 'town', 'place'],
  salary: ['pay', 'paying', 'pays', 'wage', 'wages', 'paid', 'compensation', 'earn', 'earns'],
  stock: ['availability', 'available', 'inventory'],
  availability: ['stock', 'available', 'availabile'],
  quantity: ['qty', 'amount', 'units'],
  population: ['people', 'inhabitants', 'populous'],
  // 'matches with more than 10,000 fans', 'the biggest crowd'.
  attendance: ['crowd', 'crowds', 'fans', 'spectators', 'audience', 'attendances', 'gate'],
  year: ['years', 'when'],
  text: ['quote', 'quotes', 'content', 'says', 'said'],
  indicator: ['measure', 'metric', 'indicators'],
  measure: ['indicator', 'metric'],
  review: ['reviews', 'comment', 'comments'],
  views: ['view', 'popular', 'popularity'],
  votes: ['vote', 'upvotes', 'points'],
  url: ['link', 'address', 'website'],
  depart: ['leave', 'leaves', 'leaving', 'departure', 'departing'],
  departure: ['leave', 'leaves', 'leaving', 'depart', 'departs', 'departing'],
  arrive: ['arrival', 'arriving', 'arrives'],
  arrival: ['arrive', 'arrives', 'arriving'],
  ram: ['memory'],
  memory: ['ram'],
  ...moneyReceived(),
};

/**
 * A money column of what came in ('pledged', 'raised', 'donations', 'takings'): named by any verb
 * or noun of money received, so 'how much have they raised' on 'pledged' beside a 'goal' is the
 * money pledged, never the goal (a money column named by no such word).
 */

function moneyReceived(): Record<string, string[]> {
  // Keyed by a header word as written and as its singular ('donations', 'donation').
  const headers = ['pledged', 'pledge', 'raised', 'collected', 'donated', 'donation', 'taking'];
  headers.push(...headers.map((h) => `${h}s`));
  return Object.fromEntries(headers.map((h) => [h, MONEY_RECEIVED.filter((w) => w !== h)]));
}

/** Words that say which way a number column is read: 'cheapest' is the lowest price. */
export const DIRECTION_WORDS: Record<string, 'asc' | 'desc'> = {
  cheapest: 'asc',
  cheaper: 'asc',
  cheap: 'asc',
  lowest: 'asc',
  least: 'asc',
  smallest: 'asc',
  fewest: 'asc',
  worst: 'asc',
  bottom: 'asc',
  minimum: 'asc',
  min: 'asc',
  shortest: 'asc',
  oldest: 'asc',
  earliest: 'asc',
  rarest: 'asc',
  commonest: 'desc',
  expensive: 'desc',
  priciest: 'desc',
  highest: 'desc',
  most: 'desc',
  largest: 'desc',
  biggest: 'desc',
  best: 'desc',
  top: 'desc',
  maximum: 'desc',
  max: 'desc',
  greatest: 'desc',
  longest: 'desc',
  newest: 'desc',
  latest: 'desc',
  recent: 'desc',
  popular: 'desc',
  populous: 'desc',
};

/** Words that never name a column or a value on their own. */
export const STOP_WORDS = new Set(
  (
    'a an the of in on at to for from with and or is are was were be been what which who whom whose ' +
    'how many much me show list give tell find get all any each every per that this these those ' +
    'there do does did have has had it its their them they i you we my our your please can could ' +
    'would should will than then as by over under above below between more less most least not no ' +
    'only just about records record items item rows row entries entry data'
  ).split(' '),
);

/** Words too common to be what a short header abbreviates ('W' is not 'which'). */
const NOT_ABBREVIATED =
  /^(with|which|what|when|where|were|will|would|does|done|have|this|that|there|their|these|those|than|then|from|most|more|many|much|show|list|give|tell|find|each|every|only|just|about|over|under|less|least|who|why|how|was|are|the|and|for|has|had|did|get|per|all|any|its|top|new|old|one|two|six|ten)$/;

/**
 * A short header written as an abbreviation ('W', 'GD', 'Pts', 'Qty') of the question's words
 * at `at`: how many words it covers, or 0. One capital letter is the first letter of one word
 * ('W' wins, 'L' losses); two or more capitals are the initials of as many words in a row ('GD'
 * goal difference, 'GA' goals against); a capital and small letters ('Pts', 'Yds') are letters
 * of one word in order, starting with its first. Only headers written so: 'age' is a word.
 */
export function abbreviationLength(key: string, words: string[], at: number): number {
  if (!/^[A-Z][A-Za-z]{0,3}$/.test(key)) return 0;
  const word = words[at] ?? '';
  if (word.length < 3 || STOP_WORDS.has(word) || NOT_ABBREVIATED.test(word)) return 0;
  const lower = key.toLowerCase();
  if (key.length === 1) return word.startsWith(lower) ? 1 : 0;
  if (/^[A-Z]+$/.test(key)) {
    const run = words.slice(at, at + key.length);
    // 'goals for', 'goals against' — never a small word that is no part of a name ('goals did').
    const joins = (w: string, i: number) =>
      i === 0 || !STOP_WORDS.has(w) || /^(for|against|per|of|on|in|at|by)$/.test(w);
    return run.length === key.length &&
      run.every((w, i) => w.startsWith(lower[i] ?? '') && joins(w, i))
      ? key.length
      : 0;
  }
  return abbreviates(lower, word) ? 1 : 0;
}

/**
 * A short unit or header word written for a longer one: its letters in order, from the same
 * first letter ('bd' bedroom, 'ba' bathrooms, 'pts' points), or the whole of its start when
 * three letters or more ('bed' bedroom, 'bath' bathrooms).
 */
export function abbreviates(short: string, word: string): boolean {
  if (short.length < 2 || word.length <= short.length || short[0] !== word[0]) return false;
  if (short.length >= 3 && word.startsWith(short)) return true;
  if (short.length > 4 || !/^\p{L}+$/u.test(short)) return false;
  let found = 1;
  for (const letter of word.slice(1)) if (letter === short[found]) found += 1;
  return found >= short.length;
}

const SCORED = /^(score|scores|scored|scoring)$/;
const CONCEDED = /^(concede|concedes|conceded|conceding|allowed|against)$/;

/**
 * A pair of short headers for what a side made and what it let in ('GF' / 'GA', 'PF' / 'PA': goals
 * or points for and against) named by a noun and a verb apart: 'goals … score' is GF, 'conceded
 * the most goals' GA. True for the noun ('goals', its first letter the header's) and for the verb,
 * when the question holds both.
 */
export function namesSide(key: string, words: string[], at: number): boolean {
  if (!/^[A-Z][FA]$/.test(key)) return false;
  const initial = key[0]!.toLowerCase();
  const verb = key[1] === 'F' ? SCORED : CONCEDED;
  const noun = (w: string) => w.length >= 4 && w.startsWith(initial) && w.endsWith('s');
  const word = words[at] ?? '';
  if (noun(word)) return words.some((w) => verb.test(w));
  return verb.test(word) && word !== 'against' && words.some(noun);
}
