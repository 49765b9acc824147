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
  'mrp',
  'del',
  // German, French, Spanish, Italian, Portuguese: "statt", "alter Preis", "prix barré",
  // "ancien prix", "precio anterior", "prezzo di listino", "preço antigo".
  'statt',
  'streichpreis',
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

/** The words of a former price's label, as a pattern: "List Price", "M.R.P.", "UVP", "statt". */
const FORMER_LABEL_WORDS = String.raw`(?:was|list(?:\s+price)?|regular(?:\s+price)?|reg|orig(?:inal)?(?:\s+price)?|rrp|msrp|m\.?r\.?p|uvp|statt|compare\s+at|before|ancien\s+prix|prix\s+barr[ée]|precio\s+anterior|antes|prezzo\s+di\s+listino)(?![a-z])\.?`;

/**
 * The words a price's text opens with when it is a former one: "Was $129.99", "List Price:
 * $15.99", "Reg. $40", "UVP 1.499,00 €", "statt 29,90 €", "Compare at $48"; and "De R$ 99,90"
 * before "por R$ 79,90", "de" right before a currency sign (after it, "de 15 € à 45 €" is a range).
 */
export const FORMER_PRICE_TEXT = new RegExp(
  String.raw`^\s*(?:${FORMER_LABEL_WORDS}\s*:?\s*(?=\D{0,4}\d)|de\s+(?=[A-Z]{0,3}\p{Sc}))`,
  'iu',
);

/** A label that is all a former price's words: "M.R.P.:", "Was", "List Price:". */
export const FORMER_PRICE_LABEL = new RegExp(String.raw`^\s*${FORMER_LABEL_WORDS}\s*:?\s*$`, 'i');

/** Whether a requested field asks the price now, not a former one ("price", not "list price"). */
export function asksCurrentPrice(requested: string): boolean {
  return conceptOf(requested)?.name === 'price' && !namesFormerPrice(nameTokens(requested));
}
