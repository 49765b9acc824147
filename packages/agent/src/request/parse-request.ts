import type { EntityKind, ParsedRequest, Scope } from '../types.js';
import { slugify } from '../text/values.js';
import { FILLER_WORDS, GENERIC_ITEMS, NUMBER_WORDS, entityNoun } from './vocabulary.js';

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/i;

/** The first http(s) address in the text (spec/core.md section 5), without trailing punctuation. */
export function findUrl(text: string): string | null {
  const match = URL_PATTERN.exec(text);
  if (!match) return null;
  return match[0].replace(/[.,;:!?)\]}]+$/, '');
}

/** Words that start a list of fields. */
const TRIGGER =
  /\b(?:with(?:\s+their|\s+its)?|including|includes?|incl\.?|fields?|columns?|get(?:ting)?|extract(?:ing)?|scrape|scraping|collect|grab|fetch|pull|capture|list|want|need|give me|show me|find|and also|also get|also)\b\s*:?\s*/g;

/** Words that end it. "in" is left out on purpose: "in stock" is a field. */
const STOP =
  /\b(?:from|on|at|across|for (?:each|every|all|the)|of (?:each|every|all)|per|then|and (?:then|follow|go|visit|open|save|export)|follow|every page|all pages|each page|first \d+|first [a-z]+ pages|as (?:a )?(?:csv|json)|in (?:csv|json)|into|to (?:a )?(?:csv|json)|save|export)\b|[.;!?\n]|$/;

export function parseRequest(text: string): ParsedRequest {
  const url = findUrl(text);
  const withoutUrl = (url ? text.replace(url, ' ') : text).replace(URL_PATTERN, ' ');
  const lower = ` ${withoutUrl.toLowerCase().replace(/\s+/g, ' ')} `;
  const entity = findEntity(lower);
  return {
    text,
    url,
    kind: findKind(lower, entity),
    entity,
    fields: findFields(lower, entity),
    scope: findScope(lower),
    followDetails: wantsDetails(lower),
    format: /\bcsv\b/.test(lower) ? 'csv' : /\bjson\b/.test(lower) ? 'json' : null,
  };
}

function findEntity(lower: string): string | null {
  // "number of reviews of each book": the noun after each / every / all is the record.
  for (const match of lower.matchAll(
    /\b(?:each|every|all(?: the)?|list of(?: the)?|these|those)\s+([a-z]+)/g,
  )) {
    const noun = entityNoun(match[1] ?? '');
    if (noun) return noun;
  }
  for (const word of lower.match(/[a-z]+/g) ?? []) {
    const noun = entityNoun(word);
    if (noun) return noun;
  }
  return null;
}

function findKind(lower: string, entity: string | null): EntityKind {
  if (entity) return 'records';
  if (/\b(?:e-?mails?|e-?mail addresses)\b/.test(lower)) return 'emails';
  if (/\b(?:links?|urls?|hrefs?|hyperlinks?)\b/.test(lower)) return 'links';
  if (/\b(?:images?|photos?|pictures?|pics)\b/.test(lower)) return 'images';
  if (/\btables?\b/.test(lower)) return 'tables';
  if (/\bforms?\b/.test(lower)) return 'forms';
  if (/\b(?:metadata|meta tags|json-ld|structured data)\b/.test(lower)) return 'metadata';
  if (
    /\b(?:main (?:text|content)|article text|body text|full text|the text|readable text|plain text)\b/.test(
      lower,
    )
  )
    return 'text';
  return 'records';
}

function findScope(lower: string): Scope {
  const count =
    /\b(?:first|only|up to|max(?:imum)?|at most)?\s*(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty)\s+pages?\b/.exec(
      lower,
    );
  if (count?.[1]) {
    const value = /^\d+$/.test(count[1]) ? Number(count[1]) : (NUMBER_WORDS[count[1]] ?? 1);
    if (value >= 1) return value === 1 ? { kind: 'page' } : { kind: 'pages', maxPages: value };
  }
  if (
    /\b(?:all (?:the )?pages|every page|each page|all results|whole (?:site|catalog(?:ue)?|list)|entire (?:site|catalog(?:ue)?|list)|paginat\w*|crawl|across pages|next pages)\b/.test(
      lower,
    )
  ) {
    return { kind: 'all' };
  }
  return { kind: 'page' };
}

function wantsDetails(lower: string): boolean {
  return /\b(?:follow (?:each|every|the|all)|detail(?:s)? pages?|(?:open|visit) (?:each|every)|(?:product|item|book|article) pages|individual pages|each (?:\w+)'s page|its own page|their own pages?|click (?:into|through) each)\b/.test(
    lower,
  );
}

function findFields(lower: string, entity: string | null): string[] {
  // "name of each product" → "name"; "title of the book" → "title".
  const text = lower.replace(
    /\b([a-z]+) of (the |each |every |all |their |its )?([a-z]+)\b/g,
    (whole, field: string, determiner: string | undefined, noun: string) => {
      const singular = entityNoun(noun);
      return singular && (determiner || singular === entity) ? field : whole;
    },
  );
  const fields: string[] = [];
  TRIGGER.lastIndex = 0;
  for (let match = TRIGGER.exec(text); match; match = TRIGGER.exec(text)) {
    const rest = text.slice(match.index + match[0].length);
    const stop = STOP.exec(rest);
    let segment = stop ? rest.slice(0, stop.index) : rest;
    // A later trigger starts its own list: "all quotes with author" is two segments.
    const next = new RegExp(TRIGGER.source).exec(segment);
    if (next && next.index > 0) segment = segment.slice(0, next.index);
    for (const item of splitItems(segment)) {
      const field = fieldName(item, entity);
      if (field && !fields.includes(field)) fields.push(field);
    }
  }
  if (fields.length === 0) {
    // "title, price and rating of every book": a list at the very start, with no verb before it.
    const stop = STOP.exec(text);
    const lead = stop ? text.slice(0, stop.index) : text;
    const items = splitItems(lead);
    if (items.length >= 2) {
      for (const item of items) {
        const field = fieldName(item, entity);
        if (field && !fields.includes(field)) fields.push(field);
      }
    }
  }
  return fields;
}

function splitItems(segment: string): string[] {
  return segment
    .split(/,|&|\/|\band\b|\bplus\b|\bas well as\b|\bor\b/)
    .map((item) => item.trim())
    .filter(Boolean);
}

function fieldName(item: string, entity: string | null): string | null {
  const words = item
    .replace(/[^a-z0-9\s'-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !FILLER_WORDS.has(word));
  if (words.length === 0 || words.length > 4) return null;
  // "product name" → "name": the entity noun only says whose field it is.
  const kept = words.filter(
    (word) => words.length === 1 || entityNoun(word) !== entity || entity === null,
  );
  if (kept.length === 0) return null;
  if (kept.length === 1 && entityNoun(kept[0] ?? '')) return null;
  // "author name" → "author": a person's name is what "author" already means.
  if (kept.length === 2 && kept[1] === 'name' && entity !== kept[0]) kept.pop();
  const phrase = kept.join(' ');
  if (GENERIC_ITEMS.has(phrase) || /^\d+$/.test(phrase)) return null;
  if (/^(?:pages?|csv|json|everything|them|it)$/.test(phrase)) return null;
  if (
    !entity &&
    /^(?:all )?(?:links?|urls?|images?|photos?|pictures?|e-?mails?|tables?|forms?|text)$/.test(
      phrase,
    )
  )
    return null;
  const slug = slugify(phrase);
  return slug || null;
}
