/**
 * A site often names itself as the author of everything it publishes ("Cookies & Cups" on every
 * recipe), while the page's byline names the person who wrote it. An author that is the site's
 * own name (its og:site_name, its application name, the name in its address) is the publisher:
 * such a candidate counts for less, so a person named on the page answers "author" first.
 */
import type { ParsedPage } from '@gleaner/scraper';
import type { RecordValue } from '@gleaner/shared';
import type { FieldCandidate } from '../types.js';

/** How much an author reading that gives the site's own name still counts. */
const SITE_AS_AUTHOR = 0.7;

/** Letters and digits only, "&" read as "and", a leading "the" left out. */
function folded(text: string): string {
  return text
    .toLowerCase()
    .replace(/&(?:amp;)?/g, ' and ')
    .replace(/^\s*the\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The names the site goes by, folded. */
export function siteNames(page: ParsedPage): Set<string> {
  const names = new Set<string>();
  for (const selector of ['meta[property="og:site_name"]', 'meta[name="application-name"]']) {
    const content = page.$(selector).attr('content');
    if (content) names.add(folded(content));
  }
  try {
    // "www.cookiesandcups.com" → "cookiesandcups": the label before the public suffix.
    const labels = new URL(page.pageUrl).hostname.split('.').filter((label) => label !== 'www');
    const name = labels.length >= 2 ? labels[0] : undefined;
    if (name && name.length >= 4) names.add(folded(name));
  } catch {
    // An address that does not parse names no site.
  }
  names.delete('');
  return names;
}

/** A reading this sure names a person on the page: a rel="author" link, a byline, a label. */
const NAMED_PERSON = 0.75;

/**
 * Author candidates reading the site's own name weigh less, when another sure reading names
 * someone else; with none, the site stays the answer.
 */
export function withoutSiteAuthor(
  candidates: FieldCandidate[],
  names: Set<string>,
  valueOf: (candidate: FieldCandidate) => RecordValue,
): FieldCandidate[] {
  if (names.size === 0) return candidates;
  const isSite = (candidate: FieldCandidate): boolean => {
    if (candidate.spec.kind !== 'text') return false;
    const value = valueOf(candidate);
    return typeof value === 'string' && names.has(folded(value));
  };
  const site = candidates.filter(isSite);
  if (site.length === 0) return candidates;
  const person = candidates.some(
    (candidate) =>
      candidate.score >= NAMED_PERSON &&
      !site.includes(candidate) &&
      typeof valueOf(candidate) === 'string',
  );
  if (!person) return candidates;
  return candidates.map((candidate) =>
    site.includes(candidate)
      ? { ...candidate, score: candidate.score * SITE_AS_AUTHOR }
      : candidate,
  );
}
