/**
 * A link whose address files it under the field ("/author/mara-quill", "/brands/lowa"): sites
 * route people, makers and categories by what they are, whatever the link's class.
 */
import type { CheerioAPI } from 'cheerio';
import { isText } from 'domhandler';
import type { FieldCandidate } from '../types.js';
import { conceptOf } from '../vocabulary/field-words.js';
import { ancestors, closestTag, inChrome, inNeighbourBlock, safeSelect, textOf } from './dom.js';
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
  seller: [
    'seller',
    'sellers',
    'vendor',
    'vendors',
    'store',
    'stores',
    'shop',
    'shops',
    'merchant',
  ],
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

const BYLINE_LINK_SCORE = 0.8;
/** Blocks a page writes its byline in, and the reviews whose bylines are not the page's. */
const BYLINE_CLASS = /author|byline|contributor|writer/i;
const RESPONSE_CLASS = /review|comment|repl|answer|testimonial/i;

/**
 * `<span class="author">by <a>Ann Lee</a> (Author)</span>`: the person a byline names is its
 * link; the words around it ("by", "(Author)") are the byline's, not the name's.
 */
function bylineLink($: CheerioAPI, field: string): FieldCandidate[] {
  for (const link of safeSelect($, 'body a[href]')) {
    const text = textOf($, link);
    if (!text || text.length > 60 || !/^\p{Lu}/u.test(text) || /\d/.test(text)) continue;
    if (inChrome(link) || inNeighbourBlock(link)) continue;
    let block = link.parent;
    for (let depth = 0; block && depth < 3; depth += 1, block = block.parent) {
      const className = 'attribs' in block ? (block.attribs.class ?? '') : '';
      if (RESPONSE_CLASS.test(className)) break;
      if (!BYLINE_CLASS.test(className)) continue;
      return [
        {
          spec: { name: field, selector: uniqueSelector($, link), kind: 'text' },
          score: BYLINE_LINK_SCORE,
          origin: 'selector',
          where: 'the link in the byline',
          samples: [text],
        },
      ];
    }
  }
  return [];
}

/** The words a sentence names someone with before a link: "sold by", "published by". */
const NAMED_BY: Record<string, RegExp> = {
  seller: /\b(?:sold|offered|fulfilled|distributed|shipped)\s+by\s*:?\s*$/i,
  publisher: /\bpublished\s+by\s*:?\s*$/i,
  // "Story by <a>Jo Park</a>": a byline's word, not a seller's or a publisher's sentence.
  author: /(?:^|[^\p{L}])(?:by|von|par|door|por)\s*:?\s*$/iu,
};
/** "Sold by", "published by": the "by" of another field. */
const OTHER_BY =
  /\b(?:sold|offered|fulfilled|distributed|shipped|published|powered|hosted|designed)\s+by\s*:?\s*$/i;
const NAMED_BY_SCORE = 0.78;

/** "Ships from and sold by <a>GadgetWorld</a>": the link the sentence names for the field. */
function namedByLink($: CheerioAPI, field: string, concept: string): FieldCandidate[] {
  const words = NAMED_BY[concept];
  if (!words) return [];
  for (const link of safeSelect($, 'body a[href]')) {
    let before = link.prev;
    while (before && isText(before) && !before.data.trim()) before = before.prev;
    const said = before && isText(before) ? before.data : '';
    if (!words.test(said) || (concept === 'author' && OTHER_BY.test(said))) continue;
    const text = textOf($, link);
    if (!text || text.length > 80 || inChrome(link) || inNeighbourBlock(link)) continue;
    // "Photo by <a>Jane Hill</a>" under a picture credits the picture, not the story.
    if (
      concept === 'author' &&
      closestTag(link, (tag) => tag === 'figcaption' || tag === 'caption')
    )
      continue;
    // "Reply by <a>sam</a>": whoever wrote a comment is not who wrote the page.
    if (
      ancestors(link).some((node) =>
        RESPONSE_CLASS.test(`${node.attribs.class ?? ''} ${node.attribs.id ?? ''}`),
      )
    )
      continue;
    return [
      {
        spec: { name: field, selector: uniqueSelector($, link), kind: 'text' },
        score: NAMED_BY_SCORE,
        origin: 'selector',
        where: `the link after “${said.trim().split(/\s+/).slice(-2).join(' ')}”`,
        samples: [text],
      },
    ];
  }
  return [];
}

export function linkPathCandidates($: CheerioAPI, field: string): FieldCandidate[] {
  const concept = conceptOf(field)?.name ?? '';
  const words = PATH_WORDS[concept];
  if (!words) return [];
  const marked = concept === 'author' ? relAuthor($, field) : namedByLink($, field, concept);
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
    // "Photo by <a>Jane Hill</a>" under a picture credits the picture, not the story.
    if (
      concept === 'author' &&
      closestTag(link, (tag) => tag === 'figcaption' || tag === 'caption')
    )
      continue;
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
  if (concept !== 'author') return [];
  // A byline block by its class, else a link after a byline's word ("Story by <a>…</a>").
  const byline = bylineLink($, field);
  return byline.length > 0 ? byline : namedByLink($, field, concept);
}
