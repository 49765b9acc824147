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
};

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
