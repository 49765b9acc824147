/**
 * "Price: <s>$120.00</s> <span>$84.00</span>": a labelled value that holds a struck-out former
 * price beside the current one. Read whole it gives the first amount, the former price; a
 * person reads past what is struck out.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { LabelPair } from './labelled-values.js';
import { blockText } from './block-text.js';
import { cleanText } from './normalise.js';
import { readPrice } from './prices.js';

const STRUCK = 'del, s, strike, [style*="line-through"]';

/** The labelled value without its struck-out parts, when it has some and a price remains. */
export function withoutStruckParts($: CheerioAPI, pair: LabelPair): string | null {
  const scope: Element[] = pair.valueElements.length > 0 ? pair.valueElements : [pair.labelElement];
  const struck = scope.flatMap((element) => [
    ...$(element).filter(STRUCK).toArray(),
    ...$(element).find(STRUCK).toArray(),
  ]);
  if (struck.length === 0) return null;
  let rest = cleanText(pair.value);
  for (const element of struck) {
    const text = cleanText(blockText([element]));
    const at = text ? rest.indexOf(text) : -1;
    if (at >= 0) rest = `${rest.slice(0, at)} ${rest.slice(at + text.length)}`;
  }
  rest = cleanText(rest);
  return rest && readPrice(rest).amount !== null ? rest : null;
}
