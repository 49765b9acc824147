/** Reading the shape of values seen on a page: prices, ratings, dates, stock, numbers. */
import { isPriceText } from '@gleaner/scraper';

/**
 * Marks that show nothing but set the direction of text (left-to-right and right-to-left marks,
 * embeddings, isolates): "Publisher ‏ : ‎" is "Publisher :". Soft hyphens and the like stay: they
 * are part of the words as the page stores them.
 */
const INVISIBLE = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function cleanText(text: string): string {
  return text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** "Number of reviews" → "number_of_reviews"; the form every field name takes. */
/** A schema.org property as a field name: "programmingLanguage" → "programming_language". */
export function propertyName(property: string): string {
  return slugify(property.replace(/([a-z])([A-Z])/g, '$1 $2'));
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, (inner) => inner.replace(/[().]/g, ' '))
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The shape a value has; what a column is named after when nothing else names it. */
export type ValueShape =
  | 'price'
  | 'rating'
  | 'date'
  | 'availability'
  | 'email'
  | 'phone'
  | 'number'
  | 'url'
  | 'image'
  | 'text';

const CODE = String.raw`(?:USD|EUR|GBP|CHF|JPY|CNY|PLN|CAD|AUD|NZD|SEK|NOK|DKK|CZK|HUF|RON|INR|BRL|MXN|ZAR|TRY|KRW|HKD|SGD)`;
/** Signs and codes shops write prices with, in many countries: "A$", "Rs.", "Kč", "S/", "kr". */
const CURRENCY = String.raw`(?:(?:US|A|AU|C|CA|NZ|HK|S|SG|MX|R)?\$|[€£¥₹₽₩₺₪₫₱฿₴円]|${CODE}|zł|kr|Kč|Fr\.|Rs\.?|S\/)`;
/** "1.299,00", "3 999", "49.–" and "299,-" (a round amount in Swiss and Nordic shops). */
const AMOUNT = String.raw`(?:\d{1,3}(?:[,.\s\u00a0]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?:[.,][-–])?`;
const ONE_PRICE = String.raw`(?:${CURRENCY}\s?${AMOUNT}(?:\s?${CODE})?|${AMOUNT}\s?${CURRENCY})`;
/** "from $5", "$19.99 – $29.99", "$0.99/lb", "€9 per month": still a price. */
const PRICE_PATTERN = new RegExp(
  String.raw`^(?:(?:from|now|only|sale|was|price|ab|dès|desde|a partir de):?\s*)?${ONE_PRICE}(?:\s*[-–—]\s*${ONE_PRICE})?(?:\s*(?:\/|per\s)\s*[a-z]{1,8})?$`,
  'i',
);
const AVAILABILITY_PATTERN =
  /^(?:in stock|out of stock|available|unavailable|sold out|pre-?order|back-?order|only \d+ left|in stock \(\d+ available\)|\d+ in stock|limited stock|(?:sofort |nicht )?lieferbar|(?:nicht |sofort )?verfügbar|(?:nicht )?vorrätig|auf lager|ausverkauft|lieferzeit|en stock|disponible|épuisé|rupture de stock|en existencia|agotado|disponibile|esaurito|op voorraad|uitverkocht|niet leverbaar)/i;
const RATING_WORDS = /\b(?:one|two|three|four|five)\b/i;
const DATE_PATTERN =
  /^(?:\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?|\d{1,2}([./-])\d{1,2}\1\d{2,4}|(?:[A-Z][a-z]{2,8}\.? \d{1,2},? \d{4})|(?:\d{1,2} [A-Z][a-z]{2,8}\.? \d{4}))$/;
const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;
const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;

/** Link and button words ("(about)", "Read more", "Add to cart"): interface, not data. */
export function isInterfaceText(text: string): boolean {
  // Separators and arrows ("|", "•", "»") are layout; star glyphs are a rating.
  if (/^[^\p{L}\p{N}★☆⭐✩✪]+$/u.test(text.trim())) return true;
  return /^[([]?\s*(?:about|more|read more|more info|details|view|view details|see more|show more|link|here|click here|buy|buy now|add to (?:cart|basket|bag)|learn more|continue reading|download|share|reply|edit|delete|next|previous|prev)\s*[)\]]?[.…>»›]*$/i.test(
    cleanText(text),
  );
}

export function isPrice(text: string): boolean {
  const value = cleanText(text);
  // The common signs by one pattern; every other currency (CLP, руб., лв., Rp…) by the reader.
  return PRICE_PATTERN.test(value) || isPriceText(value);
}

export function isAvailability(text: string): boolean {
  return AVAILABILITY_PATTERN.test(cleanText(text));
}

/** Star glyphs, "4.5 out of 5", "4/5": text that reads as a rating by itself. */
export function isRatingText(text: string): boolean {
  const value = cleanText(text);
  if (/^[★☆✩✪⭐\s]+$/.test(value) && /[★⭐]/.test(value)) return true;
  // "4.6 ★", "★ 4.6": a score of one figure beside a star.
  if (/^(?:[★⭐]\s*\d(?:[.,]\d)?|\d(?:[.,]\d)?\s*[★⭐])$/.test(value)) return true;
  // "4.5 out of 5 stars", "4,6 von 5 Sternen", "4,5 sur 5 étoiles".
  if (
    /^(?:rated\s*)?\d(?:[.,]\d)?\s*(?:out of|\/|von|sur|de|su|van)\s*(?:5|10)(?:\s*(?:stars?|sternen?|étoiles?|estrellas?|stelle|sterren))?$/i.test(
      value,
    )
  )
    return true;
  // "4.5 star rating", "5 stars", "Rated 4.0 stars".
  return /^(?:rated\s*)?\d(?:[.,]\d)?\s*stars?(?:\s*rating)?$/i.test(value);
}

/** A class list such as "star-rating Three" that carries the rating in a word. */
export function isRatingClass(className: string): boolean {
  return (
    /\b(?:star|stars|rating|rate|score)/i.test(className) &&
    RATING_WORDS.test(className.replace(/[-_]/g, ' '))
  );
}

export function shapeOf(text: string): ValueShape {
  const value = cleanText(text);
  if (!value) return 'text';
  if (isPrice(value)) return 'price';
  if (isRatingText(value)) return 'rating';
  if (isAvailability(value)) return 'availability';
  if (EMAIL_PATTERN.test(value)) return 'email';
  if (DATE_PATTERN.test(value)) return 'date';
  if (/^-?\d[\d,.]*$/.test(value)) return 'number';
  if (PHONE_PATTERN.test(value) && (value.match(/\d/g) ?? []).length >= 7) return 'phone';
  if (/^https?:\/\/\S+$/.test(value)) return 'url';
  return 'text';
}

/** The first number in the text, reading "1,234.50" and "1.234,50" the way a person would. */
export function parseNumber(text: string): number | null {
  const match = /-?\d+(?:[.,\s\u00a0]\d+)*/.exec(text);
  if (!match) return null;
  let raw = match[0].replace(/[\s\u00a0]/g, '');
  const lastDot = raw.lastIndexOf('.');
  const lastComma = raw.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    raw = raw
      .split(decimal === '.' ? ',' : '.')
      .join('')
      .replace(decimal, '.');
  } else if (lastComma >= 0) {
    const parts = raw.split(',');
    const tail = parts[parts.length - 1] ?? '';
    raw = parts.length === 2 && tail.length !== 3 ? parts.join('.') : parts.join('');
  } else if (raw.split('.').length > 2) {
    raw = raw.split('.').join('');
  }
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

const WORD_NUMBERS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
};

