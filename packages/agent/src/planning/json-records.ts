import type { RecordValue } from '@gleaner/shared';

/** The records of a JSON document: its largest list of objects, each flattened to fields. */
export interface JsonRecords {
  /** Where the list is, in words: 'the top level' or a dotted path ('data.books'). */
  where: string;
  records: Record<string, RecordValue>[];
  /** Field names in the order they first appear (at most MAX_FIELDS). */
  fields: string[];
}

const MAX_FIELDS = 100;
const MAX_DEPTH = 4;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: Json): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function scalar(value: Json): RecordValue {
  if (value === null || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value) && value.every((entry) => !isObject(entry) && !Array.isArray(entry)))
    return value.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry)));
  return JSON.stringify(value);
}

/** One object as a record: nested objects one level down become 'author.name' fields. */
function flatten(object: { [key: string]: Json }): Record<string, RecordValue> {
  const record: Record<string, RecordValue> = {};
  for (const [key, value] of Object.entries(object)) {
    if (isObject(value) && Object.keys(value).length <= 20) {
      for (const [inner, innerValue] of Object.entries(value))
        record[`${key}.${inner}`] = scalar(innerValue);
    } else record[key] = scalar(value);
  }
  return record;
}

function largestList(
  value: Json,
  path: string[],
  depth: number,
): { path: string[]; list: Json[] } | null {
  let best: { path: string[]; list: Json[] } | null = null;
  const consider = (found: { path: string[]; list: Json[] } | null) => {
    if (found && (!best || found.list.length > best.list.length)) best = found;
  };
  if (Array.isArray(value)) {
    if (value.length > 0 && value.filter(isObject).length >= value.length / 2)
      consider({ path, list: value });
    return best;
  }
  if (!isObject(value) || depth >= MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value))
    consider(largestList(inner, [...path, key], depth + 1));
  return best;
}

/**
 * Reads a JSON document's records: the longest list of objects in it (the top level, or inside
 * an envelope such as `{ "data": { "items": [...] } }`); a single object is one record. Null when
 * the text is not JSON or holds no object.
 */
export function jsonRecords(text: string): JsonRecords | null {
  let document: Json;
  try {
    document = JSON.parse(text) as Json;
  } catch {
    return null;
  }
  const found = largestList(document, [], 0);
  const objects = found ? found.list.filter(isObject) : isObject(document) ? [document] : [];
  if (objects.length === 0) return null;
  const records = objects.map(flatten);
  const fields = [...new Set(records.flatMap((record) => Object.keys(record)))].slice(
    0,
    MAX_FIELDS,
  );
  const kept = records.map((record) =>
    Object.fromEntries(
      fields.filter((field) => field in record).map((f) => [f, record[f] ?? null]),
    ),
  );
  const where = !found
    ? 'the document'
    : found.path.length === 0
      ? 'the top level'
      : found.path.join('.');
  return { where, records: kept, fields };
}
