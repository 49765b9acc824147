import type { Entity, Language } from '@gleaner/shared';
import type { CountryCode } from 'libphonenumber-js';
import { findDates } from './dates.js';
import { detectLanguage } from './language.js';
import { findNames } from './names.js';
import { findEmails, findMoney, findUrls } from './patterns.js';
import { findPhones } from './phones.js';
import { toEntity, type Found } from './types.js';

export interface ExtractOptions {
  /** "Today", for relative dates ("next Friday"). @default new Date() */
  reference?: Date;
  /** Country assumed for phone numbers written without a country code. @default 'US' */
  defaultCountry?: CountryCode;
}

export interface Extraction {
  entities: Entity[];
  language: Language;
}

/**
 * Which finder wins when two claim the same characters: exact patterns (an address, a number
 * with its checks) before dates, and those before the lexicon's guesses at names, which often
 * take a word of an e-mail or a street for a person or a place.
 */
const PRIORITY: Readonly<Record<Found['type'], number>> = {
  email: 0,
  url: 0,
  phone: 1,
  money: 1,
  date: 2,
  person: 3,
  organisation: 3,
  place: 3,
};

function settle(found: Found[]): Found[] {
  const ranked = [...found].sort(
    (a, b) =>
      PRIORITY[a.type] - PRIORITY[b.type] ||
      b.confidence - a.confidence ||
      b.end - b.start - (a.end - a.start),
  );
  const kept: Found[] = [];
  for (const candidate of ranked) {
    if (kept.some((k) => candidate.start < k.end && k.start < candidate.end)) continue;
    kept.push(candidate);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * People, organisations, places, dates, money, e-mails, phone numbers and addresses in a text,
 * each with its span, a normalised value and a confidence, and the language of the text.
 */
export function extractEntities(text: string, options: ExtractOptions = {}): Extraction {
  const language = detectLanguage(text);
  const found = [
    ...findEmails(text),
    ...findUrls(text),
    ...findPhones(text, options.defaultCountry),
    ...findMoney(text),
    ...findDates(text, options.reference),
    // compromise's lexicon is English; an undetermined language (short text) is read as English.
    ...findNames(text, language.code === 'en' || language.code === 'und'),
  ];
  return { entities: settle(found).map((f) => toEntity(text, f)), language };
}