/** A rating on a 1..5 scale from stars, "x out of y", a class word ("star-rating Three") or a number. */
export function parseRating(text: string): number | null {
  const value = cleanText(text);
  const outOf = /(\d+(?:[.,]\d+)?)\s*(?:out of|\/|of)\s*(\d+)/i.exec(value);
  if (outOf?.[1] && outOf[2]) {
    const score = Number(outOf[1].replace(',', '.'));
    const scale = Number(outOf[2]);
    if (scale > 0 && score <= scale)
      return Math.round((scale === 5 ? score : (score / scale) * 5) * 100) / 100;
  }
  const stars = (value.match(/[★⭐]/g) ?? []).length;
  if (stars > 0) return stars;
  for (const word of value.toLowerCase().split(/[\s_-]+/)) {
    const number = WORD_NUMBERS[word];
    if (number !== undefined) return number;
  }
  const bare = parseNumber(value);
  return bare !== null && bare >= 0 && bare <= 5 ? bare : null;
}

/** An absolute URL, or null when the value cannot be one. */
export function resolveUrl(value: string, base: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || /^(?:javascript|data):/i.test(trimmed)) return null;
  if (/^(?:mailto|tel):/i.test(trimmed)) return trimmed;
  try {
    return new URL(trimmed, base).href;
  } catch {
    return null;
  }
}

/** Text to match literally inside a regular expression. */
export function regexEscape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
