import type { z } from 'zod';

/** C0 controls other than tab, line feed and carriage return, and DEL: never text. NUL included. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Tab, line feed, carriage return: text only in the fields where a person writes lines. */
const LINE_CONTROL = /[\t\n\r]/;
/**
 * Half of a character (a UTF-16 surrogate without its pair): JSON can carry one escaped, but it
 * is no text, and PostgreSQL refuses it in JSON columns.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Fields (by their own key, wherever they sit) where several lines are legitimate: free text a
 * person writes, and CSS selectors, in which tab and line breaks are whitespace.
 */
const MULTI_LINE_FIELDS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'instruction',
  'currentInstruction',
  'message',
  'content',
  'description',
  'condition',
  'selector',
  'container',
  'paginationSelector',
  'detailLinkSelector',
  // Documents and raw data sent to the model helpers keep their lines and tabs.
  'text',
  'raw_data',
]);

type Path = readonly (string | number)[];

function fieldName(path: Path): string {
  return path.length === 0 ? 'request' : path.join('.');
}

interface BadCharacter {
  /** As `U+0000`. */
  character: string;
  kind: 'control' | 'surrogate';
}

function codePoint(found: RegExpExecArray): string {
  return `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

function badCharacter(text: string, multiLine: boolean): BadCharacter | undefined {
  const control = CONTROL_CHARACTER.exec(text) ?? (multiLine ? null : LINE_CONTROL.exec(text));
  if (control) return { character: codePoint(control), kind: 'control' };
  const surrogate = LONE_SURROGATE.exec(text);
  if (surrogate) return { character: codePoint(surrogate), kind: 'surrogate' };
  return undefined;
}

/** Where a value sits: its key and its parent's place, so no path is copied per value. */
interface Place {
  key: string | number | undefined;
  parent: Place | undefined;
  /** The nearest key that is a name: an array item belongs to its array's field (`include`). */
  field: string | undefined;
}

function placeIn(parent: Place, key: string | number): Place {
  return { key, parent, field: typeof key === 'string' ? key : parent.field };
}

function pathOf(place: Place | undefined): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = place; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first control character or lone surrogate in any string of a parsed value, object keys
 * included, with the field it is in. Iterative and linear, so JSON nested a hundred thousand
 * deep is read as fast as it is long and cannot exhaust the stack.
 */
export function findControlCharacter(
  value: unknown,
): (BadCharacter & { path: (string | number)[]; inKey: boolean }) | undefined {
  const pending: { value: unknown; place: Place }[] = [
    { value, place: { key: undefined, parent: undefined, field: undefined } },
  ];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next) break;
    const { value: current, place } = next;
    if (typeof current === 'string') {
      const multiLine = place.field !== undefined && MULTI_LINE_FIELDS.has(place.field);
      const bad = badCharacter(current, multiLine);
      if (bad) return { ...bad, path: pathOf(place), inKey: false };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1)
        pending.push({ value: current[i] as unknown, place: placeIn(place, i) });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current).reverse()) {
        const bad = badCharacter(key, false);
        if (bad) return { ...bad, path: pathOf(place), inKey: true };
        pending.push({ value: item, place: placeIn(place, key) });
      }
    }
  }
  return undefined;
}

function problem(found: BadCharacter & { path: Path; inKey: boolean }): string {
  const field = fieldName(found.path);
  const what =
    found.kind === 'control'
      ? `a control character (${found.character})`
      : `half of a character (a lone surrogate, ${found.character})`;
  if (found.inKey) return `${field} has a key with ${what}; remove it`;
  return found.kind === 'control'
    ? `${field} must not contain control characters (found ${found.character}); remove it`
    : `${field} must be valid text, not ${what}; remove it`;
}

/**
 * A request schema that refuses control characters in every string it lets through (nested
 * objects, arrays, record keys and free-form JSON alike), naming the field. PostgreSQL cannot
 * store NUL in text, so without this a NUL anywhere became a 500; the other controls have no
 * place in what a person types. Tab and line breaks pass only in MULTI_LINE_FIELDS. Lone
 * surrogates (which JSON can carry escaped) are refused too: PostgreSQL refuses them in JSON
 * columns, another 500.
 *
 * Applied to whole request schemas rather than to each string, so a field added later is covered
 * too, and the same shapes stay lenient where they describe replies: a stored plan may hold text
 * read from a page.
 *
 * The schema comes as a function: a bundle that never uses a request schema (the web app) then
 * drops it whole, where the arguments of a dropped call would stay behind.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withoutControlCharacters<T extends z.ZodType>(build: () => T): T {
  return build().superRefine((value, ctx) => {
    const found = findControlCharacter(value);
    if (found) ctx.addIssue({ code: 'custom', path: found.path, message: problem(found) });
  });
}
