import type { z } from 'zod';

/** C0 controls other than tab, line feed and carriage return, and DEL: never text. NUL included. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Tab, line feed, carriage return: text only in the fields where a person writes lines. */
const LINE_CONTROL = /[\t\n\r]/;

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
]);

type Path = readonly (string | number)[];

function fieldName(path: Path): string {
  return path.length === 0 ? 'request' : path.join('.');
}

/** The field a string belongs to: an array item is named by its array (`include.2` → include). */
function ownKey(path: Path): string | undefined {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const key = path[i];
    if (typeof key === 'string') return key;
  }
  return undefined;
}

function badCharacter(text: string, multiLine: boolean): string | undefined {
  const found = CONTROL_CHARACTER.exec(text) ?? (multiLine ? null : LINE_CONTROL.exec(text));
  if (!found) return undefined;
  const code = found[0].charCodeAt(0);
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The first control character in any string of a parsed value, object keys included, with the
 * field it is in. Iterative, so deeply nested JSON cannot exhaust the stack.
 */
export function findControlCharacter(
  value: unknown,
): { path: (string | number)[]; character: string; inKey: boolean } | undefined {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next) break;
    const { value: current, path } = next;
    if (typeof current === 'string') {
      const key = ownKey(path);
      const character = badCharacter(current, key !== undefined && MULTI_LINE_FIELDS.has(key));
      if (character) return { path, character, inKey: false };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1)
        pending.push({ value: current[i] as unknown, path: [...path, i] });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current).reverse()) {
        const character = badCharacter(key, false);
        if (character) return { path, character, inKey: true };
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/**
 * A request schema that refuses control characters in every string it lets through (nested
 * objects, arrays, record keys and free-form JSON alike), naming the field. PostgreSQL cannot
 * store NUL in text, so without this a NUL anywhere became a 500; the other controls have no
 * place in what a person types. Tab and line breaks pass only in MULTI_LINE_FIELDS.
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
    if (!found) return;
    const field = fieldName(found.path);
    ctx.addIssue({
      code: 'custom',
      path: found.path,
      message: found.inKey
        ? `${field} has a key with a control character (${found.character}); remove it`
        : `${field} must not contain control characters (found ${found.character}); remove it`,
    });
  });
}
