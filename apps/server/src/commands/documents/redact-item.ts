import type { EntityTools } from '@gleaner/agent';
import { ENTITY_TASK_MS, entityThread } from './entity-pool.js';

/** Every string in a captured item's content, wherever it sits. */
function stringsOf(content: unknown, out: string[] = []): string[] {
  if (typeof content === 'string') out.push(content);
  else if (Array.isArray(content)) for (const item of content) stringsOf(item, out);
  else if (content && typeof content === 'object')
    for (const value of Object.values(content)) stringsOf(value, out);
  return out;
}

function mapStrings(content: unknown, change: (text: string) => string): unknown {
  if (typeof content === 'string') return change(content);
  if (Array.isArray(content)) return content.map((item) => mapStrings(item, change));
  if (content && typeof content === 'object')
    return Object.fromEntries(
      Object.entries(content).map(([key, value]) => [key, mapStrings(value, change)]),
    );
  return content;
}

/**
 * An item's content with its personal data masked, for an export. The item is read whole (its
 * fields joined), so a name in one field counts as a contact's when the e-mail is in another;
 * each value found is then masked wherever it occurs in the item. Numbers and keys stay.
 */
export function redactContent(tools: Pick<EntityTools, 'analyzeRisk'>, content: unknown): unknown {
  const strings = stringsOf(content);
  if (strings.length === 0) return content;
  const { findings } = tools.analyzeRisk(strings.join('\n'));
  if (findings.length === 0) return content;
  const masks = new Map(findings.map((f) => [f.text, f.masked]));
  const index = indexValues([...masks.keys()]);
  return mapStrings(content, (text) => maskEverywhere(text, index, masks));
}

/** Characters of a value that key the index: values are found by their first few. */
const KEY = 3;

/** Values by their first KEY characters, longest first, so a full address wins over its postcode. */
function indexValues(values: string[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const value of values.filter((v) => v.length > 0).sort((a, b) => b.length - a.length)) {
    const key = value.slice(0, KEY);
    index.set(key, [...(index.get(key) ?? []), value]);
  }
  return index;
}

/**
 * `text` with each value masked wherever it occurs, in one pass: at each position only the
 * values that start with the next few characters are tried. (Splitting the text once per value
 * made a long item cost its length times the number of values.)
 */
function maskEverywhere(
  text: string,
  index: Map<string, string[]>,
  masks: Map<string, string>,
): string {
  const out: string[] = [];
  let last = 0;
  let at = 0;
  while (at < text.length) {
    let hit: string | undefined;
    for (let length = KEY; length >= 1 && !hit; length -= 1)
      hit = index.get(text.slice(at, at + length))?.find((value) => text.startsWith(value, at));
    if (hit) {
      out.push(text.slice(last, at), masks.get(hit) ?? '');
      at += hit.length;
      last = at;
    } else at += 1;
  }
  out.push(text.slice(last));
  return out.join('');
}

/** Masks a batch of items' contents on the entity thread, in order. */
export type ContentRedactor = (contents: unknown[]) => Promise<unknown[]>;

/** Characters of items masked in one task: the most another person's task waits behind. */
const BATCH_CHARS = 50_000;

/** Items in batches of about BATCH_CHARS characters (an item longer than that alone), in order. */
function batchesOf(contents: unknown[]): unknown[][] {
  const batches: unknown[][] = [];
  let batch: unknown[] = [];
  let size = 0;
  for (const content of contents) {
    const length = (JSON.stringify(content) ?? '').length;
    if (batch.length > 0 && size + length > BATCH_CHARS) {
      batches.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(content);
    size += length;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** Masks contents batch by batch, each a task of its own in `owner`'s turn on the entity thread. */
export function contentRedactor(owner?: string): ContentRedactor {
  return async (contents) => {
    const masked: unknown[] = [];
    for (const batch of batchesOf(contents))
      masked.push(
        ...(await entityThread.run(
          { ms: ENTITY_TASK_MS, ...(owner ? { owner } : {}) },
          'redact',
          batch,
        )),
      );
    return masked;
  };
}
