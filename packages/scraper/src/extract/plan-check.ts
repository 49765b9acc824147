import type { JobPlan, SelectorRequest } from '@gleaner/shared';
import type { CheerioAPI } from 'cheerio';
import type * as CheerioSlim from 'cheerio/slim';
import { lazy } from '../lazy.js';
import { fieldPatternProblem } from './field-pattern.js';

// cheerio's htmlparser2-only build: the same selector engine (cheerio-select) that runs the
// plan on pages, without parse5 and undici, which the server loading a plan needs nowhere else.
const cheerio = lazy<typeof CheerioSlim>('cheerio/slim');
// An empty document, made with the first check rather than at import (memory at idle).
let emptyDocument: CheerioAPI | undefined;
const probe = () => (emptyDocument ??= cheerio().load('<html></html>'));

/** Why the engine cannot run this CSS selector, or null when it can. */
export function selectorProblem(selector: string): string | null {
  try {
    probe().root().find(selector);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The first selector or pattern of a plan (or selector list) that cannot run, named by its path,
 * so a bad one is refused when the job is made rather than giving an empty job later.
 */
export function planProblem(
  plan: JobPlan | undefined,
  selectors: SelectorRequest[] = [],
  at = 'plan',
): string | null {
  const checks: [string, string, 'selector' | 'pattern'][] = [];
  selectors.forEach((s, i) => checks.push([`selectors[${i}].selector`, s.selector, 'selector']));
  plan?.selectors?.forEach((s, i) =>
    checks.push([`${at}.selectors[${i}].selector`, s.selector, 'selector']),
  );
  for (const key of ['recordSpec', 'detailRecordSpec'] as const) {
    const spec = plan?.[key];
    if (!spec) continue;
    checks.push([`${at}.${key}.container`, spec.container, 'selector']);
    spec.fields.forEach((field, i) => {
      const path = `${at}.${key}.fields[${i}]`;
      for (const [source, where] of [
        [field, path],
        ...(field.alternatives ?? []).map(
          (alternative, j) => [alternative, `${path}.alternatives[${j}]`] as const,
        ),
      ] as const) {
        if (source.selector) checks.push([`${where}.selector`, source.selector, 'selector']);
        if (source.pattern) checks.push([`${where}.pattern`, source.pattern, 'pattern']);
      }
    });
  }
  if (plan?.paginationSelector)
    checks.push([`${at}.paginationSelector`, plan.paginationSelector, 'selector']);
  if (plan?.detailLinkSelector)
    checks.push([`${at}.detailLinkSelector`, plan.detailLinkSelector, 'selector']);

  for (const [path, value, kind] of checks) {
    const problem = kind === 'selector' ? selectorProblem(value) : fieldPatternProblem(value);
    if (problem) {
      const what = kind === 'selector' ? 'a valid CSS selector' : 'a valid regular expression';
      return `${path} is not ${what} (${value}): ${problem}`;
    }
  }
  return null;
}
