import type { CheerioAPI } from 'cheerio';
import type { RecordGroup } from '../types.js';
import { findColumns } from './columns.js';
import type { Element } from './dom.js';
import {
  ancestors,
  childElements,
  coarseKey,
  fineKey,
  inChrome,
  inNeighbourBlock,
  placeNames,
  isElement,
  parentElement,
  stableClasses,
  tagOf,
  textOf,
} from './dom.js';
import { nameTokens } from './naming.js';
import { nameTokens as wordsOf } from '../vocabulary/field-words.js';
import { entityNoun } from '../request/vocabulary.js';
import { groupSelector } from './selectors.js';
import { joinSiblingVariants } from './sibling-variants.js';

interface Candidate {
  heads: Element[];
  span: number;
}

/** A row made only of header cells labels the rows below it; it is not a record. */
function isHeaderRow(element: Element): boolean {
  if (tagOf(element) !== 'tr') return false;
  const cells = childElements(element);
  return cells.length > 0 && cells.every((cell) => tagOf(cell) === 'th');
}

/**
 * Records spread over k consecutive siblings (a quote row then its tags row) repeat with period
 * k; find the longest such run and return the first element of each block.
 */
function periodicHeads(members: Element[]): Candidate | null {
  const keys = members.map(fineKey);
  for (const period of [2, 3]) {
    let bestStart = -1;
    let bestLength = 0;
    let start = 0;
    for (let index = 0; index + period < keys.length + 1; index += 1) {
      const repeats =
        index + period < keys.length &&
        keys[index] === keys[index + period] &&
        keys[index] !== keys[index + 1];
      if (!repeats) {
        const length = index - start + period;
        if (length > bestLength && index > start) {
          bestLength = length;
          bestStart = start;
        }
        start = index + 1;
      }
    }
    const blocks = Math.floor(bestLength / period);
    // The repeating blocks must make up most of the siblings, or the period is a coincidence.
    if (bestStart >= 0 && blocks >= 3 && blocks * period >= members.length * 0.7) {
      const heads: Element[] = [];
      for (let block = 0; block < blocks; block += 1) {
        const head = members[bestStart + block * period];
        if (head && keys[bestStart + block * period] === keys[bestStart]) heads.push(head);
      }
      if (heads.length >= 3) return { heads, span: period };
    }
  }
  return null;
}

/**
 * Classes that at least two siblings carry. A class with digits that only one sibling has is its
 * own id ("id-t3_3xoaoh", "post-1234"), which would keep records that look alike apart.
 */
function sharedClasses(children: Element[]): Set<string> {
  const counts = new Map<string, number>();
  for (const child of children)
    for (const name of new Set(stableClasses(child))) counts.set(name, (counts.get(name) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count >= 2).map(([name]) => name));
}

/**
 * One candidate per shape: each of a thousand cards holds its own little list of badges, and
 * they are all the same list; the first stands for the rest.
 */
function oncePerShape(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter((candidate) => {
    const head = candidate.heads[0];
    if (!head || candidate.heads.length > 3) return true;
    const parent = parentElement(head);
    const grandparent = parent ? parentElement(parent) : null;
    const shape = [head, parent, grandparent]
      .map((element) => (element ? coarseKey(element) : ''))
      .join('<');
    if (seen.has(`${shape}|${candidate.heads.length}`)) return false;
    seen.add(`${shape}|${candidate.heads.length}`);
    return true;
  });
}

/**
 * Look-alike siblings that come every k-th place, the places between holding other rows of one
 * kind each (a story row, then its points row, then a spacer): each is the head of a k-row record.
 */
