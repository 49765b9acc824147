import { createHash } from 'node:crypto';
import type { RecordSpec } from '@gleaner/shared';

/** A captured record: field name → value. */
export type RecordRow = Record<string, unknown>;

/** `keyBy` naming no field: the record is identified by a hash of all its values. */
export const HASH_KEY = '#hash';

const ID_FIELD = /(?:^|_)(?:id|sku|isbn|asin|ean|gtin|upc|mpn|code|ref|reference)$/i;
const NAME_FIELD = /^(?:name|title|heading|headline|product(?:_name)?|item(?:_name)?|label)$/i;
const LINK_FIELD = /^(?:url|link|href|detail_url|product_url|permalink)$/i;

function present(value: unknown): value is string | number {
  return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';
}

/** True when every record has a value for `field` and no two share one. */
function identifies(records: RecordRow[], field: string): boolean {
  const seen = new Set<string>();
  for (const record of records) {
    const value = record[field];
    if (!present(value)) return false;
    const text = String(value).trim();
    if (seen.has(text)) return false;
    seen.add(text);
  }
  return records.length > 0;
}

/**
 * What identifies these records across runs, in the order: the detail link (a field the
 * plan reads as a URL), else an id / SKU field, else the name field, else a hash of the row.
 * A field qualifies only when every record has a value for it and no two records share one.
 */
export function chooseKey(records: RecordRow[], specs: (RecordSpec | undefined)[] = []): string {
  const fields = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const urlFields = specs.flatMap(
    (spec) => spec?.fields.filter((field) => field.kind === 'url').map((field) => field.name) ?? [],
  );
  const candidates = [
    ...urlFields,
    ...fields.filter((field) => LINK_FIELD.test(field)),
    ...fields.filter((field) => ID_FIELD.test(field)),
    ...fields.filter((field) => NAME_FIELD.test(field)),
  ];
  return (
    candidates.find((field) => fields.includes(field) && identifies(records, field)) ?? HASH_KEY
  );
}

/** A stable hash of a record's values, whatever the order of its fields. */
export function rowHash(record: RecordRow): string {
  const sorted = Object.keys(record)
    .sort()
    .map((field) => [field, record[field]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 16);
}

/** Each record by its key. A key met twice (a field that stopped being unique) gets `#2`, `#3`. */
export function keyRecords(records: RecordRow[], keyBy: string): Map<string, RecordRow> {
  const keyed = new Map<string, RecordRow>();
  for (const record of records) {
    const value = keyBy === HASH_KEY ? undefined : record[keyBy];
    const base = present(value) ? String(value).trim() : `#${rowHash(record)}`;
    let key = base;
    for (let n = 2; keyed.has(key); n += 1) key = `${base}#${n}`;
    keyed.set(key, record);
  }
  return keyed;
}
