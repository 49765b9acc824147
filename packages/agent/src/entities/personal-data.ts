import { countOf } from '@gleaner/shared';
import type { PersonalDataFinding, PersonalDataKind, RiskAnalysis } from '@gleaner/shared';
import { isCardNumber, isIban } from './checksums.js';
import { findNames } from './names.js';
import { findEmails } from './patterns.js';
import { findPhones } from './phones.js';
import { matchesOf } from './types.js';
import { maskValue } from './mask.js';

interface Span {
  kind: PersonalDataKind;
  start: number;
  end: number;
}

const CARD = /\b\d(?:[ -]?\d){12,18}\b/g;
const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{1,4}){3,8}\b/g;
/** US social security numbers (not 000, 666 or 9xx areas) and UK National Insurance numbers. */
const NATIONAL_ID = [
  /\b(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}\b/g,
  /\b(?![DFIQUV])[A-CEGHJ-PR-TW-Z](?![DFIQUVO])[A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g,
];
const STREET_WORDS =
  'street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl|square|sq|terrace|crescent|close|parkway|highway|hwy'
    .split('|')
    // Capitalised or not, while the name before it must start with a capital.
    .map((word) => `[${word[0]?.toUpperCase() ?? ''}${word[0] ?? ''}]${word.slice(1)}`)
    .join('|');
/** A house number and a street ("221B Baker Street", "1600 Pennsylvania Ave NW"), or "Hauptstraße 5". */
const POSTAL_ADDRESS = [
  new RegExp(
    String.raw`\b\d{1,5}[A-Z]?\s+(?:[A-Z][\w'-]*\.?\s+){1,4}(?:${STREET_WORDS})\b\.?(?:\s+(?:N|S|E|W|NE|NW|SE|SW)\b)?`,
    'g',
  ),
  /\b[A-ZÄÖÜ][a-zäöüß]+(?:straße|strasse|str\.|weg|gasse|platz|allee)\s+\d{1,4}[a-z]?\b/g,
  // UK postcodes and US ZIP codes after a state abbreviation.
  /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/g,
  /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/g,
];
/** A name this close to an e-mail, phone number or address identifies the person reached by it. */
const NEXT_TO = 120;

function collect(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of matchesOf(CARD, text))
    if (isCardNumber(m[0].replace(/\D/g, '')))
      spans.push({ kind: 'payment_card', start: m.index, end: m.index + m[0].length });
  for (const m of matchesOf(IBAN, text))
    if (isIban(m[0])) spans.push({ kind: 'iban', start: m.index, end: m.index + m[0].length });
  for (const pattern of NATIONAL_ID)
    for (const m of matchesOf(pattern, text))
      spans.push({ kind: 'national_id', start: m.index, end: m.index + m[0].length });
  for (const f of findEmails(text)) spans.push({ kind: 'email', start: f.start, end: f.end });
  for (const f of findPhones(text))
    if (f.confidence >= 0.9) spans.push({ kind: 'phone', start: f.start, end: f.end });
  for (const pattern of POSTAL_ADDRESS)
    for (const m of matchesOf(pattern, text))
      spans.push({ kind: 'postal_address', start: m.index, end: m.index + m[0].trimEnd().length });
  return spans;
}

/** Checked kinds first: a card number also looks like a phone number, an IBAN like a postcode. */
const ORDER: readonly PersonalDataKind[] = [
  'payment_card',
  'iban',
  'national_id',
  'email',
  'phone',
  'postal_address',
  'person_name',
];

