import type { EntityTools } from '@gleaner/agent';
import { entityThread } from './entity-pool.js';

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
  // Longest first, so a full address is masked before a postcode inside it.
  const order = [...masks.keys()].sort((a, b) => b.length - a.length);
  return mapStrings(content, (text) =>
    order.reduce((out, value) => out.split(value).join(masks.get(value) ?? ''), text),
  );
}

/** Masks a batch of items' contents on the entity thread, in order. */
export type ContentRedactor = (contents: unknown[]) => Promise<unknown[]>;

export function contentRedactor(): ContentRedactor {
  return (contents) => entityThread.call('redact', contents);
}
