/**
 * Table extraction quality: cell F1 over (row, column, text) after expanding spans, against
 * docling's ground-truth grids and the rows library's HTML-to-CSV pairs. Each expected table is
 * matched to the extracted table that scores best with it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as cheerio from 'cheerio';
import { readTableGrid } from '../src/extract/tables.js';
import { dataDir } from './data-dir.js';
import { mean, multisetF1 } from './f1.js';

type Grid = string[][];

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function cells(grid: Grid): string[] {
  return grid.flatMap((row, r) => row.map((text, c) => `${r}\u0000${c}\u0000${clean(text)}`));
}

function extracted(html: string): Grid[] {
  const $ = cheerio.load(html);
  return $('table')
    .toArray()
    .map((table) => readTableGrid($, $(table)).grid)
    .filter((grid) => grid.length > 0);
}

function bestF1(expected: Grid, candidates: Grid[]): number {
  return Math.max(0, ...candidates.map((grid) => multisetF1(cells(grid), cells(expected)).f1));
}

interface DoclingTable {
  data: { grid: { text: string }[][] };
}

function parseCsv(text: string): Grid {
  const rows: Grid = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

const root = dataDir('tables');
if (root) {
  const scores: { name: string; f1: number }[] = [];
  const docling = join(root, 'docling/tests/data/html');
  for (const file of readdirSync(join(docling, 'groundtruth')).filter((name) =>
    name.endsWith('.html.json'),
  )) {
    const truth = JSON.parse(readFileSync(join(docling, 'groundtruth', file), 'utf8')) as {
      tables?: DoclingTable[];
    };
    const source = join(docling, 'sources', file.replace(/\.json$/, ''));
    if (!truth.tables?.length || !existsSync(source)) continue;
    const candidates = extracted(readFileSync(source, 'utf8'));
    truth.tables.forEach((table, index) => {
      const grid = table.data.grid.map((row) => row.map((cell) => cell.text));
      scores.push({
        name: `docling/${basename(file, '.html.json')}#${index}`,
        f1: bestF1(grid, candidates),
      });
    });
  }
  const rowsDir = join(root, 'rows/tests/data');
  for (const file of readdirSync(rowsDir).filter((name) => name.endsWith('.csv'))) {
    const source = join(rowsDir, file.replace(/\.csv$/, '.html'));
    // Some pairs are lists of records laid out without <table>; they test record extraction.
    if (!existsSync(source) || !/<table[\s>]/i.test(readFileSync(source, 'utf8'))) continue;
    const expected = parseCsv(readFileSync(join(rowsDir, file), 'utf8')).filter((row) =>
      row.some(Boolean),
    );
    scores.push({
      name: `rows/${file}`,
      f1: bestF1(expected, extracted(readFileSync(source, 'utf8'))),
    });
  }
  const worst = [...scores].sort((a, b) => a.f1 - b.f1).slice(0, 5);
  console.log(`tables   ${scores.length}`);
  console.log(`mean F1  ${mean(scores.map((s) => s.f1)).toFixed(3)}  (cells as row, column, text)`);
  console.log(`perfect  ${scores.filter((s) => s.f1 === 1).length}`);
  console.log(`worst    ${worst.map((s) => `${s.name} ${s.f1.toFixed(2)}`).join(', ')}`);
}
