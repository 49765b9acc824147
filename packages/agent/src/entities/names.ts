import nlp from 'compromise';
import type { Found } from './types.js';

interface Term {
  text: string;
  tags?: string[];
}
interface Match {
  text: string;
  offset: { start: number; length: number };
  terms: Term[];
}

const ORG_SUFFIX =
  /\b(?:inc|ltd|llc|plc|gmbh|ag|sa|corp|corporation|company|co|group|university|college|institute|foundation|bank|association|agency|ministry|council|society|club|partners|holdings|technologies|labs)\.?$/i;
const ORG_SUFFIX_ONLY = /^(?:inc|ltd|llc|plc|gmbh|ag|corp|co)\.?$/i;
const ORG_HEAD = /^(?:university|bank|ministry|institute|department|council|bureau)\b/i;

/** An abbreviation whose full stop belongs to the name ("Apple Inc.", "Dr."). */
const ABBREVIATION_END = /\b(?:inc|ltd|co|corp|jr|sr|st|dr|mr|mrs|ms|prof|plc)\.$/i;

/** Trailing punctuation and spaces that compromise keeps with a match ("Paris, France."). */
function trimmed(match: Match): { start: number; end: number; text: string } {
  let text = match.text.trimEnd();
  while (/[\s,;:!?'")\]]$/.test(text) || (text.endsWith('.') && !ABBREVIATION_END.test(text)))
    text = text.slice(0, -1).trimEnd();
  const leading = text.length - text.trimStart().length;
  return {
    start: match.offset.start + leading,
    end: match.offset.start + text.length,
    text: text.trim(),
  };
}

function tagged(match: Match, tag: string): boolean {
  return match.terms.some((term) => term.tags?.includes(tag));
}

function personConfidence(match: Match, words: number): number {
  const first = tagged(match, 'FirstName');
  const last = tagged(match, 'LastName');
  if (tagged(match, 'Honorific') && words >= 2) return 0.95;
  if (first && last) return 0.92;
  if (words >= 2) return 0.85;
  return 0.65;
}

function organisationConfidence(text: string): number {
  if (ORG_SUFFIX.test(text) || ORG_HEAD.test(text)) return 0.93;
  return text.split(/\s+/).length > 1 ? 0.85 : 0.8;
}

function placeConfidence(match: Match): number {
  if (tagged(match, 'Country') || tagged(match, 'City') || tagged(match, 'Region')) return 0.93;
  return 0.75;
}

/** "Washington, DC" read as two places is one: a place, a comma, a place. */
function joinPlaces(text: string, found: Found[]): Found[] {
  const places = found.filter((f) => f.type === 'place').sort((a, b) => a.start - b.start);
  const joined: Found[] = [];
  for (const place of places) {
    const last = joined.at(-1);
    if (last && /^,\s?$/.test(text.slice(last.end, place.start))) {
      last.end = place.end;
      last.value = text.slice(last.start, last.end);
      last.confidence = Math.max(last.confidence, place.confidence);
    } else joined.push({ ...place });
  }
  return [...found.filter((f) => f.type !== 'place'), ...joined];
}

/**
 * People, organisations and places by compromise's English lexicon and rules. Its matches carry
 * no score, so the confidence comes from what it recognised: a known first and last name, an
 * honorific, a company suffix, a known city or country.
 */
export function findNames(text: string, english: boolean): Found[] {
  const doc = nlp(text);
  const found: Found[] = [];
  const read = (
    matches: unknown,
    type: Found['type'],
    confidenceOf: (m: Match, t: string) => number,
  ) => {
    for (const match of matches as Match[]) {
      const span = trimmed(match);
      if (span.text.length < 2 || !/\p{Lu}/u.test(span.text)) continue;
      // A street address is personal data (personal-data.ts), not a place on a map.
      if (type === 'place' && tagged(match, 'Address')) continue;
      if (type === 'organisation' && ORG_SUFFIX_ONLY.test(span.text)) {
        // "Initech Inc.": compromise may take the suffix alone; the name is the capitalised words before it.
        const before = /((?:\p{Lu}[\p{L}&'-]*\s+){1,3})$/u.exec(text.slice(0, span.start));
        if (!before?.[1]) continue;
        span.start -= before[1].length;
        span.text = text.slice(span.start, span.end);
      }
      // Outside English the lexicon guesses from capitals; the match is only possible.
      const confidence = confidenceOf(match, span.text) * (english ? 1 : 0.85);
      found.push({
        type,
        start: span.start,
        end: span.end,
        value: span.text.replace(/\s+/g, ' '),
        confidence,
      });
    }
  };
  const options = { offset: true, terms: { tags: true } };
  read(doc.people().json(options), 'person', (m, t) => personConfidence(m, t.split(/\s+/).length));
  read(doc.organizations().json(options), 'organisation', (_m, t) => organisationConfidence(t));
  read(doc.places().json(options), 'place', (m) => placeConfidence(m));
  return joinPlaces(text, found);
}