function spreadOver(members: Element[], children: Element[]): Candidate | null {
  if (members.length < 3) return null;
  const at = members.map((member) => children.indexOf(member));
  const gap = (at[1] ?? 0) - (at[0] ?? 0);
  if (gap < 2 || gap > 3) return null;
  if (!at.every((position, index) => index === 0 || position - (at[index - 1] ?? 0) === gap))
    return null;
  // The rows between must be alike from record to record. The last may vary when it divides
  // records rather than belongs to them (a spacer here, an "A", "B" … heading there): it is left out.
  for (let offset = 1; offset < gap; offset += 1) {
    const keys = new Set(
      at
        .map((position) => children[position + offset])
        .filter((row): row is Element => row !== undefined)
        .map(coarseKey),
    );
    if (keys.size === 1) continue;
    if (offset === gap - 1 && offset > 1) return { heads: members, span: offset };
    return null;
  }
  return { heads: members, span: gap };
}

/** Share of blocks that must share their inner make for a run of blocks to be records. */
const MIN_ALIKE = 0.7;

function dominantShare(members: Element[]): number {
  const fine = members.map(fineKey);
  const counts = new Map<string, number>();
  for (const key of fine) counts.set(key, (counts.get(key) ?? 0) + 1);
  return Math.max(...counts.values()) / Math.max(1, members.length);
}

function candidatesOf($: CheerioAPI): Candidate[] {
  const candidates: Candidate[] = [];
  const body = $('body').get(0) ?? $.root().children().get(0);
  if (!body) return candidates;
  const parents = [body, ...$(body).find('*').toArray()].filter(isElement);
  // Cards laid out in rows (a grid of 4 rows of 3) are one list across their row parents.
  const rows = new Map<string, { parents: number; heads: Element[]; parts: Candidate[] }>();
  const gridIds = new Map<Element, number>();
  const lone = new Map<string, Element[]>();
  const positions = new Map(parents.map((element, index) => [element, index]));
  const positionOf = (element: Element) => positions.get(element) ?? 0;
  for (const parent of parents) {
    // A table's header cells name its columns; they are not records.
    if (isHeaderRow(parent)) continue;
    const children = childElements(parent).filter((child) => !isHeaderRow(child));
    const only = children[0];
    if (
      children.length === 1 &&
      only &&
      /^(?:ul|ol|tbody)$/.test(tagOf(parent)) &&
      richLeaves($, only) >= 3
    ) {
      // A list with one rich item is still a list of records (the last page, a small category).
      candidates.push({ heads: [only], span: 1 });
      continue;
    }
    if (children.length < 2) continue;
    const buckets = new Map<string, Element[]>();
    const shared = sharedClasses(children);
    for (const child of children) {
      const key = [
        tagOf(child),
        ...stableClasses(child)
          .filter((name) => shared.has(name) || !/\d/.test(name))
          .sort(),
      ].join('.');
      buckets.set(key, [...(buckets.get(key) ?? []), child]);
    }
    // Variants joined stand for their parts in the rows of a grid; the parts stay candidates.
    const joined = joinSiblingVariants(buckets, positionOf);
    const inUnion = new Set(joined.flat());
    const lists = [
      ...[...buckets.values()].map((members) => ({
        members,
        inRows: !members.some((member) => inUnion.has(member)),
      })),
      ...joined.map((members) => ({ members, inRows: true })),
    ];
    const grid = parent.parent && isElement(parent.parent) ? parent.parent : null;
    const gridRows = grid !== null && !/^(?:tr|tbody|thead|table)$/.test(tagOf(parent));
    if (grid && gridRows && !gridIds.has(grid)) gridIds.set(grid, gridIds.size);
    const gridId = grid ? gridIds.get(grid) : undefined;
    for (const { members, inRows } of lists) {
      const only = members[0];
      if (members.length === 1 && only && gridRows && inRows) {
        // A section with one record (the last department of a job board) joins its grid's row.
        if (textOf($, only).length > 0) {
          const key = `${gridId}|${coarseKey(parent)}>${coarseKey(only)}`;
          lone.set(key, [...(lone.get(key) ?? []), only]);
        }
        continue;
      }
      if (members.length < 2) continue;
      const withContent = members.filter(
        (member) => textOf($, member).length > 0 || $(member).find('img').length > 0,
      );
      if (withContent.length < 2) continue;
      const fine = members.map(fineKey);
      const dominant = Math.max(
        ...[...new Set(fine)].map((key) => fine.filter((candidate) => candidate === key).length),
      );
      if (members.length >= 6 && dominant / members.length < 0.7) {
        const periodic = periodicHeads(members);
        if (periodic) {
          candidates.push(periodic);
          continue;
        }
      }
      // Story rows each followed by a details row (and a spacer): one record is k rows.
      const spread = spreadOver(members, children);
      if (spread) candidates.push(spread);
      const single: Candidate = { heads: withContent, span: 1 };
      candidates.push(single);
      // Rows are siblings of one another: lists in different parts of the page stay apart.
      if (!gridRows || !inRows) continue;
      const rowKey = `${gridId}|${coarseKey(parent)}>${coarseKey(withContent[0] as Element)}`;
      const row = rows.get(rowKey) ?? { parents: 0, heads: [], parts: [] };
      row.parents += 1;
      row.heads.push(...withContent);
      row.parts.push(single);
      rows.set(rowKey, row);
    }
  }
  const merged = new Set<Candidate>();
  for (const [key, row] of rows) {
    const alone = lone.get(key) ?? [];
    if (alone.length > 0) {
      row.parents += alone.length;
      row.heads = [...row.heads, ...alone].sort((a, b) => positionOf(a) - positionOf(b));
    }
    if (row.parents < 2 || row.heads.length < 4) continue;
    // Blocks alike only in having no class of their own (a card's picture half and its text
    // half, classed by utilities alone) are parts of records, not records.
    if (dominantShare(row.heads) < MIN_ALIKE) continue;
    candidates.push({ heads: row.heads, span: 1 });
    // Thousands of cards each holding a small list (badges, tags) are one list, not thousands.
    if (row.parents > 8) for (const part of row.parts) merged.add(part);
  }
  candidates.push(...markedRecords($));
  return oncePerShape(
    merged.size > 0 ? candidates.filter((candidate) => !merged.has(candidate)) : candidates,
  );
}

