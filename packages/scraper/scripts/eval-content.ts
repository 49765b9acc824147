/**
 * Main-content quality: F1 over word 3-shingles between our Readability text and each test
 * page's expected.html (Mozilla Readability's own test pages). Prints the mean and the worst.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { extractMainContent } from '../src/index.js';
import { dataDir } from './data-dir.js';
import { mean, multisetF1 } from './f1.js';

const SHINGLE = 3;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function shingles(text: string): string[] {
  const list = words(text);
  if (list.length < SHINGLE) return list.length ? [list.join(' ')] : [];
  return Array.from({ length: list.length - SHINGLE + 1 }, (_, i) =>
    list.slice(i, i + SHINGLE).join(' '),
  );
}

const root = dataDir('readability');
if (root) {
  const pagesDir = join(root, 'test/test-pages');
  const scores: { name: string; f1: number; precision: number; recall: number }[] = [];
  const started = performance.now();
  for (const name of readdirSync(pagesDir).sort()) {
    const source = join(pagesDir, name, 'source.html');
    const expectedFile = join(pagesDir, name, 'expected.html');
    if (!existsSync(source) || !existsSync(expectedFile)) continue;
    const expected = cheerio.load(readFileSync(expectedFile, 'utf8')).root().text();
    let predicted = '';
    try {
      predicted =
        extractMainContent(readFileSync(source, 'utf8'), 'http://fakehost/test/page.html')?.text ??
        '';
    } catch (error) {
      console.warn(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    scores.push({ name, ...multisetF1(shingles(predicted), shingles(expected)) });
  }
  const seconds = (performance.now() - started) / 1000;
  const worst = [...scores].sort((a, b) => a.f1 - b.f1).slice(0, 5);
  console.log(`pages           ${scores.length}`);
  console.log(`mean precision  ${mean(scores.map((s) => s.precision)).toFixed(3)}`);
  console.log(`mean recall     ${mean(scores.map((s) => s.recall)).toFixed(3)}`);
  console.log(
    `mean F1         ${mean(scores.map((s) => s.f1)).toFixed(3)}  (word ${SHINGLE}-shingles)`,
  );
  console.log(`worst           ${worst.map((s) => `${s.name} ${s.f1.toFixed(2)}`).join(', ')}`);
  console.log(`time            ${seconds.toFixed(1)} s`);
}
