import { CSV_COLUMNS } from './constants.js';
import { csvValue, type CsvCellValue } from './csv.js';

/** What a CSV row is made from: a captured item as exported (spec section 3). */
export interface CsvItem {
  id: string;
  type: string;
  content: unknown;
  selector: string;
  timestamp: string;
  confidence: number;
}

/** The spec's layout: ID, Type, Content, Selector, Timestamp, Confidence. */
export const itemsLayout = {
  header: (): string[] => [...CSV_COLUMNS],
  cells: (item: CsvItem): CsvCellValue[] => [
    item.id,
    item.type,
    csvValue(item.content),
    item.selector,
    item.timestamp,
    item.confidence,
  ],
};

function isRecordContent(item: CsvItem): item is CsvItem & { content: Record<string, unknown> } {
  return item.type === 'record' && typeof item.content === 'object' && item.content !== null;
}

/**
 * One column per record field. Items that are not records (a page where no record was found
 * falls back to plain items) still get a row, so the file has one row per captured item: their
 * type and content go in two trailing columns, present only when such items exist.
 */
export function recordsLayout(fields: readonly string[], withOtherItems: boolean) {
  return {
    header: (): string[] => [...fields, ...(withOtherItems ? ['Type', 'Content'] : [])],
    cells: (item: CsvItem): CsvCellValue[] => {
      if (isRecordContent(item)) {
        const cells = fields.map((field) => csvValue(item.content[field]));
        return withOtherItems ? [...cells, item.type, ''] : cells;
      }
      // Every row as wide as the header: without the trailing columns there is no other item.
      const blank = fields.map(() => '');
      return withOtherItems ? [...blank, item.type, csvValue(item.content)] : blank;
    },
  };
}

export type CsvLayout = typeof itemsLayout;
