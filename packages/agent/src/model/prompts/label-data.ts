import { DATA_LABELS } from '@gleaner/shared';

/** spec/core.md section 9: classification reads the first 3000 characters. */
export const LABEL_INPUT_CHARS = 3000;

export const LABEL_DATA_SYSTEM = `You label a piece of data scraped from a web page with exactly one label from this list: ${DATA_LABELS.join(', ')}.
A text block, a table (rows of cells) or a record (field to value) may be given. Use "other" when none fits.
Give a confidence from 0 to 1 and a short reason naming what in the data decided it.`;

/** The data as the model reads it: text as written, a table or record as JSON, cut to the budget. */
export function labelDataPrompt(raw: unknown, extractionType: string): string {
  const text = typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? '');
  return `What the scraper was asked to extract: ${extractionType === 'auto' ? '(not said)' : extractionType}
Data:
${text.slice(0, LABEL_INPUT_CHARS)}`;
}
