import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { TableContent } from '@gleaner/shared';
import { blockText } from './block-text.js';

const MAX_SPAN = 1000;

/**
 * A table as a grid of cell texts with row and column spans expanded (a spanned cell repeats
 * in every slot it covers). Header cells come from <thead>, or from a first row of <th> only.
 */
export function readTable($: CheerioAPI, table: Cheerio<Element>): TableContent {
  const { grid: filled, headerRows: headerCount } = readTableGrid($, table);
  const width = filled[0]?.length ?? 0;
  const headerRows = filled.slice(0, headerCount);
  const headers = Array.from({ length: headerCount > 0 ? width : 0 }, (_, c) =>
    [...new Set(headerRows.map((line) => line[c] ?? '').filter(Boolean))].join(' '),
  );
  const data = filled.slice(headerCount);
  return { headers, rows: data.length, columns: width, data };
}

/** Every row of the table as a rectangular grid, and how many leading rows are headers. */
export function readTableGrid(
  $: CheerioAPI,
  table: Cheerio<Element>,
): { grid: string[][]; headerRows: number } {
  const rows = table
    .find('tr')
    .filter((_, row) => $(row).closest('table').is(table))
    .toArray();
  const grid: string[][] = [];
  const headerRowFlags: boolean[] = [];
  const spanOnly: boolean[] = [];
  rows.forEach((row, rowIndex) => {
    grid[rowIndex] ??= [];
    const line = grid[rowIndex];
    const cells = $(row).children('th, td').toArray();
    headerRowFlags[rowIndex] =
      $(row).parent().is('thead') ||
      (cells.length > 0 && cells.every((cell) => cell.tagName === 'th'));
    spanOnly[rowIndex] =
      cells.length > 0 && cells.every((cell) => span($(cell).attr('rowspan')) > 1);
    let column = 0;
    for (const cell of cells) {
      while (line[column] !== undefined) column++;
      const text = blockText(cell.children);
      const colspan = span($(cell).attr('colspan'));
      const rowspan = span($(cell).attr('rowspan'));
      for (let r = 0; r < rowspan && rowIndex + r < rows.length; r++) {
        grid[rowIndex + r] ??= [];
        const target = grid[rowIndex + r] ?? [];
        for (let c = 0; c < colspan; c++) target[column + c] = text;
      }
      column += colspan;
    }
  });
  const width = Math.max(0, ...grid.map((line) => line.length));
  // A row holding only the start of row-spanning headers ("2025" above its months) is not a
  // row of its own: its cells already fill the rows below.
  const keep = grid.map(
    (line, index) =>
      !(
        spanOnly[index] &&
        index < grid.length - 1 &&
        line.filter((cell) => cell !== undefined).length < width
      ),
  );
  const filled = grid
    .filter((_, index) => keep[index])
    .map((line) => Array.from({ length: width }, (_, i) => line[i] ?? ''));
  const flags = headerRowFlags.filter((_, index) => keep[index]);
  let headerRows = 0;
  while (headerRows < filled.length - 1 && flags[headerRows]) headerRows++;
  return { grid: filled, headerRows };
}

function span(value: string | undefined): number {
  const parsed = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, MAX_SPAN) : 1;
}