/**
 * Records that say what they are — microdata items, or classes naming a record noun ("quote",
 * "product") — count even when the page holds only one of them.
 */
function markedRecords($: CheerioAPI): Candidate[] {
  const byKey = new Map<string, Element[]>();
  for (const element of $('body *').toArray()) {
    const marked =
      element.attribs.itemscope !== undefined &&
      element.attribs.itemtype !== undefined &&
      !element.attribs.itemprop;
    const named = stableClasses(element).some((name) =>
      nameTokens(name).some((token) => entityNoun(token) !== null),
    );
    if (!marked && !named) continue;
    if (richLeaves($, element) < 2 || inChrome(element)) continue;
    const key = marked ? `itemtype=${element.attribs.itemtype ?? ''}` : coarseKey(element);
    byKey.set(key, [...(byKey.get(key) ?? []), element]);
  }
  // Two or more are found as siblings already; this is for the lone record.
  return [...byKey.values()]
    .filter((elements) => elements.length === 1)
    .map((heads) => ({ heads, span: 1 }));
}

function richLeaves($: CheerioAPI, element: Element): number {
  return $(element)
    .find('*')
    .toArray()
    .filter((node) => childElements(node).length === 0 && textOf($, node).length > 0).length;
}

/** A wrapper that holds exactly one element, which holds everything: use the inner element. */
function descend(heads: Element[]): Element[] {
  let current = heads;
  for (;;) {
    const inner = current.map((head) => childElements(head));
    if (!inner.every((children) => children.length === 1)) return current;
    const next = inner.map((children) => children[0] as Element);
    const key = coarseKey(next[0] as Element);
    if (
      !next.every((element) => coarseKey(element) === key) ||
      stableClasses(next[0] as Element).length === 0
    )
      return current;
    current = next;
  }
}

/**
 * The records' elements and their selector: the innermost wrapper holding everything, unless
 * only the outer one can be named exactly (`div[data-asin]` around a generic `div.a-section`).
 */
