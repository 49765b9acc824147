import { nounFor } from '@gleaner/shared';
import type { RecordValue } from '@gleaner/shared';
import type { ParsedRequest, ExtractionPlan, FieldPlan } from '../types.js';
import { csvRecords } from '../planning/csv-records.js';
import { jsonRecords } from '../planning/json-records.js';

/** What an address holds when it is not a web page, by its declared content type. */
export type AddressKind = 'json' | 'csv' | 'text' | 'image' | 'pdf' | 'media' | 'file';

const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/comma-separated-values',
  'text/tab-separated-values',
]);

/** What an address holds, by its declared type (and, for a file served as plain text, its name). */
export function addressKindOf(contentType: string | undefined, url = ''): AddressKind | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  let path = '';
  try {
    path = new URL(url).pathname.toLowerCase();
  } catch {
    // No address: the type alone decides.
  }
  if (CSV_TYPES.has(type)) return 'csv';
  if (type === 'text/plain' || type === 'application/octet-stream')
    return /\.(?:csv|tsv)$/.test(path) ? 'csv' : type === 'text/plain' ? 'text' : 'file';
  if (type === '' || type.startsWith('text/') || /\b(?:html|xml)\b/.test(type)) return null;
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf' || type === 'application/x-pdf') return 'pdf';
  if (type.startsWith('video/') || type.startsWith('audio/')) return 'media';
  return 'file';
}

/** What the agent says and proposes for an address that is not a web page. */
export interface NotAPage {
  /** For the training step: what the address is. */
  what: string;
  reply: string;
  /** A plan when something makes sense to capture (a JSON address's records, a PDF's text). */
  plan: ExtractionPlan | null;
}

const START = 'Reply "yes" (or "start") to capture it, or send the address of a web page instead.';

function basePlan(url: string, over: Partial<ExtractionPlan>): ExtractionPlan {
  return {
    url,
    kind: 'text',
    entity: null,
    pageKind: 'item',
    recordSpec: null,
    fields: [],
    missingFields: [],
    missingMessage: null,
    instructions: [],
    pagination: null,
    detail: null,
    recordCount: 1,
    sampleRows: [],
    confidence: 1,
    needsJavaScript: false,
    summary: '',
    ...over,
  };
}

function sample(value: RecordValue | undefined): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function dataPlan(
  url: string,
  text: string,
  request: ParsedRequest,
  format: 'json' | 'csv',
): NotAPage {
  const found = format === 'json' ? jsonRecords(text) : csvRecords(text);
  const data = format === 'json' ? 'JSON data' : 'CSV data';
  if (!found)
    return {
      what: `${data} without records`,
      reply:
        format === 'json'
          ? `${url} is JSON data, not a web page, and it holds no list of records to capture. Send the address of a web page, or of JSON with a list of objects.`
          : `${url} is a CSV file, not a web page, and it holds no table with a header line to capture. Send the address of a web page, or of a CSV file whose first line names its columns.`,
      plan: null,
    };
  const count = found.records.length;
  const noun = nounFor(count, 'record');
  const fields: FieldPlan[] = found.fields.map((name) => {
    const values = found.records.map((record) => record[name]);
    const numeric = values.every((value) => value === null || typeof value === 'number');
    return {
      name,
      spec: { name, kind: numeric ? 'number' : 'text', selector: '' },
      confidence: 1,
      samples: values.slice(0, 3).map(sample),
      source: 'list',
      origin: 'structured',
      where: format === 'json' ? `JSON: ${found.where} › ${name}` : `CSV column ${name}`,
    };
  });
  const missing = request.fields.filter(
    (wanted) => !found.fields.some((field) => field.toLowerCase() === wanted.toLowerCase()),
  );
  const summary = `the ${count} ${noun} of the ${data} at ${url}`;
  const plan = basePlan(url, {
    kind: 'records',
    entity: request.entity,
    pageKind: 'list',
    // The job reads a JSON address as data (its records), whatever the plan; the spec names
    // the columns in order for the screens and the CSV (its container must be a valid selector).
    recordSpec: {
      container: ':root',
      fields: fields.map((field) => field.spec),
    },
    fields,
    missingFields: missing,
    missingMessage:
      missing.length > 0
        ? `The ${format === 'json' ? 'JSON' : 'CSV file'} has no ${format === 'json' ? 'field' : 'column'} named ${missing.join(', ')}.`
        : null,
    recordCount: count,
    sampleRows: found.records.slice(0, 5),
    summary,
  });
  const shown = found.fields.slice(0, 12).join(', ');
  const more = found.fields.length > 12 ? ` and ${found.fields.length - 12} more` : '';
  return {
    what: `${data}: ${count} ${noun} in ${found.where}`,
    reply: [
      format === 'json'
        ? `${url} is JSON data, not a web page. It holds ${count} ${noun} (in ${found.where}) with the fields ${shown}${more}.`
        : `${url} is a CSV file, not a web page. It holds ${count} ${noun} with the columns ${shown}${more}.`,
      ...(plan.missingMessage ? [plan.missingMessage] : []),
      'Reply "yes" (or "start") to capture those records, or send the address of a web page instead.',
    ].join('\n'),
    plan,
  };
}

/**
 * An address that is not a web page (JSON, an image, a PDF, another file): say what it is and
 * offer what makes sense instead of "capturing" its raw body. Null for a web page.
 */
export function notAPage(
  page: { url: string; html: string; contentType?: string },
  request: ParsedRequest,
): NotAPage | null {
  const kind = addressKindOf(page.contentType, page.url);
  if (!kind) return null;
  const type = (page.contentType ?? '').split(';')[0]?.trim() ?? '';
  switch (kind) {
    case 'json':
    case 'csv':
      return dataPlan(page.url, page.html, request, kind);
    case 'text':
      return {
        what: 'Plain text, not a web page',
        reply: `${page.url} is plain text, not a web page. I can keep its text as one item. ${START}`,
        plan: basePlan(page.url, { summary: `the text at ${page.url}` }),
      };
    case 'pdf':
      return {
        what: 'A PDF document, not a web page',
        reply: `${page.url} is a PDF document, not a web page. I can read its text and metadata (title, author, page count) as one item. ${START}`,
        plan: basePlan(page.url, { summary: `the text of the PDF at ${page.url}` }),
      };
    case 'image':
      return {
        what: `An image (${type}), not a web page`,
        reply: `${page.url} is an image (${type}), not a web page, so there is nothing on it to gather. To collect images, send the address of the page that shows them, e.g. "all images on https://example.com/gallery".`,
        plan: null,
      };
    case 'media':
      return {
        what: `A video or sound file (${type}), not a web page`,
        reply: `${page.url} is a video or sound file (${type}), not a web page, so there is nothing on it to gather. Send the address of a web page instead.`,
        plan: null,
      };
    case 'file':
      return {
        what: `A file (${type}), not a web page`,
        reply: `${page.url} is a file (${type || 'of no declared type'}), not a web page, so there is nothing on it to gather. Send the address of a web page instead.`,
        plan: null,
      };
  }
}
