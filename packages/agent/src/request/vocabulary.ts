/** Words the request parser recognises. Kept apart so the parser reads as rules, not lists. */

/** Record nouns, singular; plurals are derived. */
export const ENTITY_NOUNS = [
  'product',
  'book',
  'quote',
  'article',
  'post',
  'job',
  'listing',
  'review',
  'event',
  'recipe',
  'profile',
  'company',
  'item',
  'story',
  'video',
  'hotel',
  'property',
  'repository',
  'repo',
  'course',
  'comment',
  'headline',
  'record',
  'entry',
  'offer',
  'car',
  'movie',
  'film',
  'song',
  'paper',
  'podcast',
  'restaurant',
  'app',
  'game',
  'vacancy',
  'deal',
  'result',
  'person',
  'member',
  'team',
  'player',
  'country',
  'city',
  'school',
  'package',
  'story',
] as const;

const IRREGULAR_PLURALS: Record<string, string> = {
  people: 'person',
  companies: 'company',
  stories: 'story',
  properties: 'property',
  repositories: 'repository',
  vacancies: 'vacancy',
  entries: 'entry',
  countries: 'country',
  cities: 'city',
};

/** The singular entity noun for a word, or null. */
export function entityNoun(word: string): string | null {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_PLURALS[lower];
  if (irregular) return irregular;
  const nouns: readonly string[] = ENTITY_NOUNS;
  if (nouns.includes(lower)) return lower;
  if (lower.endsWith('s') && nouns.includes(lower.slice(0, -1))) return lower.slice(0, -1);
  return null;
}

/** Words in a field list that name nothing by themselves. */
export const FILLER_WORDS = new Set([
  'the',
  'their',
  'its',
  'his',
  'her',
  'each',
  'every',
  'all',
  'a',
  'an',
  'any',
  'also',
  'only',
  'just',
  'me',
  'them',
  'it',
  'please',
  'both',
  'respective',
  'corresponding',
  'this',
  'that',
  'these',
  'those',
  'some',
]);

/** Items that mean "everything" rather than a field. */
export const GENERIC_ITEMS = new Set([
  'data',
  'info',
  'information',
  'details',
  'detail',
  'everything',
  'stuff',
  'fields',
  'field',
  'columns',
  'content',
  'contents',
  'list',
  'page',
  'pages',
  'site',
  'website',
  'things',
]);

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twenty: 20,
};
