/**
 * Counts meeting nouns: the one way every screen, reply and message says "1 result" and
 * "3 results". English number agreement comes from `Intl.PluralRules`, so 1 takes the singular
 * and 0, 2 and 1.5 the plural.
 */
let rules: Intl.PluralRules | undefined;

/** English plural of a regular noun: page → pages, entry → entries, match → matches. */
export function pluralOf(singular: string): string {
  if (/[^aeiou]y$/i.test(singular)) return `${singular.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(singular)) return `${singular}es`;
  return `${singular}s`;
}

/** The noun in the number a count takes: `nounFor(1, 'page')` is "page", `nounFor(2, 'page')` "pages". */
export function nounFor(count: number, singular: string, plural = pluralOf(singular)): string {
  rules ??= new Intl.PluralRules('en-US');
  return rules.select(count) === 'one' ? singular : plural;
}

/** "1 result", "3 results", "1,200 entries": a count, grouped by thousands, with its noun. */
export function countOf(count: number, singular: string, plural?: string): string {
  return `${count.toLocaleString('en-US')} ${nounFor(count, singular, plural)}`;
}

/**
 * "128,000": digits grouped by thousands with commas, without Intl. Messages built when a module
 * loads use it: the first Intl formatter makes the process read about 6 MiB of locale data.
 */
export function groupedDigits(count: number): string {
  const [whole = '', fraction] = String(count).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