/** Parts of one address ("221B Baker Street", "London NW1 6XE") become one span. */
function joinAddresses(text: string, spans: Span[]): Span[] {
  const joined: Span[] = [];
  for (const span of spans) {
    const last = joined.at(-1);
    const gap = last ? text.slice(last.end, span.start) : '';
    if (
      last?.kind === 'postal_address' &&
      span.kind === 'postal_address' &&
      gap.length <= 40 &&
      /^[\s,.'\p{L}-]*$/u.test(gap)
    )
      last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined;
}

function withoutOverlaps(spans: Span[]): Span[] {
  const kept: Span[] = [];
  for (const span of [...spans].sort(
    (a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || b.end - b.start - (a.end - a.start),
  ))
    if (!kept.some((k) => span.start < k.end && k.start < span.end)) kept.push(span);
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * The risk level and reasons for a set of findings, in the AI governance page's tiers: high for
 * financial or national identifiers, or a named person with their contact details; medium for
 * contact details alone; low when nothing personal was found. `counted` is what was read.
 */
export function riskOf(
  findings: readonly { kind: PersonalDataKind }[],
  counted = '',
): Pick<RiskAnalysis, 'risk_level' | 'reasons'> {
  const count = (kind: PersonalDataKind) => findings.filter((f) => f.kind === kind).length;
  const reasons: string[] = [];
  const say = (kind: PersonalDataKind, one: string, many: string, why = '') => {
    const n = count(kind);
    if (n > 0) reasons.push(`${countOf(n, one, many)}${why}${counted}`);
  };
  say('payment_card', 'payment card number', 'payment card numbers', ' (Luhn check passed)');
  say('iban', 'IBAN', 'IBANs', ' (checksum valid)');
  say('national_id', 'national ID number', 'national ID numbers', ' (by their shape)');
  say('person_name', 'named person', 'named people', ' next to contact details');
  say('email', 'e-mail address', 'e-mail addresses');
  say('phone', 'phone number', 'phone numbers');
  say('postal_address', 'postal address', 'postal addresses');
  const high =
    count('payment_card') + count('iban') + count('national_id') + count('person_name') > 0;
  return {
    risk_level: high ? 'high' : findings.length > 0 ? 'medium' : 'low',
    reasons: reasons.length > 0 ? reasons : [`no personal data found${counted}`],
  };
}

/**
 * Longest stretch of text read in one go. Name finding and the checks between names and contacts
 * grow faster than the text (400,000 characters took 160 s read whole); read in windows, the
 * work grows with the text's length, and a name beside its contact details sits in one window.
 */
export const RISK_WINDOW = 4_000;

/** Where to cut `text` into windows of at most `size`: at a line end, else a space, else anywhere. */
export function windowsOf(text: string, size = RISK_WINDOW): { start: number; end: number }[] {
  const windows: { start: number; end: number }[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      const half = start + size / 2;
      const line = text.lastIndexOf('\n', end);
      const space = text.lastIndexOf(' ', end);
      end = line > half ? line + 1 : space > half ? space + 1 : end;
    }
    windows.push({ start, end });
    start = end;
  }
  return windows;
}

/** Personal data in a text and the risk of keeping or sharing it (see `riskOf`), window by window. */
export function analyzeRisk(text: string): RiskAnalysis {
  if (text.length <= RISK_WINDOW) return analyzeWindow(text);
  const findings = windowsOf(text).flatMap(({ start, end }) =>
    analyzeWindow(text.slice(start, end)).findings.map((finding) => ({
      ...finding,
      start: finding.start + start,
      end: finding.end + start,
    })),
  );
  return { ...riskOf(findings), findings };
}

function analyzeWindow(text: string): RiskAnalysis {
  const spans = joinAddresses(text, withoutOverlaps(collect(text)));
  const contacts = spans.filter(
    (s) => s.kind === 'email' || s.kind === 'phone' || s.kind === 'postal_address',
  );
  if (contacts.length > 0) {
    for (const name of findNames(text, true)) {
      if (name.type !== 'person' || name.confidence < 0.85) continue;
      if (spans.some((s) => name.start < s.end && s.start < name.end)) continue;
      if (
        contacts.some(
          (c) => Math.abs(c.start - name.end) <= NEXT_TO || Math.abs(name.start - c.end) <= NEXT_TO,
        )
      )
        spans.push({ kind: 'person_name', start: name.start, end: name.end });
    }
  }
  const findings: PersonalDataFinding[] = spans
    .sort((a, b) => a.start - b.start)
    .map((s) => {
      const value = text.slice(s.start, s.end);
      return {
        kind: s.kind,
        text: value,
        start: s.start,
        end: s.end,
        masked: maskValue(s.kind, value),
      };
    });
  return { ...riskOf(findings), findings };
}

/** The text with every finding replaced by its masked value. */
export function redactText(text: string, analysis: RiskAnalysis = analyzeRisk(text)): string {
  let out = '';
  let at = 0;
  for (const f of analysis.findings) {
    out += text.slice(at, f.start) + f.masked;
    at = f.end;
  }
  return out + text.slice(at);
}
