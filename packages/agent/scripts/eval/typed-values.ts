/**
 * Comparing an extracted value with a ground-truth value by the field's type, as
 * ../shared/data/README-extraction-dev.md says a scorer should: text after NFKC and whitespace,
 * lists as multisets, numbers, prices and ratings by value, dates as ISO days, durations in
 * minutes, URLs resolved against the page.
 */
import { z } from 'zod';

export const FieldTypeSchema = z.enum([
  'text',
  'text[]',
  'number',
  'rating',
  'price',
  'date',
  'duration',
  'url',
]);
export type FieldType = z.infer<typeof FieldTypeSchema>;

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/** NFKC, straight quotes, one space, trimmed, lower case. */
export function normaliseText(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Letters and digits only, lower-cased: the README's lenient mode. */
function lenient(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

function numberIn(value: unknown): number | null {
  if (typeof value === 'number') return value;
  const text = asText(value).replace(/(\d)[,\s\u00a0.](?=\d{3}(?:\D|$))/g, '$1');
  const match = /-?\d+(?:[.,]\d+)?/.exec(text);
  return match ? Number(match[0].replace(',', '.')) : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** An ISO day from what an extractor returns: ISO, "7/2/2014" (US), "10 June 2016", "Jun 10, 2016". */
export function isoDay(value: unknown): string | null {
  const text = asText(value).trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const pad = (n: number) => String(n).padStart(2, '0');
  const slash = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (slash) return `${slash[3]}-${pad(Number(slash[1]))}-${pad(Number(slash[2]))}`;
  const dashed = /^(\d{1,2})[-.](\d{1,2})[-.](\d{4})$/.exec(text);
  if (dashed) return `${dashed[3]}-${pad(Number(dashed[2]))}-${pad(Number(dashed[1]))}`;
  const lower = text.toLowerCase();
  const month = MONTHS.findIndex((name) => new RegExp(`\\b${name}[a-z]*\\.?\\b`).test(lower));
  const year = /\b(\d{4})\b/.exec(lower)?.[1];
  const day = /\b(\d{1,2})(?:st|nd|rd|th)?\b/.exec(lower.replace(/\b\d{4}\b/, ''))?.[1];
  if (month >= 0 && year && day) return `${year}-${pad(month + 1)}-${pad(Number(day))}`;
  return null;
}

/** Minutes from "PT1H10M", "1 hour 10 mins", "70 min" or a bare number. */
export function minutes(value: unknown): number | null {
  if (typeof value === 'number') return value;
  const text = asText(value).trim();
  const iso = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?/i.exec(text);
  if (iso && /^P/i.test(text) && (iso[1] || iso[2] || iso[3]))
    return Number(iso[1] ?? 0) * 1440 + Number(iso[2] ?? 0) * 60 + Number(iso[3] ?? 0);
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hour|hours)\b/i.exec(text);
  const mins = /(\d+)\s*(?:m|min|mins|minute|minutes)\b/i.exec(text);
  if (hours || mins) return Math.round(Number(hours?.[1] ?? 0) * 60 + Number(mins?.[1] ?? 0));
  return /^\d+$/.test(text) ? Number(text) : null;
}

function urlOf(value: unknown, base: string): string | null {
  const text = asText(value).trim();
  if (!text) return null;
  try {
    const url = new URL(text, base);
    return `${url.host.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}${url.search}`;
  } catch {
    return null;
  }
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(asText);
  return asText(value).split(/\s*,\s*/);
}

/** True when nothing was given: null, undefined, an empty string or list. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.every(isEmpty);
  return typeof value === 'string' && value.trim() === '';
}

/** Whether the extracted value equals the gold value under the field's type. */
export function sameValue(type: FieldType, gold: unknown, got: unknown, base: string): boolean {
  if (isEmpty(gold) || isEmpty(got)) return isEmpty(gold) && isEmpty(got);
  switch (type) {
    case 'text':
      return normaliseText(asText(gold)) === normaliseText(asText(got));
    case 'text[]': {
      const want = listOf(gold).map(lenient).filter(Boolean).sort();
      const have = listOf(got).map(lenient).filter(Boolean).sort();
      return want.length === have.length && want.every((item, index) => item === have[index]);
    }
    case 'number':
    case 'price':
    case 'rating': {
      const want = numberIn(gold);
      const have = numberIn(got);
      return want !== null && have !== null && Math.abs(want - have) < 0.006;
    }
    case 'date':
      return isoDay(gold) !== null && isoDay(gold) === isoDay(got);
    case 'duration':
      return minutes(gold) !== null && minutes(gold) === minutes(got);
    case 'url':
      return urlOf(gold, base) !== null && urlOf(gold, base) === urlOf(got, base);
  }
}

/** A key to match records by (a URL or a title), normalised by its type. */
export function keyOf(type: FieldType, value: unknown, base: string): string {
  if (isEmpty(value)) return '';
  return type === 'url' ? (urlOf(value, base) ?? '') : lenient(asText(value));
}
