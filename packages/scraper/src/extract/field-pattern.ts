import { countOf } from '@gleaner/shared';
import { RE2JS } from 're2js';

/**
 * Field patterns come from whoever writes a plan, so they run on RE2 (a linear-time engine,
 * here its pure-JS port) rather than V8's backtracking one: `^(a+)+$` on 29 characters held a
 * page-reading thread for over a minute with `RegExp`, and takes microseconds here. RE2 refuses
 * what it cannot run without backtracking (lookarounds, backreferences).
 */

/**
 * Largest compiled program accepted. Matching is linear in the text but proportional to the
 * program: counted repeats (`[a-z]{0,999}` copies its body 999 times) made programs of 6,000+
 * instructions take seconds on one 20,000-character text. A hand-written or planned pattern
 * stays far below this (`(\d[\d.,]*)\D*$` is about 20).
 */
export const MAX_PATTERN_PROGRAM_SIZE = 1000;

/** A field pattern the linear-time engine cannot run; the message says what to change. */
export class FieldPatternError extends Error {
  override name = 'FieldPatternError';
}

/** Compiled patterns, since one pattern runs once per record of every page of a job. */
const compiled = new Map<string, RE2JS>();
const KEPT_PATTERNS = 256;

/** JS-only syntax RE2 has no linear-time form for, said in words a plan's author can act on. */
function unsupported(pattern: string): string | null {
  if (/\(\?<?[=!]/.test(pattern)) return 'lookahead and lookbehind ((?=, (?!, (?<=, (?<!)';
  if (/\\[1-9]|\\k</.test(pattern)) return 'backreferences (\\1, \\k<name>)';
  return null;
}

function compile(pattern: string): RE2JS {
  let re: RE2JS;
  try {
    // Plans are written in JavaScript's syntax (\u00e9, (?<name>…)); RE2 spells some of it otherwise.
    re = RE2JS.compile(RE2JS.translateRegExp(pattern));
  } catch (error) {
    const feature = unsupported(pattern);
    const reason = error instanceof Error ? error.message : String(error);
    throw new FieldPatternError(
      feature
        ? `${feature} are not supported: patterns run on a linear-time engine (RE2 syntax) so that none can stall a scrape`
        : reason,
      { cause: error },
    );
  }
  if (re.programSize() > MAX_PATTERN_PROGRAM_SIZE) {
    throw new FieldPatternError(
      `the pattern is too complex (${countOf(re.programSize(), 'step')}, at most ${MAX_PATTERN_PROGRAM_SIZE}); use * or + instead of large counted repeats such as {0,999}`,
    );
  }
  return re;
}

/** The compiled pattern; throws `FieldPatternError` saying why when it cannot run. */
export function fieldPattern(pattern: string): RE2JS {
  let re = compiled.get(pattern);
  if (!re) {
    re = compile(pattern);
    if (compiled.size >= KEPT_PATTERNS) compiled.delete(compiled.keys().next().value ?? '');
    compiled.set(pattern, re);
  }
  return re;
}

/** Why a field pattern cannot run, or null when it can. */
export function fieldPatternProblem(pattern: string): string | null {
  try {
    fieldPattern(pattern);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The pattern's first capture group in `text` ('' when it does not match, has no group or the
 * group took no part), as `new RegExp(pattern).exec(text)?.[1] ?? ''` gave before.
 */
export function firstGroup(pattern: string, text: string): string {
  const match = fieldPattern(pattern).exec(text);
  const group: unknown = match?.[1];
  return typeof group === 'string' ? group : '';
}
