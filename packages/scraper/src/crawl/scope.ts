import picomatch from 'picomatch';

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

function compile(globs: string[]): ((target: { path: string; full: string }) => boolean)[] {
  return globs.map((glob) => {
    const whole = /^https?:/i.test(glob);
    const matcher = picomatch(glob, { dot: true });
    return (target) => matcher(whole ? target.full : target.path);
  });
}
