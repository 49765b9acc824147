import { nameTokens } from '../vocabulary/field-words.js';
import type { ParsedRequest } from '../types.js';

/** Words of a request that never name a part of the page. */
const COMMON = new Set(
  [
    'a an the all any every each some this that these those them their its it me my our',
    'and or but with without including include includes plus also only just',
    'in on at of from for to into by per as via about than then when what which who where how',
    'is are be been was were has have get got give show find scrape extract collect grab fetch',
    'pull capture want need list lists page pages site website web data item items record',
    'records row rows entry entries field fields column columns value values number numbers',
    'first last top next many much more most count total csv json table',
  ]
    .join(' ')
    .split(' ')
    .flatMap(nameTokens),
);

/**
 * Words of the request that may name where on the page its records are ("in the reviews
 * showcase", "the sidebar's top stories"): what is left once the common words, the fields and
 * the entity are taken out. Stems, as the page's place words are.
 */
export function placeWords(request: ParsedRequest): string[] {
  const text = request.url ? request.text.replace(request.url, ' ') : request.text;
  const taken = new Set([
    ...request.fields.flatMap(nameTokens),
    ...(request.entity ? nameTokens(request.entity) : []),
  ]);
  return [
    ...new Set(
      nameTokens(text).filter(
        (word) => word.length > 2 && !/^\d+$/.test(word) && !COMMON.has(word) && !taken.has(word),
      ),
    ),
  ];
}
