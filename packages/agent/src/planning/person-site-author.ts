/**
 * A cook's or a writer's own site is named for them ("Green Minestrone Soup | Ada Lovell" on
 * adalovell.example) and often prints no byline: everything on it is theirs. When the page's
 * title ends in the site's name, and that name is a person's (a known first and last name), the
 * person is the author, as a reader takes it. Any other reading of the author comes first; a site
 * named for a thing ("… | Farm to Jar") names no author.
 */
import type { ParsedPage } from '@gleaner/scraper';
import type { FieldCandidate } from '../types.js';
import { findNames } from '../entities/names.js';

/** Below every other reading of an author: it answers only where the page names nobody. */
const PERSON_SITE_SCORE = 0.55;
/** "Title | Site", "Title – Site", "Title - Site": the last part of a page title. */
const SITE_PART = String.raw`(?:^|\s[|–—-]\s)([^|–—]+?)\s*$`;
/** A person match this sure knows the first and the last name. */
const KNOWN_NAME = 0.9;

function folded(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The address's name for the site: "adalovell" of "www.adalovell.example". */
function hostName(pageUrl: string): string {
  try {
    const labels = new URL(pageUrl).hostname.split('.').filter((label) => label !== 'www');
    return labels.length >= 2 ? folded(labels[0] ?? '') : '';
  } catch {
    return '';
  }
}

export function personSiteAuthorCandidates(page: ParsedPage, field: string): FieldCandidate[] {
  const title = page.$('meta[property="og:title"]').attr('content');
  if (!title) return [];
  const site = new RegExp(SITE_PART, 'u').exec(title)?.[1]?.trim() ?? '';
  if (!site || site === title.trim()) return [];
  const names = [
    hostName(page.pageUrl),
    folded(page.$('meta[property="og:site_name"]').attr('content') ?? ''),
  ].filter(Boolean);
  if (!names.includes(folded(site))) return [];
  const person = findNames(site, true).some(
    (found) => found.type === 'person' && found.value === site && found.confidence >= KNOWN_NAME,
  );
  if (!person) return [];
  return [
    {
      spec: {
        name: field,
        selector: '',
        kind: 'text',
        data: { type: 'OpenGraph', path: 'og:title' },
        pattern: SITE_PART,
      },
      score: PERSON_SITE_SCORE,
      origin: 'structured',
      where: `the site named for its author, “${site}”, at the end of the page's title`,
      samples: [site],
    },
  ];
}
