import { conceptOf } from '../vocabulary/field-words.js';
import type { EntityKind, ParsedRequest, Scope } from '../types.js';
import { wantsDocumentText, withoutDocumentClause } from './documents.js';
import { findFields, plainThing } from './field-list.js';
import { inEnglish } from './request-languages.js';
import { FILLER_WORDS, NUMBER_WORDS, entityNoun } from './vocabulary.js';

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/i;

/** The first http(s) address in the text (spec/core.md section 5), without trailing punctuation. */
export function findUrl(text: string): string | null {
  const match = URL_PATTERN.exec(text);
  if (!match) return null;
  return match[0].replace(/[.,;:!?)\]}]+$/, '');
}

export function parseRequest(text: string): ParsedRequest {
  const url = findUrl(text);
  const withoutUrl = (url ? text.replace(url, ' ') : text).replace(URL_PATTERN, ' ');
  // "precio y nombre de cada producto": read in the English the rules below are written in.
  const words = ` ${inEnglish(withoutUrl).toLowerCase().replace(/\s+/g, ' ')} `;
  const documentText = wantsDocumentText(words);
  const lower = documentText ? withoutDocumentClause(words) : words;
  const known = findEntity(lower);
  // Reading several pages means a list: one item does not paginate.
  const scope = findScope(lower);
  const found = findFields(lower, known);
  // "Get all phones": a plural no field is called is the thing wanted, not a column of it.
  const [only] = found;
  const unknownThing =
    !known &&
    found.length === 1 &&
    only !== undefined &&
    /^[a-z]{3,}s$/.test(only) &&
    !conceptOf(only) &&
    new RegExp(`\\b(?:all|every|each|the)\\s+(?:of\\s+the\\s+)?${only}\\b`).test(lower);
  const entity = unknownThing ? only.replace(/(?:ies)$/, 'y').replace(/(?<!s)s$/, '') : known;
  const named = unknownThing ? [] : found;
  // "the table of cities", "the cities table": the table itself is wanted, rows and all.
  const wholeTable =
    named.length === 1 && /^(?:[a-z]+_)?tables?(?:_of_[a-z_]+)?$/.test(named[0] ?? '');
  return {
    text,
    url,
    kind: wholeTable ? 'tables' : findKind(lower, entity, named),
    entity,
    fields: wholeTable ? [] : named,
    scope,
    followDetails: wantsDetails(lower),
    quantity: scope.kind === 'page' ? findQuantity(lower, entity) : 'many',
    format: /\bcsv\b/.test(lower) ? 'csv' : /\bjson\b/.test(lower) ? 'json' : null,
    ...(documentText ? { documentText: true } : {}),
  };
}

