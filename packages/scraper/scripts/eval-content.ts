/**
 * Main-content quality on Mozilla Readability's 130 test pages (../shared/data/readability):
 * our extractor against each page's expected.html, beside Readability alone.
 * - shingle F1: F1 over word 3-shingles, averaged over pages;
 * - token P/R/F1: bag of words of the body, as the public article-extraction benchmarks count
 *   it (precision and recall per page, averaged; F1 of the two averages);
 * - the time per page, and what each boilerplate rule removed (on how many pages, how many
 *   words, and how many of those words expected.html has: the recall each rule costs here).
 * expected.html is Readability's own output, so Readability alone scores near 1 by design and
 * whatever our pass removes counts as lost recall here, even where it is a photo credit.
 * Then, on the saved recipe, review and list pages (details/, lists/), the share of
 * Readability's words our pass keeps: rules fitted to articles would show there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { extractMainContent } from '../src/index.js';
import { contentText } from '../src/extract/content-text.js';
import type { BoilerplateRule } from '../src/extract/boilerplate.js';
import { dataDir } from './data-dir.js';
import { mean, multisetF1 } from './f1.js';

const SHINGLE = 3;
const PAGE_URL = 'http://fakehost/test/page.html';

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function shingles(list: string[]): string[] {
  if (list.length < SHINGLE) return list.length ? [list.join(' ')] : [];
  return Array.from({ length: list.length - SHINGLE + 1 }, (_, i) =>
    list.slice(i, i + SHINGLE).join(' '),
  );
}

function htmlText(html: string): string {
  return contentText(cheerio.load(html).root().contents().toArray());
}

interface RuleTally {
  pages: Set<string>;
  blocks: number;
  words: number;
  /** Removed blocks whose words expected.html also has, in the same order. */
  inExpected: number;
}

const rules = new Map<BoilerplateRule, RuleTally>();
let currentPage = '';
let currentExpected = '';

const candidates: Record<string, (html: string) => string> = {
  'Readability alone': (html) => {
    const { document } = parseHTML(html) as unknown as { document: never };
    const article = new Readability(document).parse();
    return article?.content ? htmlText(article.content) : '';
  },
  'Gleaner (Readability + boilerplate pass)': (html) =>
    extractMainContent(html, PAGE_URL, {
      onRemove(rule, text) {
        const tally = rules.get(rule) ?? { pages: new Set(), blocks: 0, words: 0, inExpected: 0 };
        const removed = words(text);
        tally.pages.add(currentPage);
        tally.blocks++;
        tally.words += removed.length;
        if (removed.length && ` ${currentExpected} `.includes(` ${removed.join(' ')} `))
          tally.inExpected++;
        rules.set(rule, tally);
      },
    })?.text ?? '',
};

const root = dataDir('readability');
if (root) {
  const pagesDir = join(root, 'test/test-pages');
  const pages = readdirSync(pagesDir)
    .sort()
    .filter(
      (name) =>
        existsSync(join(pagesDir, name, 'source.html')) &&
        existsSync(join(pagesDir, name, 'expected.html')),
    )
    .map((name) => ({
      name,
      source: readFileSync(join(pagesDir, name, 'source.html'), 'utf8'),
      expected: words(htmlText(readFileSync(join(pagesDir, name, 'expected.html'), 'utf8'))),
    }));
  console.log(`pages  ${pages.length}\n`);
  for (const [label, extract] of Object.entries(candidates)) {
    const scores: { name: string; shingle: number; precision: number; recall: number }[] = [];
    let milliseconds = 0;
    for (const page of pages) {
      currentPage = page.name;
      currentExpected = page.expected.join(' ');
      let predicted = '';
      const started = performance.now();
      try {
        predicted = extract(page.source);
      } catch (error) {
        console.warn(`${page.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
      milliseconds += performance.now() - started;
      const got = words(predicted);
      const bag = multisetF1(got, page.expected);
      scores.push({
        name: page.name,
        shingle: multisetF1(shingles(got), shingles(page.expected)).f1,
        precision: bag.precision,
        recall: bag.recall,
      });
    }
    const precision = mean(scores.map((s) => s.precision));
    const recall = mean(scores.map((s) => s.recall));
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    const pageF1 = (s: (typeof scores)[number]): number =>
      s.precision + s.recall ? (2 * s.precision * s.recall) / (s.precision + s.recall) : 0;
    const worst = [...scores].sort((a, b) => pageF1(a) - pageF1(b)).slice(0, 5);
    console.log(label);
    console.log(
      `  shingle F1      ${mean(scores.map((s) => s.shingle)).toFixed(3)}  (word ${SHINGLE}-shingles, mean over pages)`,
    );
    console.log(`  token P / R     ${precision.toFixed(3)} / ${recall.toFixed(3)}`);
    console.log(`  token F1        ${f1.toFixed(3)}  (bag of words)`);
    console.log(`  time per page   ${(milliseconds / pages.length).toFixed(1)} ms`);
    console.log(
      `  worst (token)   ${worst.map((s) => `${s.name} ${pageF1(s).toFixed(2)}`).join(', ')}\n`,
    );
  }
  console.log('boilerplate rule     pages  blocks  words  blocks also in expected.html');
  for (const [rule, tally] of [...rules].sort((a, b) => b[1].words - a[1].words)) {
    const cells = [tally.pages.size, tally.blocks, tally.words, tally.inExpected];
    console.log(
      `  ${rule.padEnd(17)}${cells.map((n, i) => String(n).padStart([7, 8, 7, 10][i] ?? 7)).join('')}`,
    );
  }
}

/*
 * A sanity check beyond the article pages: on the saved recipe, review and list pages, how much
 * of what Readability alone keeps does our pass keep? A rule that fits news articles only
 * would show here as a page losing much of its content.
 */
for (const corpus of ['details', 'lists']) {
  const dir = dataDir(corpus);
  if (!dir) continue;
  let before = 0;
  let after = 0;
  let count = 0;
  const losing: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name, 'page.html');
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    const alone = words(candidates['Readability alone']?.(html) ?? '').length;
    const ours = words(extractMainContent(html, PAGE_URL)?.text ?? '').length;
    count++;
    before += alone;
    after += ours;
    if (alone && ours < alone * 0.8) losing.push(`${name} ${alone} → ${ours}`);
  }
  console.log(
    `\n${corpus}/ (${count} pages): ${after} of Readability's ${before} words kept (${((100 * after) / Math.max(1, before)).toFixed(1)} %); pages losing over 20 %: ${losing.join(', ') || 'none'}`,
  );
}
