import type { CheerioAPI } from 'cheerio';
import { isTag, isText } from 'domhandler';
import type { AnyNode } from 'domhandler';
import type { ValueKind } from '@gleaner/shared';
import type { AgentFieldSpec, ColumnInfo } from '../types.js';
import type { ValueShape } from '../text/values.js';
import {
  cleanText,
  isInterfaceText,
  propertyName,
  regexEscape,
  shapeOf,
  slugify,
} from '../text/values.js';
import type { Element } from './dom.js';
import { elementAfter, parentElement, safeFind, stableClasses, tagOf, textOf } from './dom.js';
import {
  FIELD_WORDS,
  attributeTokens,
  nameFromTokens,
  nameTokens,
  plural,
  uniqueNames,
} from './naming.js';
import { collect, iconField, iconWords, SHAPE_KIND } from './value-nodes.js';
import { mergeClassVariants } from './class-variants.js';
import { addressBlockNames } from './address-blocks.js';
import { classBlockNames } from './class-blocks.js';
import { mergeWrapperVariants } from './wrapper-variants.js';
import { mergeMicrodataVariants } from './microdata-variants.js';
import { conceptOf, conceptOfUnit } from '../vocabulary/field-words.js';
import type { ValueNode } from './value-nodes.js';
import { labelColumns } from './label-columns.js';

interface Draft {
  nodes: ValueNode[][];
  multiple: boolean;
  positional: boolean;
  pattern?: string;
  nameOverride?: string;
  /** Read by this label inside the record rather than by a selector. */
  label?: string;
}

/** Selector of a draft relative to the record container, as short as still finds the same element. */
function selectorFor($: CheerioAPI, draft: Draft, records: Element[][]): string {
  const sample = draft.nodes.find((list) => list.length > 0)?.[0];
  if (!sample) return '';
  const root = records[0]?.[0];
  // Each sibling after the record's first by its own tag: a <dt> is followed by its <dd>s.
  const prefix =
    sample.rootIndex > 0
      ? Array.from(
          { length: sample.rootIndex },
          (_, index) => `+ ${tagOf(records[0]?.[index + 1] ?? root ?? sample.element)}`,
        ).join(' ')
      : '';
  const steps = draft.positional ? sample.positionSteps : sample.steps;
  if (steps.length === 0) return prefix;
  // Values told apart by position: the path anchored at the record. A descendant selector with
  // `:nth-of-type` would test every ancestor up to the page's longest lists, and match there.
  if (draft.positional && !prefix) {
    const anchored = `:scope > ${steps.join(' > ')}`;
    if (findsSame($, anchored, draft, records)) return anchored;
    // Records whose layouts differ above the list ("ul.info > li:nth-of-type(2)" in each).
    const place = steps.at(-1) ?? '';
    for (let length = 1; length <= Math.min(sample.steps.length - 1, 3); length += 1) {
      const candidate = `${sample.steps.slice(-length - 1, -1).join(' ')} > ${place}`;
      if (findsSame($, candidate, draft, records)) return candidate;
    }
  }
  const join = (parts: string[]) => [prefix, parts.join(' ')].filter(Boolean).join(' ');
  // Short suffixes first; past four steps only the full path is worth a try.
  for (let length = 1; length <= Math.min(steps.length, 4); length += 1) {
    const candidate = join(steps.slice(steps.length - length));
    if (findsSame($, candidate, draft, records)) return candidate;
  }
  // The current price, bare in some records and beside a struck-out old one in others.
  if (!sample.steps.some((step) => STRUCK_STEP.test(step)) && hasStruck($, records)) {
    for (let length = 1; length <= Math.min(steps.length, 3); length += 1) {
      const candidate = `${join(steps.slice(steps.length - length))}${NOT_STRUCK}`;
      if (findsSame($, candidate, draft, records)) return candidate;
    }
  }
  // The whole path, anchored at the record: unanchored, "div > div" also matches the record's
  // own child when the record is a div.
  const path = steps.join(' > ');
  if (!prefix) {
    const anchored = `:scope > ${path}`;
    if (findsSame($, anchored, draft, records)) return anchored;
  }
  // "408 comments" after the poster's link in the same cell: the second link of its kind, by
  // place, rather than the first, which is another value.
  if (!draft.positional) {
    const placed = sample.positionSteps.join(' > ');
    const candidate = prefix ? join([placed]) : `:scope > ${placed}`;
    if (placed !== path && findsSame($, candidate, draft, records)) return candidate;
  }
  return join([path]);
}

