/**
 * Words that mark the price a shop crossed out or used to ask ("Was £12.99", "List Price:",
 * "UVP 1.499,00 €", "Prix barré"), in the languages shops write most, so the price asked now
 * is told from it wherever it is read: a label, a class, the words before the amount.
 */
import { conceptOf, nameTokens } from './field-words.js';

const FORMER_PRICE_WORDS = [
  'was',
  'old',
  'regular',
  'list',
  'before',
  'original',
  'compare',
  'strike',
  'strikethrough',
  'crossed',
  // "line-through", a stylesheet's word for struck out.
  'through',
  'previous',
  'rrp',
  'msrp',
  'uvp',
  'del',
  // German, French, Spanish, Italian, Portuguese: "statt", "alter Preis", "prix barré",
  // "ancien prix", "precio anterior", "prezzo di listino", "preço antigo".
  'statt',
  'alt',
  'alter',
  'ancien',
  'barre',
  'anterior',
  'antes',
  'listino',
  'antigo',
];

/** The words as `nameTokens` folds a name, so "compare" meets "compare_at" and "Compare". */
const FORMER_TOKENS = new Set(FORMER_PRICE_WORDS.flatMap(nameTokens));

/** Whether any of these name tokens marks a former price. */
export function namesFormerPrice(tokens: string[]): boolean {
  return tokens.some((token) => FORMER_TOKENS.has(token));
}

/**
 * The words a price's text opens with when it is a former one: "Was $129.99", "List Price:
 * $15.99", "Reg. $40", "UVP 1.499,00 €", "statt 29,90 €", "Compare at $48".
 */
export const FORMER_PRICE_TEXT =
  /^\s*(?:was|list(?:\s+price)?|regular(?:\s+price)?|reg|orig(?:inal)?(?:\s+price)?|rrp|msrp|uvp|statt|compare\s+at|before|ancien\s+prix|prix\s+barr[ée]|precio\s+anterior|antes|prezzo\s+di\s+listino)(?![a-z])\.?\s*:?\s*(?=\D{0,4}\d)/i;

/** Whether a requested field asks the price now, not a former one ("price", not "list price"). */
export function asksCurrentPrice(requested: string): boolean {
  return conceptOf(requested)?.name === 'price' && !namesFormerPrice(nameTokens(requested));
}
