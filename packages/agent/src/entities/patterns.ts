import type { Found } from './types.js';
import { matchesOf } from './types.js';

/**
 * E-mail addresses: a practical shape (RFC 5322's quoted forms do not occur on pages), with a
 * top-level domain of letters, so `user@host` in code and `@2x` image names are not taken.
 */
export const EMAIL = /\b[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,24}\b/g;

/** Web addresses with a scheme, or starting `www.`; trailing punctuation is cut off after. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'`{}|\\^]+/gi;

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  '₩': 'KRW',
  '₽': 'RUB',
  '₺': 'TRY',
  C$: 'CAD',
  A$: 'AUD',
  CHF: 'CHF',
};
const CODES = 'USD|EUR|GBP|JPY|CHF|CAD|AUD|NZD|CNY|INR|SEK|NOK|DKK|PLN|CZK|HUF|BRL|MXN|ZAR|SGD|HKD';
const WORDS: Readonly<Record<string, string>> = {
  dollar: 'USD',
  euro: 'EUR',
  pound: 'GBP',
  yen: 'JPY',
  franc: 'CHF',
};
const AMOUNT = String.raw`\d{1,3}(?:[,.\s ]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const SCALE = String.raw`(?:\s?(?:k|m|bn|million|billion|thousand)\b)?`;
const MONEY = new RegExp(
  String.raw`(?<pre>US\$|C\$|A\$|[$€£¥₹₩₽₺]|\b(?:${CODES})\s?)(?<a1>${AMOUNT})${SCALE}` +
    String.raw`|(?<a2>${AMOUNT})${SCALE}\s?(?<post>[€£$]|(?:${CODES})\b|(?:dollar|euro|pound|yen|franc)s?\b)`,
  'gi',
);

export function findEmails(text: string): Found[] {
  return [...matchesOf(EMAIL, text)].map((m) => ({
    type: 'email',
    start: m.index,
    end: m.index + m[0].length,
    value: m[0].toLowerCase(),
    confidence: 0.99,
  }));
}

export function findUrls(text: string): Found[] {
  const found: Found[] = [];
  for (const m of matchesOf(URL_PATTERN, text)) {
    // A sentence's full stop or a closing bracket is not part of the address.
    const raw = m[0].replace(/[.,;:!?)\]]+$/, '');
    try {
      const url = new URL(/^www\./i.test(raw) ? `https://${raw}` : raw);
      found.push({
        type: 'url',
        start: m.index,
        end: m.index + raw.length,
        value: url.href,
        confidence: url.hostname.includes('.') ? 0.98 : 0.7,
      });
    } catch {
      // Not an address after all.
    }
  }
  return found;
}

/** `1.234,56` and `1,234.56` alike: the last separator followed by one or two digits is decimal. */
function amountOf(raw: string): number {
  const compact = raw.replace(/[\s ]/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  return Number(`${whole}.${decimal?.[1] ?? '0'}`);
}

function currencyOf(symbolOrCode: string): string | undefined {
  const key = symbolOrCode.trim();
  const word = key.toLowerCase().replace(/s$/, '');
  return CURRENCY_SYMBOLS[key] ?? WORDS[word] ?? (key.length === 3 ? key.toUpperCase() : undefined);
}

export function findMoney(text: string): Found[] {
  const found: Found[] = [];
  for (const m of matchesOf(MONEY, text)) {
    const groups = m.groups ?? {};
    const marker = groups.pre ?? groups.post ?? '';
    const currency = currencyOf(marker);
    const amount = groups.a1 ?? groups.a2;
    if (!currency || !amount) continue;
    const scaleWord = /(k|m|bn|million|billion|thousand)\b/i
      .exec(m[0].slice(m[0].indexOf(amount) + amount.length))?.[1]
      ?.toLowerCase();
    const scale =
      scaleWord === 'k' || scaleWord === 'thousand'
        ? 1e3
        : scaleWord === 'm' || scaleWord === 'million'
          ? 1e6
          : scaleWord === 'bn' || scaleWord === 'billion'
            ? 1e9
            : 1;
    const value = Math.round(amountOf(amount) * scale * 100) / 100;
    const end = m.index + m[0].trimEnd().length;
    found.push({
      type: 'money',
      start: m.index,
      end,
      value: `${currency} ${value.toFixed(2)}`,
      // A symbol or ISO code is certain; a bare "$" could be a shell prompt or a template.
      confidence: /^[a-z]/i.test(marker.trim()) && marker.trim().length > 3 ? 0.9 : 0.95,
    });
  }
  return found;
}
