/**
 * A link whose address files it under the field ("/author/mara-quill", "/brands/lowa"): sites
 * route people, makers and categories by what they are, whatever the link's class.
 */
import type { CheerioAPI } from 'cheerio';
import type { FieldCandidate } from '../types.js';
import { conceptOf } from '../vocabulary/field-words.js';
import { inChrome, inNeighbourBlock, safeSelect, textOf } from './dom.js';
import { uniqueSelector } from './selectors.js';

const LINK_PATH_SCORE = 0.72;

/** Path segments that file a page under a concept, by the concept's name. */
const PATH_WORDS: Record<string, string[]> = {
  author: [
    'author',
    'authors',
    'writer',
    'writers',
    'contributor',
    'contributors',
    'autor',
    'auteur',
  ],
  brand: [
    'brand',
    'brands',
    'manufacturer',
    'manufacturers',
    'marke',
    'marken',
    'marque',
    'marques',
  ],
  publisher: ['publisher', 'publishers', 'verlag', 'editeur'],
  company: ['company', 'companies', 'employer', 'employers', 'organisation', 'organization'],
};

const REL_AUTHOR_SCORE = 0.86;

/** `<a rel="author">`: the page says in its markup who wrote it. */
function relAuthor($: CheerioAPI, field: string): FieldCandidate[] {
  const link = safeSelect($, 'body a[rel~="author"]').find(
    (element) => !inChrome(element) && !inNeighbourBlock(element) && textOf($, element).length > 0,
  );
  if (!link) return [];
  return [
    {
      spec: { name: field, selector: uniqueSelector($, link), kind: 'text' },
      score: REL_AUTHOR_SCORE,
      origin: 'selector',
      where: 'link marked rel="author"',
      samples: [textOf($, link)],
    },
  ];
}

export function linkPathCandidates($: CheerioAPI, field: string): FieldCandidate[] {
  const concept = conceptOf(field)?.name ?? '';
  const words = PATH_WORDS[concept];
  if (!words) return [];
  const marked = concept === 'author' ? relAuthor($, field) : [];
  if (marked.length > 0) return marked;
  for (const link of safeSelect($, 'body a[href]')) {
    const href = link.attribs.href ?? '';
    let segments: string[];
    try {
      segments = new URL(href, 'https://page.invalid/').pathname.toLowerCase().split('/');
    } catch {
      continue;
    }
    // "/author/mara-quill": the word, then the one it names.
    const at = segments.findIndex((segment) => words.includes(segment));
    if (at < 0 || !segments[at + 1]) continue;
    const text = textOf($, link);
    if (!text || text.length > 80 || inChrome(link) || inNeighbourBlock(link)) continue;
    return [
      {
        spec: { name: field, selector: uniqueSelector($, link), kind: 'text' },
        score: LINK_PATH_SCORE,
        origin: 'selector',
        where: `link to /${segments[at] ?? ''}/…`,
        samples: [text],
      },
    ];
  }
  return [];
}
