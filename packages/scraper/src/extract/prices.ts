/**
 * Reading a price as a person does: the amount beside the currency sign, with the separators the
 * page's convention gives them ("24.990" pesos is 24990, "1.234,56 €" is 1234.56, "423.923 KD"
 * keeps its three decimals), "Free" as 0, and the currency as an ISO 4217 code.
 */
import { currencyCode, currencySigns, hasThreeDecimals, isLooseSign } from './currencies.js';
import type { CurrencySign } from './currencies.js';

export interface PriceReading {
  /** The amount, or null when the text holds no price. */
  amount: number | null;
  /** ISO 4217 code, or null when neither the text nor the hint names one. */
  currency: string | null;
}

export interface PriceOptions {
  /** Other text of the page that may name the currency ("Price in EUR", "руб."). */
  hint?: string;
  /** The page's decimal mark, when known; otherwise each amount's shape decides. */
  decimal?: ',' | '.';
}

interface AmountAt {
  text: string;
  start: number;
  end: number;
}

/**
 * Runs of digits and separators. Spaces (plain, no-break, thin) and apostrophes join groups
 * ("1 298,00", "CHF 1'049.95"); a space after a separator joins cents ("$119. 95").
 */
const AMOUNT = /[.,]*\d(?:[\d.,]|['’\u00a0\u202f ](?=\d)|(?<=[.,])[\u00a0 ](?=\d))*/g;

/** "40% OFF", "15.08.2017": numbers that are no amount. */
function isNoAmount(text: string, at: AmountAt): boolean {
  if (/^\s*%/.test(text.slice(at.end))) return true;
  return /^\d{1,2}[./-]\d{1,2}[./-]\d{4}$/.test(at.text.trim());
}

/**
 * Groups of an amount joined by spaces, split where a space is no thousands separator: in
 * "399 167.00 руб 420 176.16" the space before "420" starts another amount only because a
 * currency stands between; in "50 100" each group after the first must be three digits.
 */
function amountsIn(text: string): AmountAt[] {
  const found: AmountAt[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const parts = match[0].split(/(?<![.,])[\u00a0\u202f ](?=\d)/);
    let start = match.index;
    let current = parts[0] ?? '';
    for (const part of parts.slice(1)) {
      const joins = /^\d{3}(?:[.,]\d*)?$/.test(part) && !/[.,]\d{1,2}$|[.,]\d{4,}$/.test(current);
      if (joins) current += ` ${part}`;
      else {
        found.push({ text: current, start, end: start + current.length });
        start += current.length + 1;
        current = part;
      }
    }
    found.push({ text: current, start, end: start + current.length });
  }
  return found.filter((at) => !isNoAmount(text, at));
}

/** The amount's value, its separators read by the currency's decimals and the page's mark. */
export function amountValue(
  written: string,
  options: { currency?: string | null; decimal?: ',' | '.' } = {},
): number | null {
  let raw = written.replace(/['’\u00a0\u202f ]/g, '').replace(/([.,])[.,]+/g, '$1');
  if (!/\d/.test(raw)) return null;
  if (/^[.,]/.test(raw)) raw = `0${raw}`;
  raw = raw.replace(/[.,]$/, '');
  const marks = raw.replace(/[^.,]/g, '');
  let decimal: string | null;
  if (options.decimal) decimal = raw.includes(options.decimal) ? options.decimal : null;
  else if (marks.length === 0) decimal = null;
  else {
    const last = marks[marks.length - 1] as string;
    const tail = raw.slice(raw.lastIndexOf(last) + 1);
    const once = marks.split(last).length === 2;
    if (marks.includes('.') && marks.includes(',')) decimal = last;
    // One mark before three digits groups thousands ("24.990", "1,250"), unless the currency
    // counts in thousandths ("423.923 KD").
    else if (tail.length === 3)
      decimal = once && hasThreeDecimals(options.currency ?? null) ? last : null;
    else decimal = once ? last : null;
  }
  const [whole = '', fraction = ''] =
    decimal === null
      ? [raw]
      : [raw.slice(0, raw.lastIndexOf(decimal)), raw.slice(raw.lastIndexOf(decimal) + 1)];
  const value = Number(
    `${whole.replace(/[.,]/g, '') || '0'}.${fraction.replace(/[.,]/g, '') || '0'}`,
  );
  return Number.isFinite(value) ? value : null;
}

/** Digits written after the currency as cents ("35€ 99", "19 € 99"). */
function centsAfter(text: string, sign: CurrencySign | undefined, at: AmountAt): string | null {
  if (!sign || sign.start < at.end || /\d/.test(text.slice(at.end, sign.start))) return null;
  return /^\s?(\d{2})(?!\d|[.,]\d)/.exec(text.slice(sign.end))?.[1] ?? null;
}

/** Between an amount and its sign: spaces, a colon, a round-amount dash ("50,- Kč"). */
const BEFORE_SIGN = /^(?:[.,]?[-–])?[\s\u00a0\u202f]*$/;
const AFTER_SIGN = /^[\s\u00a0\u202f:]*$/;

/** Signs that many currencies share: a code beside them says which ("NZD $100", "$1,190 AUD"). */
const SHARED_SIGNS = new Set(['$', '¥', 'kr', 'Kr', 'Rs', 'R']);

/** The signs written beside an amount, nearest first, through runs such as "SGD$4.90". */
function signsBeside(text: string, signs: CurrencySign[], at: AmountAt): CurrencySign[] {
  const beside: CurrencySign[] = [];
  let edge = at.start;
  for (const sign of [...signs].reverse()) {
    if (sign.end > edge) continue;
    if (!AFTER_SIGN.test(text.slice(sign.end, edge))) break;
    beside.push(sign);
    edge = sign.start;
  }
  edge = at.end;
  for (const sign of signs) {
    if (sign.start < edge) continue;
    if (!BEFORE_SIGN.test(text.slice(edge, sign.start))) break;
    beside.push(sign);
    edge = sign.end;
  }
  return beside;
}

/** The most telling of the signs beside an amount. */
function bestSign(text: string, beside: CurrencySign[]): CurrencySign | undefined {
  return beside.find((sign) => !SHARED_SIGNS.has(text.slice(sign.start, sign.end))) ?? beside[0];
}

/** "From 26 to 50 €", "26 – 50 €": a range names its sign once, at its end; its price is its start. */
function rangeStart(text: string, amounts: AmountAt[], at: AmountAt): AmountAt {
  const index = amounts.indexOf(at);
  const before = amounts[index - 1];
  if (!before) return at;
  return /^\s*(?:[-–—]|to|bis|à|a|до)\s*$/i.test(text.slice(before.end, at.start)) ? before : at;
}

/** The amount that ends the range `at` starts, if any. */
function rangeEnd(text: string, amounts: AmountAt[], at: AmountAt): AmountAt | undefined {
  const after = amounts[amounts.indexOf(at) + 1];
  return after && rangeStart(text, amounts, after) === at ? after : undefined;
}

const FREE = /\b(?:free|gratis|gratuit|kostenlos|gratuito)\b/i;

/**
 * "$1.2M", "£450k", "$90k–$120k", "€2,5 Mio.", "₹1.2 crore": money written short with its scale.
 * A lone letter counts only when it touches the figure and no letter, digit or power sign
 * follows ("$5 m²", "$2 Most popular" are no millions); a scale word may stand a space apart.
 */
const SCALE_AFTER =
  /^(?:([kKmMbB]|bn|mn|MM)(?![\p{L}\d²³])|\s?(thousand|million|billion|Mio\.?|Mrd\.?|mln|mld|lakhs?|lacs?|crores?|cr)(?![\p{L}\d]))/iu;
const SCALE_WORDS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  mm: 1e6,
  million: 1e6,
  mio: 1e6,
  mln: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  mrd: 1e9,
  mld: 1e9,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
};

/** The scale written right after an amount, and how many characters it takes. */
function scaleAfter(text: string, at: AmountAt): { factor: number; length: number } {
  const match = SCALE_AFTER.exec(text.slice(at.end));
  // A lower-case lone "b" is no billion.
  if (!match || match[1] === 'b') return { factor: 1, length: 0 };
  const word = (match[1] ?? match[2] ?? '').toLowerCase().replace(/\.$/, '');
  const factor = SCALE_WORDS[word] ?? 1;
  return { factor, length: factor === 1 ? 0 : match[0].length };
}

/** The price a text shows: the amount beside a currency sign, else its first amount. */
export function readPrice(text: string, options: PriceOptions = {}): PriceReading {
  const signs = currencySigns(text);
  const amounts = amountsIn(text);
  let sign: CurrencySign | undefined;
  let chosen: AmountAt | undefined;
  let scale = 1;
  for (const at of amounts) {
    const scaled = scaleAfter(text, at);
    sign = bestSign(text, signsBeside(text, signs, at));
    // "2,5 Mio. €": the sign stands after the scale.
    sign ??= scaled.length
      ? bestSign(text, signsBeside(text, signs, { ...at, end: at.end + scaled.length }))
      : undefined;
    if (sign) {
      chosen = rangeStart(text, amounts, at);
      // Only money is scaled: "2B" alone is a flat, "12 M" a size. "$90–120k": a range names
      // its scale once, at its end.
      scale = scaleAfter(text, chosen).factor;
      const end = chosen === at ? rangeEnd(text, amounts, at) : at;
      if (scale === 1 && end) scale = scaleAfter(text, end).factor;
      break;
    }
  }
  chosen ??= amounts[0];
  const currency =
    sign?.code ?? currencyCode(text) ?? (options.hint ? currencyCode(options.hint) : null);
  if (!chosen) return { amount: FREE.test(text) ? 0 : null, currency };
  const cents = centsAfter(text, sign, chosen);
  const amount = amountValue(cents ? `${chosen.text}.${cents}` : chosen.text, {
    currency,
    decimal: cents ? undefined : options.decimal,
  });
  if (amount === null || scale === 1 || cents) return { amount, currency };
  return { amount: Math.round(amount * scale * 100) / 100, currency };
}

/** Longest text read as a price by its shape alone. */
const MAX_PRICE_TEXT = 40;

/**
 * Whether a text reads as a price by itself: an amount with a currency sign beside it and at
 * most a word or two more ("from", "/mo", "or"), in any currency we know. "12 KM" and "Route
 * 66 R" are not: a sign that is also a common abbreviation needs a price-only company.
 */
export function isPriceText(text: string): boolean {
  const value = text.trim();
  if (value.length > MAX_PRICE_TEXT || !/\d/.test(value)) return false;
  const signs = currencySigns(value);
  if (signs.length === 0) return false;
  const amounts = amountsIn(value);
  if (amounts.length === 0 || amounts.length > 2) return false;
  const used: { start: number; end: number }[] = [];
  for (const at of amounts) {
    const beside = signsBeside(value, signs, at);
    const sign = bestSign(value, beside);
    if (sign && !isLooseSign(value.slice(sign.start, sign.end))) used.push(at, ...beside);
  }
  if (used.length === 0) return false;
  let rest = value;
  for (const span of [...used].sort((a, b) => b.start - a.start))
    rest = `${rest.slice(0, span.start)} ${rest.slice(span.end)}`;
  return (rest.match(/\p{L}{2,}/gu) ?? []).length <= 2;
}

/** A price as a number; "free" is 0. */
export function parsePrice(text: string): number | null {
  return readPrice(text).amount;
}