function namedHeads(
  $: CheerioAPI,
  candidate: Candidate,
): { heads: Element[]; selector: string; exact: boolean } {
  const inner = candidate.span === 1 ? descend(candidate.heads) : candidate.heads;
  const named = groupSelector($, inner);
  if (named.exact || inner === candidate.heads) return { heads: inner, ...named };
  const outer = groupSelector($, candidate.heads);
  return outer.exact ? { heads: candidate.heads, ...outer } : { heads: inner, ...named };
}

function recordsOf(heads: Element[], span: number): Element[][] {
  return heads.map((head) => {
    const record = [head];
    let sibling = head.next;
    while (record.length < span && sibling) {
      if (isElement(sibling)) record.push(sibling);
      sibling = sibling.next;
    }
    return record;
  });
}

const KIND_WEIGHT: Record<string, number> = {
  text: 1,
  price: 2,
  rating: 1.5,
  date: 1,
  image: 0.8,
  url: 0.4,
  number: 0.8,
};

function scoreGroup(
  group: Omit<RecordGroup, 'score' | 'nested'>,
  chrome: boolean,
  averageText: number,
): number {
  let richness = 0;
  for (const column of group.columns) {
    const weight = KIND_WEIGHT[column.spec.kind] ?? 1;
    richness += weight * column.coverage;
  }
  const textColumns = group.columns.filter((column) => column.spec.kind === 'text');
  // One short link per record is a menu, a tag cloud or page numbers.
  const linkOnly =
    group.columns.every(
      (column) => column.spec.kind === 'url' || (column.spec.kind === 'text' && column.isTitle),
    ) && averageText < 40;
  let score =
    Math.pow(group.count, 0.6) * richness * Math.log2(2 + Math.min(averageText, 400) / 20);
  if (linkOnly) score *= 0.3;
  if (textColumns.length === 0 && !group.columns.some((column) => column.spec.kind === 'price'))
    score *= 0.5;
  if (chrome) score *= 0.2;
  // Two or three single values side by side are parts of one record, not records.
  if (group.columns.length === 1 && group.count <= 3) score *= 0.3;
  return score;
}

/** More elements than this in every record of a candidate: it is a section, not a list of records. */
const MAX_RECORD_ELEMENTS = 400;

/** Candidates fully analysed; past this, big pages (encyclopedias) spend seconds on fragments. */
const SHORTLIST = 24;

/** A cheap first ranking by size and text, so only promising candidates get their columns named. */
function shortlist($: CheerioAPI, candidates: Candidate[]): Candidate[] {
  const ranked = candidates.map((candidate) => {
    const sample = candidate.heads.slice(0, 20);
    const text =
      sample.reduce((sum, head) => sum + textOf($, head).length, 0) / Math.max(1, sample.length);
    const sizes = sample.map((head) => $(head).find('*').length + 1);
    const leaves =
      sizes.reduce((sum, size) => sum + Math.min(20, size), 0) / Math.max(1, sample.length);
    const chrome = candidate.heads[0] && inChrome(candidate.heads[0]) ? 0.2 : 1;
    // A block of hundreds of elements is a section of the page holding records, not one record.
    const whole = Math.min(...sizes) > MAX_RECORD_ELEMENTS ? 0 : 1;
    const score =
      whole *
      Math.pow(candidate.heads.length, 0.6) *
      Math.log2(2 + Math.min(text, 400) / 20) *
      Math.log2(1 + leaves) *
      chrome;
    return { candidate, score };
  });
  return ranked
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, SHORTLIST)
    .map((entry) => entry.candidate);
}

/** Share of a block's text its inner records hold past which the block is their wrapper. */
const WRAPPER_COVERAGE = 0.8;