function findEntity(text: string): string | null {
  // "number of reviews" counts something of the record; it does not name the record.
  const lower = text.replace(/\b(?:number|count|total|#) of [a-z]+/g, ' ');
  // "number of reviews of each book": the noun after each / every / all is the record.
  // The head of the noun phrase is its last noun: "all car brands", "all the article headlines".
  for (const match of lower.matchAll(
    /\b(?:each|every|all(?: the)?|list(?: of)?(?: the)?|these|those)\s+((?:[a-z-]+\s+){0,3})/g,
  )) {
    const words: string[] = [];
    for (const word of (match[1] ?? '').trim().split(/\s+/)) {
      if (/^(?:on|in|from|with|of|at|for|listed|that|which|and|to|by|as)$/.test(word)) break;
      words.push(word);
    }
    for (const word of words.reverse()) {
      const noun = entityNoun(word);
      if (noun) return noun;
    }
  }
  // Otherwise the first record noun before the field list: "country, score" after a colon are fields.
  const lead = lower.split(/:(?!\/\/)|\bwith\b|\bincluding\b/)[0] ?? lower;
  // "headline, author and date": a field word opening a list of fields is a field, not the record.
  const opening = new RegExp(
    String.raw`^\s*(?:(?:${[...OPENING_WORDS].join('|')})\s+)*([a-z]+)\s*,`,
  ).exec(lead)?.[1];
  for (const word of lead.match(/[a-z]+/g) ?? []) {
    if (word === opening && conceptOf(word)) continue;
    const noun = entityNoun(word);
    if (noun) return noun;
  }
  // "Staff and revenue of each branch": the noun after "of each" is the record, whatever it is.
  const each = /\b(?:of|for)\s+(?:each|every)\s+([a-z]{3,})\b/.exec(lower)?.[1];
  if (each && !conceptOf(each) && !FILLER_WORDS.has(each)) return each;
  // "bathrooms of the flat", "the rent of this studio": the one thing the fields belong to.
  const owner = /\b(?:of|for|about)\s+(?:the|this|that)\s+([a-z]{3,})\b/.exec(lower)?.[1];
  return owner && plainThing(owner) ? owner : null;
}

/** Verbs and determiners a request opens with, before the thing it asks for. */
const OPENING_WORDS = new Set([
  'get',
  'scrape',
  'extract',
  'collect',
  'grab',
  'fetch',
  'pull',
  'find',
  'show',
  'give',
  'me',
  'i',
  'want',
  'need',
  'please',
  'the',
  'a',
  'an',
  'all',
  'every',
  'each',
  'list',
  'of',
]);

/** One item or many: "every job", "all reviews", "houses for sale" vs "the recipe:", "this product". */
function findQuantity(lower: string, entity: string | null): 'one' | 'many' | null {
  // The words before the field list say what is wanted; "the list of ingredients" is a field.
  const lead = lower.split(/:|\bwith\b|\bincluding\b/)[0] ?? lower;
  if (entity) {
    const forms = [entity, `${entity}s`, `${entity}es`];
    if (entity.endsWith('y')) forms.push(`${entity.slice(0, -1)}ies`);
    // A colon or comma ends the noun phrase: "the recipe: title, …".
    const words = lower.split(/[:,;]/)[0]?.match(/[a-z]+/g) ?? [];
    const at = words.findIndex((word) => forms.includes(word));
    if (at >= 0) {
      const noun = words[at] ?? '';
      // "the ticket options": the noun only qualifies the plural that follows it.
      const next = words[at + 1] ?? '';
      if (/[^s]s$/.test(next) && next.length > 3 && !/^(?:is|was|has|does|its)$/.test(next))
        return 'many';
      // "the product name": the article belongs to the field the noun qualifies.
      const modifier =
        /^[a-z]+$/.test(next) &&
        !/^(?:on|in|from|with|at|of|for|to|and|page|here|below|above|listed|shown)$/.test(next);
      // "every job", "the recipe", "this big product": the determiner is one or two words back.
      const before = words.slice(Math.max(0, at - 2), at);
      if (noun !== entity || before.some((word) => /^(?:every|each|all)$/.test(word)))
        return 'many';
      if (!modifier && before.some((word) => /^(?:the|this|that|a|an|one)$/.test(word)))
        return 'one';
    }
  }
  if (
    /\b(?:specs?|specifications?|details?|information|info|data) (?:of|for|about|on) (?:the|this|that|a|an)\b/.test(
      lead,
    )
  )
    return 'one';
  // "rent, beds and baths of this apartment": the fields of one thing, named after them.
  if (
    entity &&
    !/\b(?:every|each|all)\b/.test(lower) &&
    new RegExp(String.raw`\b(?:of|for|about) (?:the|this|that) ${entity}\b(?!\s+[a-z]+s\b)`).test(
      lower,
    )
  )
    return 'one';
  if (/\b(?:every|each|all)\b|^\s*list\b/.test(lead)) return 'many';
  // The thing asked for, first: "houses for sale with …", "the ticket options with …".
  const words = (lead.split(/[,;]/)[0] ?? '').match(/[a-z]+/g) ?? [];
  const head = words.filter((word) => !OPENING_WORDS.has(word)).slice(0, 2);
  if (
    head.some((word) => /[^s]s$/.test(word) && word.length > 3 && !/(?:ss|us|is|news)$/.test(word))
  )
    return 'many';
  return null;
}

function findKind(lower: string, entity: string | null, fields: string[]): EntityKind {
  if (entity) return 'records';
  // "everyone with name, role and email": people, the e-mail one of their fields.
  const people = fields.includes('email') && fields.length >= 2;
  if (/\b(?:e-?mails?|e-?mail addresses)\b/.test(lower) && !people) return 'emails';
  // "every tea with its name, price and link": the link one field of a record's several.
  const linked = fields.some((field) => /^(?:link|url)$/.test(field)) && fields.length >= 3;
  if (/\b(?:links?|urls?|hrefs?|hyperlinks?)\b/.test(lower) && !linked) return 'links';
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
