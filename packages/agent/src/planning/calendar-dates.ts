/**
 * A date drawn as a calendar block ("Fri" / "12" / "Dec" in three spans): no one part is a date,
 * so no column is; the block holding them is, when it reads as a day and a month in the records.
 */
import type { CheerioAPI } from 'cheerio';
import type { AgentFieldSpec, ColumnInfo, RecordGroup } from '../types.js';
import { childElements, isElement, parentElement, textOf } from '../analysis/dom.js';
import type { Element } from '../analysis/dom.js';
import { stepOf } from '../analysis/selectors.js';
import { fieldKind } from '../vocabulary/field-words.js';

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const WEEKDAY = '(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+)?';
const DAY_AND_MONTH = new RegExp(
  `^${WEEKDAY}(?:\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?)(?:,?\\s+\\d{4})?$`,
  'i',
);
/** A calendar block is a few short words; longer texts are sentences. */
const MAX_BLOCK_TEXT = 30;
/** Share of records whose block must read as a date. */
const MIN_SHARE = 0.8;

function looksLikeDay(value: unknown): boolean {
  return (
    typeof value === 'string' && (/^\d{4}-\d{2}-\d{2}/.test(value) || DAY_AND_MONTH.test(value))
  );
}

/** The path from the record's root to the element, one step per level. */
function pathFrom(root: Element, element: Element): string | null {
  const steps: string[] = [];
  for (let node: Element | null = element; node && node !== root; node = parentElement(node))
    steps.unshift(stepOf(node));
  return steps.length > 0 ? `:scope > ${steps.join(' > ')}` : null;
}

/**
 * A date column made of the block holding a calendar's parts, for a date field no column
 * answers; null when the records hold none.
 */
export function calendarColumn(
  $: CheerioAPI,
  field: string,
  group: RecordGroup,
  probe: (spec: AgentFieldSpec) => unknown[],
): ColumnInfo | null {
  if (fieldKind(field) !== 'date') return null;
  const root = $(group.container).get(0);
  if (!root || !isElement(root)) return null;
  for (const element of $(root).find('*').toArray()) {
    const children = childElements(element);
    if (children.length < 2 || children.some((child) => childElements(child).length > 0)) continue;
    const text = textOf($, element);
    if (!text || text.length > MAX_BLOCK_TEXT) continue;
    const selector = pathFrom(root, element);
    if (!selector) continue;
    const spec: AgentFieldSpec = { name: field, selector, kind: 'date' };
    const values = probe(spec).filter((value) => value !== null && value !== '');
    const dated = values.filter(looksLikeDay);
    if (values.length < 2 || dated.length < values.length * MIN_SHARE) continue;
    return {
      name: field,
      aliases: [],
      shape: 'date',
      spec,
      coverage: values.length / Math.max(1, probe(spec).length),
      samples: dated.slice(0, 3).map(String),
      isTitle: false,
    };
  }
  return null;
}
