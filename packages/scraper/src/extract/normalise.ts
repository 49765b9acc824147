/** Turning the text of a page into typed values: numbers, prices, ratings, dates, URLs. */

/**
 * Marks that show nothing but set the direction of text (left-to-right and right-to-left marks,
 * embeddings, isolates): "Publisher ‏ : ‎" is "Publisher :". Soft hyphens and the like stay: they
 * are part of the words as the page stores them.
 */
const INVISIBLE = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function cleanText(text: string): string {
  return text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** "Terraced House|", "• 2 cups flour": a separator drawn at a value's edge is not part of it. */
export function withoutEdgeSeparators(text: string): string {
  return text.replace(/^[|•·¦]+\s*|\s*[|•·¦]+$/gu, '');
}

const NUMBER_PATTERN = /[-−]?\d+(?:[.,\s'’\u00a0\u202f]\d+)*/;

/**
 * The first number in the text, reading "1,234.50", "1.234,50", "£51.77" and "1 234" the way a
 * person would: the last of `.`/`,` followed by one or two digits is the decimal mark.
 */
export function parseNumber(text: string): number | null {
  const match = NUMBER_PATTERN.exec(text);
  if (!match) return null;
  let raw = match[0].replace(/[\s'’\u00a0\u202f]/g, '').replace('−', '-');
  const lastDot = raw.lastIndexOf('.');
  const lastComma = raw.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    raw = raw.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    const parts = raw.split(',');
    const tail = parts[parts.length - 1] ?? '';
    // "12,5" is a decimal; "1,234" and "1,234,567" are thousands.
    raw = parts.length === 2 && tail.length !== 3 ? parts.join('.') : parts.join('');
  } else if (lastDot >= 0 && raw.split('.').length > 2) {
    raw = raw.split('.').join('');
  }
  const value = Number(raw);
  if (!Number.isFinite(value)) return null;
  // "12.4k stars", "3.2M views": counts shortened the way social and code sites write them.
  const after = text.slice((match.index ?? 0) + match[0].length);
  const scale = /^([kKMB])(?![A-Za-z])/.exec(after)?.[1];
  if (!scale) return value;
  // "Flat 2B", "2B 1BA", "Room 4K": a flat's letter or bedrooms, not a scale. The letter scales
  // money ("$1.2B"), a count before its unit ("2B downloads"), or a tally alone ("12.4k"), which
  // "2B" alone is not: a bare B is a letter far more often than a billion.
  const before = text.slice(0, match.index ?? 0);
  // "1M+ downloads", "10K+": an app store's floor of a count keeps its scale.
  const rest = after.slice(1).replace(/^\+/, '');
  const money = CURRENCY_BEFORE.test(before);
  const unit = /^\s*\p{L}/u.test(rest);
  const alone = scale !== 'B' && !/[\p{L}\d]/u.test(before) && !/[\p{L}\d]/u.test(rest);
  return money || unit || alone ? Math.round(value * SCALES[scale]!) : value;
}

/** A currency sign or code just before a figure ("$", "€ ", "USD "). */
const CURRENCY_BEFORE = /(?:\p{Sc}|\b[A-Z]{3})\s*$/u;

const SCALES: Record<string, number> = { k: 1e3, K: 1e3, M: 1e6, B: 1e9 };

export { parsePrice } from './prices.js';

const WORD_NUMBERS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
};

/**
 * A rating on the page's own scale, as a person reads it: "4.5 out of 5" is 4.5, "8/10" is 8,
 * "★★★☆☆" is 3, a class name such as "star-rating Three" is 3, "4.5 star rating" is 4.5.
 */
export function parseRating(...sources: (string | undefined)[]): number | null {
  for (const source of sources) {
    if (!source) continue;
    const value = ratingFrom(source);
    if (value !== null) return value;
  }
  return null;
}

/** Ratings past this are counts or prices, not scores. */
const MAX_RATING = 100;

/** A score of a figure or two tight beside a star glyph. */
const STAR_BESIDE =
  /(?:^|[^\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s*[★☆⭐]|[★☆⭐]\s*(\d{1,2}(?:[.,]\d{1,2})?)(?![\d.,]|\s*[kKM]\b)/;
/** Scores written beside stars go up to ten; past that the figure is a count. */
const MAX_STAR_SCORE = 10;

function ratingFrom(source: string): number | null {
  const text = cleanText(source);
  // Stars drawn filled to a width ("width: 80%"): a share of five.
  const width = /(?:^|;)\s*width\s*:\s*(\d+(?:\.\d+)?)%/i.exec(text);
  if (width?.[1]) return round(Math.min(100, Number(width[1])) / 20);
  const outOf = /(\d+(?:[.,]\d+)?)\s*(?:out of|\/|of|von|sur|de|van|su)\s*(\d+)/i.exec(text);
  if (outOf?.[1] && outOf[2]) {
    const value = Number(outOf[1].replace(',', '.'));
    const scale = Number(outOf[2]);
    if (scale > 0 && value <= scale) return round(value);
  }
  // "4.6 ★", "★★★★☆ 4.0": the score written beside the stars, not the stars counted.
  const beside = STAR_BESIDE.exec(text);
  const score = beside ? Number((beside[1] ?? beside[2] ?? '').replace(',', '.')) : NaN;
  if (score >= 0 && score <= MAX_STAR_SCORE) return round(score);
  const stars = (text.match(/[★⭐]/g) ?? []).length;
  if (stars > 0) return stars;
  for (const word of text.toLowerCase().split(/[\s_-]+/)) {
    const value = WORD_NUMBERS[word];
    if (value !== undefined) return value;
  }
  const bare = parseNumber(text);
  return bare !== null && bare >= 0 && bare <= MAX_RATING ? round(bare) : null;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** An absolute http(s) URL, or null when the value cannot be one. */
export function resolveUrl(value: string, base: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || /^(?:javascript|mailto|tel|data):/i.test(trimmed)) {
    return /^(?:mailto|tel):/i.test(trimmed) ? trimmed : null;
  }
  try {
    return new URL(trimmed, base).href;
  } catch {
    return null;
  }
}
