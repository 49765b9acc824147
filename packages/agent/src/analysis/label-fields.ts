/** Evidence from the page's labels: "Salary: …", `<dt>Location</dt>`, a two-column spec table. */
import type { CheerioAPI } from 'cheerio';
import { labelPairs } from '@gleaner/scraper';
import type { LabelPair } from '@gleaner/scraper';
import type { FieldCandidate } from '../types.js';
import { fieldIsList, fieldKind, nameSimilarity, nameTokens } from '../vocabulary/field-words.js';
import { asksCurrentPrice, namesFormerPrice } from '../vocabulary/former-price.js';
import type { Element } from './dom.js';
import { inChrome } from './dom.js';

/** A label that names the field exactly is nearly as sure as structured data. */
const LABEL_SCORE = 0.9;
/** Labels less alike than this name something else. */
const MIN_SIMILARITY = 0.7;
/**
 * "List Price: $15.99" holds every word of "price", but a person asking the price means the one
 * asked now: a former price's label answers it only when nothing better does.
 */
const FORMER_PRICE_LABEL = 0.6;

/** The page's label and value pairs, the first of each label only, outside menus and footers. */
export function pagePairs($: CheerioAPI, root: Element): LabelPair[] {
  const seen = new Set<string>();
  const pairs: LabelPair[] = [];
  for (const pair of labelPairs($, root)) {
    // A job reads the first pair of a label, so a later one with the same label cannot be meant.
    if (seen.has(pair.key)) continue;
    seen.add(pair.key);
    if (!inChrome(pair.labelElement)) pairs.push(pair);
  }
  return pairs;
}

/** Candidates for one field from labels, best first. */
export function labelCandidates(pairs: LabelPair[], field: string): FieldCandidate[] {
  const kind = fieldKind(field);
  const multiple = fieldIsList(field);
  const current = asksCurrentPrice(field);
  const candidates: FieldCandidate[] = [];
  for (const pair of pairs) {
    const similarity = nameSimilarity(field, pair.label);
    if (similarity < MIN_SIMILARITY) continue;
    const tense = current && namesFormerPrice(nameTokens(pair.label)) ? FORMER_PRICE_LABEL : 1;
    candidates.push({
      spec: {
        name: field,
        selector: '',
        kind,
        label: pair.label,
        ...(multiple ? { multiple: true } : {}),
      },
      score: LABEL_SCORE * similarity * tense,
      origin: 'label',
      where: `label “${pair.label}”`,
      samples: [pair.value],
    });
  }
  return candidates.sort((a, b) => b.score - a.score);
}