/** Repeated records on the page, best first. */
export function findRecordGroups($: CheerioAPI): RecordGroup[] {
  const seen = new Set<string>();
  const built: { group: RecordGroup; elements: Element[] }[] = [];
  for (const candidate of shortlist($, candidatesOf($))) {
    const { heads, selector, exact } = namedHeads($, candidate);
    if (seen.has(selector)) continue;
    seen.add(selector);
    const records = recordsOf(heads, candidate.span);
    const { columns, detailField } = findColumns($, records);
    if (columns.length === 0) continue;
    const averageText =
      records.reduce(
        (sum, record) =>
          sum + record.reduce((total, element) => total + textOf($, element).length, 0),
        0,
      ) / records.length;
    const words = [...new Set(heads.flatMap((head) => stableClasses(head).flatMap(nameTokens)))];
    const place = heads[0]
      ? [...new Set(placeNames(heads[0]).flatMap((name) => wordsOf(name)))]
      : [];
    const base = {
      container: selector,
      count: heads.length,
      span: candidate.span,
      columns,
      words,
      place,
      source: heads.some((head) => tagOf(head) === 'tr')
        ? ('table' as const)
        : ('repeated' as const),
      detailField,
    };
    let score = scoreGroup(base, heads.some(inChrome), averageText);
    if (!exact) score *= 0.7;
    // Related items, recommendations and ads sit beside the list asked for.
    if (heads.every(inNeighbourBlock)) score *= 0.35;
    const chrome = heads.every(inChrome);
    built.push({ group: { ...base, score, nested: false, chrome }, elements: heads });
  }
  // Groups inside another group's records are that group's multi-valued fields.
  const lineage = new Map<Element, Set<Element>>();
  for (const entry of built)
    for (const element of entry.elements) lineage.set(element, new Set(ancestors(element)));
  const within = (element: Element, outer: Element) => lineage.get(element)?.has(outer) ?? false;
  /** Share of the outer blocks' text that the inner group's elements hold. */
  const coverage = (inner: Element[], outers: Element[]): number => {
    let covered = 0;
    let total = 0;
    for (const outer of outers.slice(0, 12)) {
      total += textOf($, outer).length;
      for (const element of inner) if (within(element, outer)) covered += textOf($, element).length;
    }
    return total > 0 ? covered / total : 1;
  };
  /** Every outer block holds the same number of the inner elements. */
  const evenlyWithin = (inner: Element[], outers: Element[]): boolean => {
    const held = new Map(outers.map((outer) => [outer, 0]));
    for (const element of inner)
      for (const outer of lineage.get(element) ?? [])
        if (held.has(outer)) held.set(outer, (held.get(outer) ?? 0) + 1);
    const counts = new Set(held.values());
    return counts.size === 1 && !counts.has(0);
  };
  for (const entry of built) {
    const inside = built.some(
      (other) =>
        other !== entry &&
        other.group.count >= 2 &&
        entry.elements.every((element) => other.elements.some((outer) => within(element, outer))) &&
        // Fewer records outside, or records that each hold as many of the inner lines and say
        // more besides (a card with its title above "Where: …" and "When: …"): the inner group
        // is their fields.
        (entry.group.count < other.group.count ||
          (evenlyWithin(entry.elements, other.elements) &&
            coverage(entry.elements, other.elements) < WRAPPER_COVERAGE)),
    );
    if (inside) {
      entry.group.nested = true;
      entry.group.score *= 0.3;
    }
    // A block holding several records of another group is their wrapper, not a record.
    const wraps = built.some(
      (other) =>
        other !== entry &&
        other.group.count >= 3 &&
        other.group.count > entry.group.count &&
        entry.elements.some(
          (outer) =>
            other.elements.filter((element) => lineage.get(element)?.has(outer) ?? false).length >=
            2,
        ) &&
        // A wrapper is little more than what it wraps; a record has words of its own besides.
        coverage(other.elements, entry.elements) >= WRAPPER_COVERAGE,
    );
    if (wraps) entry.group.score *= 0.15;
  }
  return built.map((entry) => entry.group).sort((a, b) => b.score - a.score);
}
