import picomatch from 'picomatch';
import { RE2JS } from 're2js';

export type CrawlScope = 'same-site' | 'same-host' | 'same-origin' | 'any';

export interface ScopeOptions {
  scope: CrawlScope;
  include: string[];
  exclude: string[];
}

/**
 * Decides whether a URL belongs to the crawl: within the scope of a start URL, matching an
 * include glob when there are any, and matching no exclude glob. Globs are matched against the
 * path with its query (`/products/**`), or against the whole URL when they start with http.
 */
export function createScope(startUrls: string[], options: ScopeOptions): (url: URL) => boolean {
  const starts = startUrls.map((raw) => new URL(raw));
  const include = compile(options.include);
  const exclude = compile(options.exclude);
  return (url) => {
    if (!starts.some((start) => inScope(start, url, options.scope))) return false;
    const target = { path: url.pathname + url.search, full: url.href };
    if (include.length > 0 && !include.some((match) => match(target))) return false;
    return !exclude.some((match) => match(target));
  };
}

function inScope(start: URL, url: URL, scope: CrawlScope): boolean {
  switch (scope) {
    case 'any':
      return true;
    case 'same-origin':
      return start.origin === url.origin;
    case 'same-host':
      return start.host === url.host;
    case 'same-site': {
      const site = start.hostname.replace(/^www\./, '');
      const host = url.hostname.replace(/^www\./, '');
      return host === site || host.endsWith(`.${site}`);
    }
  }
}

/** A crawl glob that cannot be matched in linear time (a negated extglob `!(…)`). */
export class GlobPatternError extends Error {
  override name = 'GlobPatternError';
}

/**
 * Lookaheads picomatch writes to keep `*` and `**` from matching `.` and `..` path segments. A
 * URL's path never holds those (URL parsing resolves them), so dropping them changes no match,
 * and what is left runs on RE2.
 */
const DOT_SEGMENT_GUARDS = ['(?!(?:^|\\/)\\.{1,2}(?:\\/|$))', '(?!\\.{1,2}(?:\\/|$))', '(?=.)'];

/**
 * A glob as a linear-time matcher: picomatch's translation run on RE2 (re2js) instead of V8's
 * backtracking engine, on which `/@(a+|a)+` held the page thread 10 s per page.
 */
export function compileGlob(glob: string): (text: string) => boolean {
  let source = picomatch.makeRe(glob, { dot: true }).source;
  for (const guard of DOT_SEGMENT_GUARDS) source = source.split(guard).join('');
  let pattern: RE2JS;
  try {
    pattern = RE2JS.compile(source);
  } catch (error) {
    throw new GlobPatternError(
      `The glob ${glob} cannot be matched safely (negated patterns such as !(…) are not supported): list what to leave out under exclude instead`,
      { cause: error },
    );
  }
  return (text) => pattern.matches(text);
}

function compile(globs: string[]): ((target: { path: string; full: string }) => boolean)[] {
  return globs.map((glob) => {
    const whole = /^https?:/i.test(glob);
    const matches = compileGlob(glob);
    return (target) => matches(whole ? target.full : target.path);
  });
}