/** Whether `outer` holds `inner` within a few levels. */
function wraps(outer: Element, inner: Element): boolean {
  let node = parentElement(inner);
  for (let level = 0; node && level < 3; level += 1, node = parentElement(node))
    if (node === outer) return true;
  return false;
}

/** Kinds whose values are figures: a text naming one without a digit is its label. */
const NUMERIC_KINDS = new Set<ValueKind>(['price', 'number', 'rating', 'date', 'duration']);

const STRUCK_STEP = /^(?:del|s|strike)(?:[.:]|$)|\[style\*="line-through"\]/;
const NOT_STRUCK = ':not(del *, s *, strike *, [style*="line-through"])';

function hasStruck($: CheerioAPI, records: Element[][]): boolean {
  return records
    .slice(0, 30)
    .some(
      (record) =>
        record[0] && safeFind($(record[0]), 'del, s, strike, [style*="line-through"]').length > 0,
    );
}

function findsSame($: CheerioAPI, selector: string, draft: Draft, records: Element[][]): boolean {
  let checked = 0;
  for (let index = 0; index < records.length && checked < 12; index += 1) {
    const record = records[index];
    const expected = draft.nodes[index] ?? [];
    if (!record?.[0]) continue;
    const found = safeFind($(record[0]), selector);
    // A record without the value must not find another value there (the current price of an
    // item not on sale, read as its old price).
    if (expected.length === 0) {
      if (found[0] && textOf($, found[0]).length > 0) return false;
      continue;
    }
    checked += 1;
    if (draft.multiple) {
      if (
        found.length !== expected.length ||
        found.some((element, at) => element !== expected[at]?.element)
      )
        return false;
    } else if (found[0] !== expected[0]?.element) return false;
  }
  return checked > 0;
}

/** The value's last word, the unit it is counted in ("22 minutes ago" → "ago", "1 comment" → "comment"). */
function unitWord(value: string): string {
  // A value of one word has no unit: the same tag in every record is a tag, not a unit.
  if (!/\S\s+\S/.test(value.trim())) return '';
  return (/([a-z]+)\W*$/i.exec(value)?.[1] ?? '').toLowerCase().replace(/s$/, '');
}

/**
 * Values at each position end in their own word ("by NAME", "N hours ago", "N comments"):
 * look-alike links that are different fields, not a list.
 */
function positionsNamed(present: ValueNode[][], count: number): boolean {
  if (count < 2 || count > 6) return false;
  const units = Array.from({ length: count }, (_, at) => {
    const words = present.map((list) => (list[at] ? unitWord(list[at].value) : ''));
    const [top, times] = [...new Set(words)]
      .map((word) => [word, words.filter((other) => other === word).length] as const)
      .sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    return times >= present.length * 0.6 ? top : null;
  });
  const named = units.filter((unit): unit is string => unit !== null && unit !== '');
  return named.length >= 1 && new Set(named).size === named.length;
}

/** The field the icon glyph opening a value names ("<i class="fa fa-map-marker">"). */
function iconOf(node: ValueNode): string | null {
  for (const child of node.element.children.filter(isTag).slice(0, 3)) {
    const tag = tagOf(child);
    if (tag === 'i' || tag === 'svg' || tag === 'span') return iconField(child);
  }
  return null;
}

/** Each position after its own icon ("📍 London", "🕑 Full-time"): different fields. */
function positionsIconed(present: ValueNode[][], count: number): boolean {
  if (count < 2 || count > 8) return false;
  const icons = Array.from({ length: count }, (_, at) => {
    const found = present.map((list) => (list[at] ? iconOf(list[at]) : null));
    const top = found[0] ?? null;
    return top && found.filter((icon) => icon === top).length >= present.length * 0.8 ? top : null;
  });
  const named = icons.filter((icon): icon is string => icon !== null);
  return named.length >= 1 && new Set(named).size === named.length;
}

/** Each position under its own label, a table's header cells above them: different fields. */
function positionsLabelled(present: ValueNode[][], count: number): boolean {
  if (count < 2 || count > 12) return false;
  const labels = Array.from({ length: count }, (_, at) => {
    const found = present.map((list) => list[at]?.label ?? '');
    const top = found[0] ?? '';
    return top && found.filter((label) => label === top).length >= present.length * 0.8
      ? top
      : null;
  });
  return labels.every((label) => label !== null) && new Set(labels).size === count;
}

