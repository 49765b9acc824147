import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every count that meets a noun goes through `countOf` / `nounFor` (./plural.ts): this sweeps
 * the sources people read text from (web app, server, agent, scraper, CLI, shared) for the
 * hand-made forms that said "1 results" and "1 seconds" before.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SWEPT = [
  'apps/web/src',
  'apps/server/src',
  'packages/agent/src',
  'packages/scraper/src',
  'packages/cli/src',
  'packages/shared/src',
];

/** Plural nouns a count may stand before in our text. */
const NOUNS = new Set(
  (
    'results items pages records jobs rows fields columns tables nodes links entries errors ' +
    'requests calls matches elements characters times tokens seconds minutes hours days weeks ' +
    'sessions messages keys workers chunks documents files forms groups images quotes people ' +
    'arguments steps values attempts tries retries redirects models types questions answers ' +
    'selectors instructions captures conversations annotations alerts sites addresses words ' +
    'lines cells points countries indicators categories labels entities occurrences months ' +
    'failures duplicates batches processes members users tabs'
  ).split(' '),
);

/** A count written into text: `${n} pages` in a template, `{n} pages` in JSX. */
const INTERPOLATED = /\$?\{([^{}]+)\}\s+([a-z]+)\b(?!\s*=)/g;
/** Agreement made by hand: `n === 1 ? 'page' : 'pages'`. */
const HAND_MADE = /[!=]==?\s*1\s*\?\s*['"`]/;
/** "page(s)" hedges instead of agreeing. */
const HEDGED = /[a-z](?<!http)\(s\)/;

/** Figures that are never 1: named constants (MAX_PAGES, DEFAULT.limit), grouped or not. */
function isConstant(expression: string): boolean {
  const bare = expression
    .replace(/\.toLocaleString\([^)]*\)/g, '')
    .replace(/^\s*groupedDigits\((.*)\)\s*$/, '$1')
    .trim();
  return /^[A-Z][A-Z0-9_]*(\.[A-Za-z0-9_]+)*(\s*[/*]\s*\d+)?$/.test(bare);
}

/** Matches that are not a count before a noun (file, then a piece of the match). */
const ALLOWED: [string, string][] = [
  // Words that are not counts: a protocol, a render mode, a verb.
  ['packages/scraper/src/browser/browser-engine.ts', '${url.protocol} addresses'],
  ['packages/shared/src/job-estimate.ts', '${MODE_WORDS[job.render]} jobs'],
  ['packages/shared/src/mcp-tools.ts', '${args.url} answers'],
  ['packages/agent/src/conversation/replies.ts', "'the page'} links"],
  // A column's name before the words of what it holds ('status days left').
  ['apps/server/src/commands/data-agent/compound-cells.ts', '${key} days'],
];

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) yield path;
  }
}

function findings(): string[] {
  const found: string[] = [];
  for (const folder of SWEPT) {
    for (const path of sourceFiles(join(ROOT, folder))) {
      const file = relative(ROOT, path);
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const code = line.trim();
          if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
          const at = `${file}:${index + 1}: ${code}`;
          if (HAND_MADE.test(line) || HEDGED.test(line)) return void found.push(at);
          for (const [match, expression = '', noun = ''] of line.matchAll(INTERPOLATED)) {
            if (!NOUNS.has(noun) || isConstant(expression)) continue;
            if (ALLOWED.some(([where, piece]) => file === where && match.includes(piece))) continue;
            if (/\b(countOf|nounFor)\(/.test(expression)) continue;
            found.push(at);
            break;
          }
        });
    }
  }
  return found;
}

describe('counts and nouns', () => {
  it('agree through countOf / nounFor everywhere', () => {
    expect(findings()).toEqual([]);
  });

  it('are caught when written by hand', () => {
    const samples = [
      '`${job.results_count} results`',
      '{errors.length} {errors.length === 1 ? "error" : "errors"}',
      '`${late} chunk(s) waited`',
    ];
    for (const sample of samples) {
      const caught =
        HAND_MADE.test(sample) ||
        HEDGED.test(sample) ||
        [...sample.matchAll(INTERPOLATED)].some(
          ([, expression = '', noun = '']) => NOUNS.has(noun) && !isConstant(expression),
        );
      expect(caught, sample).toBe(true);
    }
    expect(isConstant('MAX_JOB_PAGES.toLocaleString("en-US")')).toBe(true);
    expect(isConstant('DOCUMENT_TIME_LIMIT_MS / 1000')).toBe(true);
  });
});
