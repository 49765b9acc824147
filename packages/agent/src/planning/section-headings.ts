/**
 * A value written once above a run of records rather than in each: the department heading over
 * a job board's openings, the day over a programme's events, a group row in a table. No column
 * of the records holds it; the heading before each record does.
 */
import type { CheerioAPI } from 'cheerio';
import type { AgentFieldSpec, ColumnInfo, RecordGroup } from '../types.js';
import {
  coarseKey,
  fineKey,
  isElement,
  parentElement,
  safeFind,
  safeSelect,
  tagOf,
  textOf,
} from '../analysis/dom.js';
import type { Element } from '../analysis/dom.js';
import { stepOf } from '../analysis/selectors.js';
import { conceptOf, fieldKind, nameTokens } from '../vocabulary/field-words.js';

/** Fields a section heading can answer: what the records are grouped by. */
const GROUPING_WORDS =
  /^(?:team|teams|group|division|function|discipline|type|collection|day|date|unit|area|practice)$/;
/** Records looked at to find their headings; the rest follow the same layout. */
const SAMPLED = 40;
/** A heading is a few words: "Engineering", "Saturday 12 April". */
const MAX_HEADING_TEXT = 80;
/** Levels climbed from a record to the block its heading stands before. */
const MAX_CLIMB = 3;
const HEADING_TAG = /^h[1-6]$/;
const HEADING_CLASS = /head|title|categor|group|section|department|team|label|day|date/i;

function groupedBy(field: string): boolean {
  if (fieldKind(field) === 'date') return true;
  if (conceptOf(field)?.name === 'category') return true;
  const tokens = nameTokens(field);
  return GROUPING_WORDS.test(tokens[tokens.length - 1] ?? '');
}

function previousElement(element: Element): Element | null {
  for (let node = element.prev; node; node = node.prev) if (isElement(node)) return node;
  return null;
}

/** The element that heads what follows it, inside or as `element`; null when it is not one. */
function headingIn($: CheerioAPI, element: Element): Element | null {
  const text = textOf($, element);
  if (!text || text.length > MAX_HEADING_TEXT * 2) return null;
  const tag = tagOf(element);
  if (HEADING_TAG.test(tag) || element.attribs.role === 'heading')
    return text.length <= MAX_HEADING_TEXT ? element : null;
  if (tag === 'tr') {
    // A group row: one cell across the table.
    const cells = element.children.filter(isElement);
    return cells.length === 1 ? element : null;
  }
  const inner = safeFind($(element), 'h1, h2, h3, h4, h5, h6, [role="heading"]');
  if (inner.length > 0) {
    const last = inner[inner.length - 1] as Element;
    return textOf($, last).length <= MAX_HEADING_TEXT ? last : null;
  }
  const small = $(element).find('*').length <= 3 && $(element).find('a, img').length === 0;
  return small && text.length <= MAX_HEADING_TEXT && HEADING_CLASS.test(element.attribs.class ?? '')
    ? element
    : null;
}

/** The heading standing before the record or one of its first few ancestors. */
function headingBefore($: CheerioAPI, record: Element, list: Element | null): Element | null {
  let node: Element | null = record;
  for (let climb = 0; node && node !== list && climb <= MAX_CLIMB; climb += 1) {
    const key = `${coarseKey(node)}#${fineKey(node)}`;
    let sibling = previousElement(node);
    // Records before this one in the same run say nothing; the first other block decides.
    while (sibling && `${coarseKey(sibling)}#${fineKey(sibling)}` === key)
      sibling = previousElement(sibling);
    if (sibling) return headingIn($, sibling);
    node = parentElement(node);
  }
  return null;
}

/** The nearest element holding every record: headings above it head the whole list. */
function commonAncestor(records: Element[]): Element | null {
  const first = records[0];
  if (!first) return null;
  const chain: Element[] = [];
  for (let node = parentElement(first); node; node = parentElement(node)) chain.push(node);
  return (
    chain.find((ancestor) =>
      records.every((record) => {
        for (let node = parentElement(record); node; node = parentElement(node))
          if (node === ancestor) return true;
        return false;
      }),
    ) ?? null
  );
}

/** A page-wide selector for the headings that matches nothing inside a record. */
function headingSelector($: CheerioAPI, headings: Element[], records: Element[]): string | null {
  const steps = new Set(headings.map(stepOf));
  const tags = new Set(headings.map(tagOf));
  const step = steps.size === 1 ? [...steps][0] : tags.size === 1 ? [...tags][0] : undefined;
  if (!step) return null;
  const parents = new Set(
    headings.map((heading) => {
      const parent = parentElement(heading);
      return parent ? stepOf(parent) : '';
    }),
  );
  const candidates = [
    step,
    ...(parents.size === 1 ? [`${[...parents][0]} > ${step}`] : []),
    // A table's group rows are rows too: told apart by their one wide or header cell.
    ...(tags.has('tr') ? [`${step}:has(> [colspan])`, `${step}:has(> th)`] : []),
  ];
  const inRecords = new Set(
    records.flatMap((record) => [record, ...$(record).find('*').toArray()]),
  );
  return (
    candidates.find((selector) => {
      const matches = safeSelect($, selector);
      return matches.length > 0 && !matches.some((match) => inRecords.has(match));
    }) ?? null
  );
}

/**
 * A column for a grouping field ("department", "day") that no column answers, read from the
 * heading above each record; null when the records do not sit under headings that group them.
 */
export function sectionColumn(
  $: CheerioAPI,
  field: string,
  group: RecordGroup,
  probe: (spec: AgentFieldSpec) => unknown[],
): ColumnInfo | null {
  if (!groupedBy(field) || group.span !== 1) return null;
  const records = safeSelect($, group.container);
  const sampled = records.slice(0, SAMPLED);
  if (sampled.length < 2) return null;
  const list = commonAncestor(records);
  const headings = sampled.map((record) => headingBefore($, record, list));
  const found = headings.filter((heading): heading is Element => heading !== null);
  if (found.length < sampled.length * 0.8 || new Set(found).size < 2) return null;
  const selector = headingSelector($, [...new Set(found)], records);
  if (!selector) return null;
  const kind = fieldKind(field) === 'date' ? 'date' : 'text';
  const spec: AgentFieldSpec = { name: field, selector, kind, preceding: true };
  const values = probe(spec);
  const filled = values.filter((value) => value !== null && value !== '');
  const distinct = new Set(filled.map(String));
  // Grouped: most records have a heading, more than one, and some share theirs.
  if (filled.length < values.length * 0.8 || distinct.size < 2 || distinct.size >= filled.length)
    return null;
  return {
    name: field,
    aliases: [],
    shape: kind === 'date' ? 'date' : 'text',
    spec,
    coverage: filled.length / Math.max(1, values.length),
    samples: [...distinct].slice(0, 3),
    isTitle: false,
  };
}
