/**
 * "People with name and role": a team page sets each person's role on the line under their
 * name ("Managing Director"), classed by a word of its own ("position", "job", "title") or by
 * none. The vocabulary holds no role concept, since on a job card the title is the role: the
 * role is read here, from a column named so, or from the one short line of words left beside
 * the name a person reads as the record's title.
 */
import type { ColumnInfo, RecordGroup } from '../types.js';
import { nameTokens } from '../vocabulary/field-words.js';
import type { FieldMatch } from './match-fields.js';
import { wordsOnly } from './match-fields.js';

/** A set of words as field names are compared ("title" and "titles" meet). */
function folded(words: string[]): Set<string> {
  return new Set(words.map((word) => nameTokens(word).join('_')));
}

/** What people call the line saying what a person does. */
const ROLE_FIELDS = folded([
  'role',
  'position',
  'occupation',
  'designation',
  'job',
  'job_title',
  'job_role',
  'job_position',
  'function',
]);
/** Class words that name that line on a page. */
const ROLE_WORDS = folded(['role', 'position', 'occupation', 'designation', 'job', 'title']);
/** Longest role line, in words; longer is a sentence about the person. */
const MAX_ROLE_WORDS = 8;

export function asksRole(field: string): boolean {
  return ROLE_FIELDS.has(nameTokens(field).join('_'));
}

/** A column of short lines of words, one per record, that differ between records. */
function roleLines(column: ColumnInfo): boolean {
  const { spec, samples } = column;
  return (
    spec.kind === 'text' &&
    !spec.multiple &&
    !spec.attribute &&
    !spec.pattern &&
    column.coverage >= 0.5 &&
    wordsOnly(samples) &&
    samples.every((sample) => sample.split(/\s+/).length <= MAX_ROLE_WORDS) &&
    new Set(samples).size > 1
  );
}

/**
 * "Margaret Ellis Chair": a block read whole holds the title and the line after it; it is the
 * two run together, not a field beside the title.
 */
export function holdsTitle(column: ColumnInfo, title: ColumnInfo | undefined): boolean {
  if (!title || column === title || title.samples.length === 0) return false;
  return column.samples.every((sample, index) => {
    const name = title.samples[index];
    return name !== undefined && sample.length > name.length && sample.includes(name);
  });
}

function namedRole(column: ColumnInfo): boolean {
  return [column.name, ...column.aliases].flatMap(nameTokens).some((word) => ROLE_WORDS.has(word));
}

/** The role column for a role field no column answered, when one is plain to see. */
export function roleColumns(
  requested: string[],
  matched: { matches: FieldMatch[]; missing: string[] },
  already: FieldMatch[],
  group: RecordGroup,
): FieldMatch[] {
  const taken = new Set(already.map((match) => match.requested));
  const used = new Set([...matched.matches, ...already].map((match) => match.column));
  const found: FieldMatch[] = [];
  for (const field of matched.missing) {
    if (!asksRole(field) || taken.has(field) || !requested.includes(field)) continue;
    const title = group.columns.find((column) => column.isTitle);
    const free = group.columns.filter(
      (column) =>
        !used.has(column) && !column.isTitle && roleLines(column) && !holdsTitle(column, title),
    );
    // Unnamed, the line is the role only beside a title already read as the person's name.
    const column =
      free.find(namedRole) ?? (title && used.has(title) && free.length === 1 ? free[0] : undefined);
    if (!column) continue;
    used.add(column);
    found.push({ requested: field, column, score: 0.6 });
  }
  return found;
}
