/**
 * "Reviews with reviewer, date and rating": a review list sets each reviewer's name in bold at
 * the head of the review (<b>Marta Kowalski</b>), with no class to say what it is, so the name is
 * read as the record's title. When the request asks for a person (author, reviewer, user) and
 * not for a title, and every headline is a person's name, the headline is that person; but a
 * book's "Winter Orchard" reads as a name too, so the headline must also be what heads a
 * reply (the request asks for reviews, comments, a reviewer), or plain bold text rather than a
 * heading or a link, which is how a page titles the thing it lists.
 */
import type { RecordGroup } from '../types.js';
import { canonicalField, conceptOf, nameTokens } from '../vocabulary/field-words.js';
import { valuesArePeople } from '../vocabulary/value-words.js';
import type { FieldMatch } from './match-fields.js';

/** Words naming what people write about a thing, and who writes it. */
const REPLY_WORDS = new Set(
  ['review', 'reviewer', 'comment', 'commenter', 'testimonial', 'reply', 'answer', 'guestbook'].map(
    (word) => nameTokens(word).join('_'),
  ),
);

function asksReplies(words: string[]): boolean {
  return words.flatMap(nameTokens).some((token) => REPLY_WORDS.has(token));
}

/** The headline's own element: the last step of its selector ("h3 > a" is a link). */
function headsAsTitle(selector: string): boolean {
  const last =
    selector
      .trim()
      .split(/[\s>+~]+/)
      .pop() ?? '';
  return /^(?:h[1-6]|a)(?:[.:#[]|$)/.test(last);
}

export function personHeadline(
  entity: string | null | undefined,
  requested: string[],
  matched: { matches: FieldMatch[]; missing: string[] },
  already: FieldMatch[],
  group: RecordGroup,
): FieldMatch[] {
  const title = group.columns.find((column) => column.isTitle);
  if (!title || title.spec.kind !== 'text' || title.spec.multiple) return [];
  if (requested.some((field) => canonicalField(field) === 'title')) return [];
  const used = new Set([...matched.matches, ...already].map((match) => match.column));
  if (used.has(title)) return [];
  const taken = new Set(already.map((match) => match.requested));
  const field = matched.missing.find(
    (name) => !taken.has(name) && conceptOf(name)?.name === 'author',
  );
  if (!field || title.samples.length < 2 || !valuesArePeople(title.samples)) return [];
  if (!asksReplies([entity ?? '', ...requested]) && headsAsTitle(title.spec.selector)) return [];
  return [{ requested: field, column: title, score: 0.6 }];
}