/** "Where: The Loft": the label a value's own text opens with, or null. */
function openingLabel(value: string): string | null {
  const label = /^([\p{L}][\p{L} .#/&-]{0,28}?)\s*[:：]\s*\S/u.exec(value)?.[1];
  return label ?? null;
}

/** The label every record's value at one position opens with, when all (nearly) agree. */
function positionLabel(present: ValueNode[][], at: number): string | null {
  const found = present.map((list) => (list[at] ? openingLabel(list[at].value) : null));
  const top = found[0];
  return top && found.filter((label) => label === top).length >= present.length * 0.8 ? top : null;
}

/** Lines each opening with their own label ("Where: …", "When: …"): different fields. */
function positionsOpenLabelled(present: ValueNode[][], count: number): boolean {
  if (count < 2 || count > 12) return false;
  const labels = Array.from({ length: count }, (_, at) => positionLabel(present, at));
  return labels.every((label) => label !== null) && new Set(labels).size === count;
}

/** The first segment of a link's path ("reviews" in /reviews/6844/…), or '' for what is no link. */
function pathHead(value: string): string {
  if (/^(?:#|javascript:|mailto:|tel:)/i.test(value)) return '';
  try {
    return new URL(value, 'http://page.invalid/').pathname.split('/').find(Boolean) ?? '';
  } catch {
    return '';
  }
}

/**
 * Links at each position lead to their own kind of page (/artist.photo, /reviews/…): different
 * fields, not a list of look-alike links.
 */
function positionsLeadApart(present: ValueNode[][], count: number): boolean {
  if (count < 2 || count > 6) return false;
  const heads = Array.from({ length: count }, (_, at) => {
    const found = present.map((list) => (list[at]?.kind === 'url' ? pathHead(list[at].value) : ''));
    const top = [...new Set(found)]
      .map((head) => [head, found.filter((other) => other === head).length] as const)
      .sort((a, b) => b[1] - a[1])[0];
    return top && top[0] && top[1] >= present.length * 0.8 ? top[0] : null;
  });
  return heads.every((head) => head !== null) && new Set(heads).size === heads.length;
}

/** "“…” Author: Jane" in every record: one text holding two values split by a label. */
function splitLabelled(draft: Draft, total: number): Draft[] | null {
  const values = draft.nodes.flatMap((list) => (list[0] ? [list[0].value] : []));
  if (draft.multiple || values.length < Math.max(2, total * 0.8)) return null;
  const labels = values.map(
    (value) => /\s([A-Z][A-Za-z]{1,20}(?: [A-Za-z]{1,20})?):\s+\S/.exec(value)?.[1] ?? null,
  );
  const label = labels[0];
  if (!label || labels.filter((candidate) => candidate === label).length < values.length * 0.8)
    return null;
  const escaped = regexEscape(label);
  return [
    { ...draft, pattern: `^([\\s\\S]*?)\\s*${escaped}:` },
    { ...draft, pattern: `${escaped}:\\s*([\\s\\S]+)$`, nameOverride: slugify(label) },
  ];
}

/** "4.5 (1,234)": a score with the number of reviews it is made of, in brackets. */
const RATING_COUNT = /^(\d{1,2}(?:[.,]\d{1,2})?)\s*\(\s*(\d[\d.,]*)\s*\)$/;
const RATING_PART = '^(\\d{1,2}(?:[.,]\\d{1,2})?)\\s*\\(';
const COUNT_PART = '\\(\\s*(\\d[\\d.,]*)\\s*\\)$';

/** A rating and its review count in one text: two columns, each read by a pattern. */
function splitRatingCount(draft: Draft, total: number): Draft[] | null {
  const values = draft.nodes.flatMap((list) => (list[0] ? [list[0].value] : []));
  if (draft.multiple || draft.pattern || values.length < Math.max(2, total * 0.8)) return null;
  const scores = values.map((value) => RATING_COUNT.exec(value.trim())?.[1]);
  if (scores.some((score) => score === undefined || Number(score.replace(',', '.')) > 10))
    return null;
  // A score says it is one: a decimal ("4.5") or an element named for ratings or stars.
  const hints = draft.nodes.find((list) => list[0])?.[0]?.hints ?? [];
  const named = hints.some((hint) => conceptOf(hint)?.name === 'rating');
  if (!named && !scores.some((score) => /[.,]/.test(score ?? ''))) return null;
  return [
    { ...draft, pattern: RATING_PART, nameOverride: 'rating' },
    { ...draft, pattern: COUNT_PART, nameOverride: 'review_count' },
  ];
}

function applyPattern(value: string, pattern: string | undefined): string {
  if (!pattern) return value;
  const match = new RegExp(pattern).exec(value);
  return cleanText(match?.[1] ?? '');
}

const MAX_SAMPLED_RECORDS = 16;
const MAX_COLUMNS = 30;

/** Named columns of a record group, each with a field spec relative to the container. */
export function findColumns(
  $: CheerioAPI,
  allRecords: Element[][],
): { columns: ColumnInfo[]; detailField: string | null } {
  // Columns are learned from the first records; hundreds of rows teach nothing more.
  const records = allRecords.slice(0, MAX_SAMPLED_RECORDS);
  const total = records.length;
  const perRecord = records.map((record) =>
    record.flatMap((root, index) => collect($, root, index)),
  );
  const keys = new Map<string, ValueNode[][]>();
  perRecord.forEach((nodes, recordIndex) => {
    for (const node of nodes) {
      const lists = keys.get(node.key) ?? Array.from({ length: total }, () => []);
      lists[recordIndex]?.push(node);
      keys.set(node.key, lists);
    }
  });
  let drafts: Draft[] = [];
  for (const lists of mergeWrapperVariants(
    mergeClassVariants(mergeMicrodataVariants(keys)),
  ).values()) {
    const present = lists.filter((list) => list.length > 0);
    // An old price struck out beside the current one: only the few items on sale have it.
    const struck = present[0]?.[0]?.steps.some((step) => STRUCK_STEP.test(step)) ?? false;
    const needed = struck ? 2 : Math.max(2, Math.ceil(total * 0.3));
    if (present.length < needed && total > 1) continue;
    const maxCount = Math.max(...present.map((list) => list.length));
    if (maxCount <= 1) {
      drafts.push({ nodes: lists, multiple: false, positional: false });
      continue;
    }
    // Facts named by their labels in an order of each card's own: a column per label.
    const byLabel = positionsLabelled(present, maxCount)
      ? null
      : labelColumns(
          $,
          lists,
          records.map((record) => record[0]),
          needed,
        );
    if (byLabel) {
      for (const { nodes, label } of byLabel)
        drafts.push({
          nodes,
          multiple: false,
          positional: false,
          label,
          nameOverride: slugify(label),
        });
      continue;
    }
    const counts = new Set(present.map((list) => list.length));
    const shapesByPosition = Array.from(
      { length: maxCount },
      (_, at) => new Set(present.map((list) => (list[at] ? shapeOf(list[at].value) : 'none'))),
    );
    const positionalShapes = shapesByPosition.map((set) => [...set].join());
    const differs =
      new Set(positionalShapes).size > 1 ||
      positionsNamed(present, maxCount) ||
      positionsLabelled(present, maxCount) ||
      positionsOpenLabelled(present, maxCount) ||
      positionsLeadApart(present, maxCount) ||
      positionsIconed(present, maxCount);
    if (counts.size === 1 && differs) {
      // Same number of look-alike siblings in every record, each position its own kind of value.
      // By place in the record's list, not by path: a variant merged above (a wrapper more, a
      // class less) holds its k-th value at another path.
      const byPosition = new Map<number, ValueNode[][]>();
      lists.forEach((list, recordIndex) => {
        list.forEach((node, at) => {
          const grouped = byPosition.get(at) ?? Array.from({ length: total }, () => []);
          grouped[recordIndex]?.push(node);
          byPosition.set(at, grouped);
        });
      });
      for (const [at, grouped] of byPosition) {
        // A line that opens with its label is named by it and read past it.
        const label = positionLabel(present, at);
        drafts.push({
          nodes: grouped,
          multiple: false,
          positional: true,
          ...(label
            ? {
                pattern: `^(?:${regexEscape(label)}\\s*[:：]\\s*)?([\\s\\S]+)$`,
                nameOverride: slugify(label),
              }
            : {}),
        });
      }
    } else {
      drafts.push({ nodes: lists, multiple: true, positional: false });
    }
  }
  drafts = drafts.flatMap(
    (draft) => splitLabelled(draft, total) ?? splitRatingCount(draft, total) ?? [draft],
  );
  // One tag per record still is a list when its wrapper or label says so ("div.tags", "Tags:").
  for (const draft of drafts) {
    const node = draft.nodes.find((list) => list.length > 0)?.[0];
    if (!node || draft.multiple || draft.positional || draft.pattern) continue;
    // "span.sale-price" inside "div.prices": a wrapper of a sale and a regular price holds one
    // price of each kind, not a list of prices.
    if (shapeOf(node.value) === 'price') continue;
    const words = [...node.hints, ...(node.label ? [slugify(node.label)] : [])];
    // The singular nearer the value than the plural: "a.tag" inside "div.tags".
    if (
      words.some((word, at) => {
        if (word.length <= 3 || !word.endsWith('s')) return false;
        const singular = words.indexOf(word.slice(0, -1));
        return singular >= 0 && singular < at;
      })
    )
      draft.multiple = true;
  }
  // Values that are data, not buttons or labels; then the best-covered, in page order: a huge
  // record has more values than anyone reads, and naming each costs selector work.
  const useful = drafts.flatMap((draft) => {
    const sampleNode = draft.nodes.find((list) => list.length > 0)?.[0];
    if (!sampleNode) return [];
    const values = draft.nodes.map((list) =>
      draft.multiple
        ? list.map((node) => node.value).join(', ')
        : applyPattern(list[0]?.value ?? '', draft.pattern),
    );
    const filled = values.filter(Boolean);
    if (filled.length === 0 || filled.every(isInterfaceText)) return [];
    // The same text in every record is a label or a button, not data.
    const constant = total >= 2 && filled.length === total && new Set(filled).size === 1;
    const meaningful =
      shapeOf(filled[0] ?? '') !== 'text' ||
      sampleNode.hints.some((hint) => FIELD_WORDS.has(hint) || conceptOf(hint) !== null) ||
      (sampleNode.itemprop !== null && conceptOf(sampleNode.itemprop) !== null);
    if (constant && !meaningful) return [];
    // "Regular price" in every record, for screen readers or beside the value: a label naming
    // a field of figures without a figure in it is not the field ("In stock" is a value).
    const named = conceptOf(slugify(filled[0] ?? ''));
    if (
      constant &&
      !draft.multiple &&
      named &&
      NUMERIC_KINDS.has(named.kind) &&
      !/\d/.test(filled[0] ?? '')
    )
      return [];
    // "Available" in every record with "In stock (7 available)" just after it: the label of
    // the value beside it, which has the same shape ("In stock" alone is a value).
    if (constant && !draft.multiple && named && labelsNextValue($, draft, filled[0] ?? ''))
      return [];
    return [{ draft, sampleNode, filled }];
  });
  const present = (draft: Draft) => draft.nodes.filter((list) => list.length > 0).length;
  const kept = new Set(
    [...useful].sort((a, b) => present(b.draft) - present(a.draft)).slice(0, MAX_COLUMNS),
  );
  const columns: (ColumnInfo & { draft: Draft; sampleNode: ValueNode })[] = [];
  for (const { draft, sampleNode, filled } of useful.filter((entry) => kept.has(entry))) {
    const shape: ValueShape =
      sampleNode.kind === 'image'
        ? 'image'
        : sampleNode.kind === 'url'
          ? 'url'
          : sampleNode.kind === 'rating'
            ? 'rating'
            : dominantShape(filled);
    // Kinds read from text follow the whole column, not its first value ("11/22/63" is a title).
    const structural = sampleNode.attribute !== undefined || sampleNode.kind === 'rating';
    const kind: ValueKind = structural
      ? sampleNode.kind
      : draft.multiple
        ? 'text'
        : SHAPE_KIND[shape];
    const spec: AgentFieldSpec = draft.label
      ? { name: '', selector: '', label: draft.label, kind }
      : { name: '', selector: selectorFor($, draft, records), kind };
    if (sampleNode.attribute) spec.attribute = sampleNode.attribute;
    if (sampleNode.line) spec.line = sampleNode.line;
    if (draft.multiple) spec.multiple = true;
    const pattern = draft.pattern ?? sampleNode.pattern;
    if (pattern) spec.pattern = pattern;
    columns.push({
      name: '',
      aliases: [],
      shape,
      spec,
      coverage: filled.length / total,
      samples: filled.slice(0, 3),
      isTitle: false,
      draft,
      sampleNode,
    });
  }
  return nameColumns(columns);
}

/** A label is one word ("Available", "Verfügbar:"). */
const ONE_WORD = /^\p{L}+:?$/u;

/** A word alone in each record, followed by a sibling holding a value of the same shape. */
function labelsNextValue($: CheerioAPI, draft: Draft, label: string): boolean {
  const shape = shapeOf(label);
  if (shape === 'text' || shape === 'number' || !ONE_WORD.test(label)) return false;
  const nodes = draft.nodes.flatMap((list) => (list[0] ? [list[0]] : []));
  return (
    nodes.length > 0 &&
    nodes.every((node) => {
      const next = node.attribute ? null : elementAfter(node.element);
      const value = next ? textOf($, next) : '';
      return value !== '' && value !== label && shapeOf(value) === shape;
    })
  );
}

/** Whole numbers that go up by one from record to record ("1", "2.", "3"). */
function countsOnward(draft: Draft): boolean {
  const values = draft.nodes.map((list) => /^\s*(\d{1,6})\.?\s*$/.exec(list[0]?.value ?? '')?.[1]);
  if (values.length < 2 || values.some((value) => value === undefined)) return false;
  return values.every(
    (value, index) => index === 0 || Number(value) === Number(values[index - 1]) + 1,
  );
}

/** The value is the first thing its record shows. */
function opensRecord(node: ValueNode): boolean {
  if (node.attribute || node.steps.length === 0 || node.steps.length > 3) return false;
  // Nothing with words before it in the record: a photo may come first, a caption's line not.
  let element = node.element;
  for (let level = 0; level < node.steps.length; level += 1) {
    const parent = parentElement(element);
    if (!parent) return false;
    for (const child of parent.children) {
      if (child === element) break;
      if (isText(child) ? /\S/.test(child.data) : /\S/.test(textContent(child))) return false;
    }
    element = parent;
  }
  return true;
}

/** A value in a row's own header cell (<th scope="row">). */
function rowHeader(node: ValueNode): boolean {
  return node.steps.some((step) => /^th(?![\w-])/.test(step));
}

function firstCellOrHeader(node: ValueNode): boolean {
  return rowHeader(node) || firstCell(node);
}

/** A value in the first cell of a table row that is the record. */
function firstCell(node: ValueNode): boolean {
  const [first] = node.steps;
  if (node.attribute || !first || !/^td(?![\w-])/.test(first)) return false;
  let cell: Element | null = node.element;
  for (let level = 1; cell && level < node.steps.length; level += 1) cell = parentElement(cell);
  if (!cell || tagOf(cell) !== 'td') return false;
  // Only a row's number before it ("1", "12.", "#3") leaves the cell the row's first of words.
  for (let sibling = cell.prev; sibling; sibling = sibling.prev)
    if (isTag(sibling) && !/^\s*[#№]?\d{1,4}\.?\s*$/.test(textContent(sibling))) return false;
  return true;
}

/** The words under a node, however deep. */
function textContent(node: AnyNode): string {
  if (isText(node)) return node.data;
  return 'children' in node ? node.children.map(textContent).join('') : '';
}

function dominantShape(values: string[]): ValueShape {
  const counts = new Map<ValueShape, number>();
  for (const value of values) counts.set(shapeOf(value), (counts.get(shapeOf(value)) ?? 0) + 1);
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= values.length * 0.6 ? best[0] : 'text';
}

function urlPathWord(values: string[]): string | null {
  const words = values.map((value) => {
    try {
      const segment =
        new URL(value, 'http://x.invalid/').pathname.split('/').filter(Boolean)[0] ?? '';
      return /^[a-z]{3,20}$/i.test(segment) ? segment.toLowerCase() : null;
    } catch {
      return null;
    }
  });
  const first = words[0];
  return first && words.every((word) => word === first) ? first : null;
}

function nameColumns(columns: (ColumnInfo & { draft: Draft; sampleNode: ValueNode })[]): {
  columns: ColumnInfo[];
  detailField: string | null;
} {
  // The record's title: a heading, a name-like class or itemprop, else the main link's text.
  let titleIndex = -1;
  let titleScore = 0;
  columns.forEach((column, index) => {
    if (
      column.spec.kind !== 'text' ||
      column.spec.multiple ||
      column.spec.pattern ||
      column.coverage < 0.8
    )
      return;
    const node = column.sampleNode;
    const averageLength =
      column.samples.reduce((sum, value) => sum + value.length, 0) /
      Math.max(1, column.samples.length);
    if (averageLength < 3 || averageLength > 200) return;
    // A mail or phone link's text is how to reach the record, never what it is called.
    if (column.samples.every((sample) => ['email', 'phone'].includes(shapeOf(sample)))) return;
    let score = 0;
    // Tags and categories are links too, but they label a record rather than name it.
    if (
      node.hints.some((hint) => /^(?:tags?|keywords?|categor(?:y|ies)|labels?|topics?)$/.test(hint))
    )
      return;
    if (node.heading) score += 3;
    if (node.itemprop && /^(?:name|headline|title)$/.test(node.itemprop)) score += 3;
    if (node.hints.some((hint) => /^(?:title|name|heading|headline)$/.test(hint))) score += 2;
    if (node.linkText) score += 2;
    if (node.attribute === 'title') score += 1;
    // <tr><th scope="row">Oslo</th><td>…: a row's header cell names the row.
    // <dt>Margaret Ellis</dt><dd>Chair</dd>: the term a description list describes names it.
    if (rowHeader(node) || tagOf(node.element) === 'dt') score += 2;
    // A table row's first cell of words, with nothing else to name the row, names it.
    else if (firstCell(node)) score += 1;
    // "<li><strong>Dr. Jane Roe</strong><br>Professor…": a bold line opening the record names it.
    if (/^(?:strong|b)$/.test(tagOf(node.element)) && opensRecord(node)) score += 1;
    // "<div>Helen Marsh<br>Practice Lead</div>" with nothing above it: the first line names it.
    if (
      node.line === 1 &&
      (node.steps.length === 0 || opensRecord({ ...node, attribute: undefined }))
    )
      score += 1;
    if (score > titleScore) {
      titleScore = score;
      titleIndex = index;
    }
  });
  const titleNode = columns[titleIndex]?.sampleNode;
  // A class on an ancestor that holds several fields ("div.type" around a ticket's name and its
  // note) names the first of them; a later field is named by what is its own.
  const ownHints = (index: number): string[] => {
    const node = columns[index]?.sampleNode;
    if (!node) return [];
    const own = new Set([
      ...stableClasses(node.element).flatMap(nameTokens),
      ...attributeTokens(node.element.attribs),
      ...(tagOf(node.element) === 'address' ? ['address'] : []),
      ...iconWords(node.element),
    ]);
    const earlier = new Set(columns.slice(0, index).flatMap((column) => column.sampleNode.hints));
    return node.hints.filter((hint) => own.has(hint) || !earlier.has(hint));
  };
  const names = columns.map((column, index) => {
    const node = column.sampleNode;
    if (column.draft.nameOverride) return column.draft.nameOverride;
    // A link named by its element's property ("name") is the link, not the name.
    const linkOnly =
      column.spec.kind === 'url' && !/url|link|href|sameas/i.test(node.itemprop ?? '');
    if (node.itemprop && !column.draft.pattern && !linkOnly) return propertyName(node.itemprop);
    if (index === titleIndex) {
      // A row's name under its column's header ("City") keeps the header's word.
      if (node.label && firstCellOrHeader(node)) return slugify(node.label) || 'title';
      const fromClass = nameFromTokens(node.hints);
      return fromClass && /^(?:title|name|heading|headline)$/.test(fromClass) ? fromClass : 'title';
    }
    if (column.spec.kind === 'url') {
      const sameLink =
        titleNode &&
        (node.element === titleNode.element ||
          node.element.parent === titleNode.element.parent ||
          // The link wraps the title: a card's whole heading block is its link.
          wraps(node.element, titleNode.element));
      if (sameLink) return 'url';
      // Another link of the record is named for what it points at: "company_url", "author_url".
      const hinted = nameFromTokens(node.hints.filter((hint) => !/^(?:url|link|href)$/.test(hint)));
      if (hinted) return `${hinted}_url`;
      const word = urlPathWord(column.samples);
      if (word && !FIELD_WORDS.has(`${word}_url`)) return `${word}_url`;
      return 'link';
    }
    if (column.spec.kind === 'image') return 'image';
    // "3 bds", "2 ba": a count named by what its unit counts.
    const units = new Set(column.samples.map(unitWord));
    const [unit] = units;
    const counted = units.size === 1 && unit && !column.spec.multiple ? conceptOfUnit(unit) : null;
    if (counted && !node.label) return counted.name;
    if (column.spec.kind === 'rating') return 'rating';
    // A column headed "#" over 1, 2, 3… in page order is the records' rank.
    if (node.label && !column.draft.pattern)
      return slugify(node.label) || (countsOnward(column.draft) ? 'rank' : 'text');
    const shapeName =
      column.shape === 'price' ||
      column.shape === 'availability' ||
      column.shape === 'date' ||
      column.shape === 'email' ||
      column.shape === 'phone'
        ? column.shape
        : null;
    const fromClass = nameFromTokens(ownHints(index));
    if (fromClass && FIELD_WORDS.has(fromClass)) return fromClass;
    if (shapeName) return shapeName;
    if (fromClass) return fromClass;
    if (column.spec.multiple) return 'items';
    return column.shape === 'number' ? 'number' : 'text';
  });
  const adjusted = classBlockNames(
    columns,
    addressBlockNames(
      columns,
      names.map((name, index) => {
        const column = columns[index];
        if (column?.spec.multiple && column.spec.kind === 'text' && !name.endsWith('s'))
          return plural(name);
        return name;
      }),
    ),
  );
  // Names are handed out shown state first, so the plain name is the value a person sees.
  const order = columns
    .map((_, index) => index)
    .sort((a, b) => Number(shownState(columns, b)) - Number(shownState(columns, a)));
  const handedOut = uniqueNames(order.map((index) => adjusted[index] ?? 'field'));
  const unique: string[] = [];
  order.forEach((index, at) => {
    unique[index] = handedOut[at] ?? 'field';
  });
  const result: ColumnInfo[] = columns.map((column, index) => {
    const name = unique[index] ?? 'field';
    const node = column.sampleNode;
    const aliases = [
      ...new Set([
        ...node.hints,
        ...(node.itemprop ? [propertyName(node.itemprop)] : []),
        ...(node.label ? [slugify(node.label)] : []),
        ...(countBesideRating(columns, index) ? ['review_count', 'reviews'] : []),
      ]),
    ];
    return {
      name,
      aliases: aliases.filter((alias) => alias && alias !== name),
      shape: column.shape,
      spec: { ...column.spec, name },
      coverage: column.coverage,
      samples: column.samples,
      isTitle: index === titleIndex,
    };
  });
  // The same link twice (image and title both point at the record's page) is one column.
  const deduplicated = result.filter(
    (column, index) =>
      column.spec.kind !== 'url' ||
      !result.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          other.spec.kind === 'url' &&
          sameValues(other, column) &&
          (other.name === 'url' || otherIndex < index) &&
          column.name !== 'url',
      ),
  );
  const detailColumn = deduplicated.find((column) => column.name === 'url') ?? null;
  if (detailColumn) detailColumn.isDetailLink = true;
  return { columns: deduplicated, detailField: detailColumn?.name ?? null };
}

/**
 * "★★★★☆ (128)": a bare count in brackets just after the rating is how many rated it, the
 * commonest way a shop writes its review count.
 */
function countBesideRating(
  columns: { spec: AgentFieldSpec; samples: string[]; sampleNode: ValueNode }[],
  index: number,
): boolean {
  const column = columns[index];
  if (!column || column.samples.length === 0) return false;
  if (!column.samples.every((sample) => /^\(\s*\d[\d.,]*\s*\)$/.test(sample))) return false;
  const element = column.sampleNode.element;
  return columns.some((other) => {
    // A rating drawn as stars, or a figure its element names a rating ("span.rating" 4.5).
    const named =
      other.spec.kind === 'number' &&
      other.sampleNode.hints.some((hint) => conceptOf(hint)?.name === 'rating');
    if (other.spec.kind !== 'rating' && !named) return false;
    const rating = other.sampleNode.element;
    for (let node = element.prev; node; node = node.prev) if (node === rating) return true;
    return element.parent !== null && rating.parent === element.parent;
  });
}

/**
 * One of several sibling elements of one class, each with a state class ("score dislikes",
 * "score unvoted", "score likes"), whose state an ancestor carries ("midcol unvoted"): the
 * stylesheet shows that one and hides the others.
 */
function shownState(columns: { sampleNode: ValueNode }[], index: number): boolean {
  const element = columns[index]?.sampleNode.element;
  const parent = element?.parent;
  if (!element || !parent) return false;
  const own = stableClasses(element);
  const siblings = columns
    .map((column) => column.sampleNode.element)
    .filter(
      (other) =>
        other !== element &&
        other.parent === parent &&
        other.tagName === element.tagName &&
        stableClasses(other).some((name) => own.includes(name)),
    );
  if (siblings.length === 0) return false;
  const shared = new Set(siblings.flatMap((other) => stableClasses(other)));
  const states = own.filter((name) => !shared.has(name));
  const above = new Set<string>();
  for (
    let node = parentElement(element), depth = 0;
    node && depth < 3;
    node = parentElement(node), depth += 1
  )
    for (const name of stableClasses(node)) above.add(name);
  return states.some((name) => above.has(name));
}

function sameValues(a: ColumnInfo, b: ColumnInfo): boolean {
  return (
    a.samples.length === b.samples.length &&
    a.samples.every((value, index) => value === b.samples[index])
  );
}
