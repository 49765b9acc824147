import type { EntityType } from '@gleaner/shared';

/** Something to do with what a job captured, asked for in words after it ran. */
export type DataCommand =
  /** "find the e-mail addresses": entity extraction over the captured data, one type shown. */
  | { type: 'find_entities'; entityType: EntityType }
  /** "remove personal data": exports mask it from now on (or stop masking it). */
  | { type: 'redact'; enabled: boolean };

const PERSONAL_DATA =
  /\b(?:personal (?:data|details|info(?:rmation)?)|pii|private (?:data|details|info(?:rmation)?)|contact details|sensitive data)\b/;

const REDACT_ON =
  /\b(?:remove|redact|mask|hide|strip|anonymi[sz]e|scrub|blank out|black out|take out|get rid of|censor)\b/;
const REDACT_OFF =
  /\b(?:keep|don'?t (?:remove|redact|mask|hide)|do not (?:remove|redact|mask|hide)|stop (?:removing|redacting|masking|hiding)|unmask|show)\b/;
const REDACTION_SWITCH = /\b(?:turn|switch) (on|off) (?:the )?redact(?:ion|ing)?\b/;

const FIND =
  /\b(?:find|show|list|extract|get|give me|pull out|look for|search for|collect|gather|which|what are|are there any)\b/;

/** The words for each entity type, most specific first. */
const ENTITY_WORDS: [EntityType, RegExp][] = [
  ['email', /\be-?mail(?: address(?:es)?|s)?\b/],
  ['phone', /\b(?:phone(?: numbers?|s)?|telephone(?: numbers?|s)?|mobile numbers?)\b/],
  ['url', /\b(?:urls|web addresses|websites)\b/],
  ['money', /\b(?:money amounts?|amounts of money|sums|monetary amounts?)\b/],
  ['date', /\bdates\b/],
  ['organisation', /\b(?:organi[sz]ations?|companies|firms)\b/],
  ['place', /\b(?:places|locations|cities|countries)\b/],
  ['person', /\b(?:people|persons|person names|names of people)\b/],
];

/**
 * "find the e-mail addresses", "show me the phone numbers", "remove personal data", "keep the
 * personal data": null when the message asks for none of these.
 */
export function parseDataCommand(message: string): DataCommand | null {
  const lower = message.toLowerCase().replace(/\s+/g, ' ');
  const toggle = REDACTION_SWITCH.exec(lower);
  if (toggle) return { type: 'redact', enabled: toggle[1] === 'on' };
  if (PERSONAL_DATA.test(lower)) {
    if (REDACT_OFF.test(lower)) return { type: 'redact', enabled: false };
    if (REDACT_ON.test(lower)) return { type: 'redact', enabled: true };
  }
  if (!FIND.test(lower)) return null;
  for (const [entityType, words] of ENTITY_WORDS)
    if (words.test(lower)) return { type: 'find_entities', entityType };
  return null;
}

/** How a type is named in a reply, in the plural. */
export const ENTITY_PLURALS: Record<EntityType, string> = {
  email: 'e-mail addresses',
  phone: 'phone numbers',
  url: 'web addresses',
  money: 'money amounts',
  date: 'dates',
  organisation: 'organisations',
  place: 'places',
  person: 'people',
};

/** How one of a type is named in a reply. */
export const ENTITY_SINGULARS: Record<EntityType, string> = {
  email: 'e-mail address',
  phone: 'phone number',
  url: 'web address',
  money: 'money amount',
  date: 'date',
  organisation: 'organisation',
  place: 'place',
  person: 'person',
};
