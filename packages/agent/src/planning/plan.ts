/**
 * The agent's plan for a request on a page. A page is read either as a list of records or as
 * one item (a product, a job, a recipe); both plans are made and the request's words, the page's
 * own signs and how much of the request each plan answers decide between them.
 */
import { load } from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import { isTag } from 'domhandler';
import type { ExtractionPlan, PageAnalysis, ParsedRequest } from '../types.js';
import { inNeighbourBlock, safeSelect } from '../analysis/dom.js';
import type { Element } from '../analysis/dom.js';
import { otherItemTest } from '../analysis/other-items.js';
import { buildInstructions, missingSentence, planList } from './plan-list.js';
import { ARTICLE_TYPES, planDetail } from './plan-item.js';
import { planStructuredList } from './plan-structured-list.js';
import { markedOnlyInPart } from './partial-microdata.js';
import { accountForFields } from './field-source.js';

export { withDetailSpec } from './plan-list.js';

/** A plan for the page as one item: one record whose fields come from the best evidence. */
export function planItem(
  request: ParsedRequest,
  analysis: PageAnalysis,
  html: string,
  url: string,
): ExtractionPlan & { itemType: string | null } {
  const detail = planDetail(html, url, request.fields, request.entity);
  const fields = detail.fields.map((field) => ({ ...field, source: 'list' as const }));
  const found = fields.length > 0;
  const confidence = found
    ? Math.round((fields.reduce((sum, field) => sum + field.confidence, 0) / fields.length) * 100) /
      100
    : 0;
  const recordSpec = found ? detail.recordSpec : null;
  const noun = request.entity ?? detail.itemType?.toLowerCase() ?? 'item';
  return {
    url,
    kind: request.kind,
    entity: request.entity,
    pageKind: 'item',
    recordSpec,
    fields,
    missingFields: detail.missingFields,
    missingMessage: missingSentence(detail.missingFields, null),
    instructions: buildInstructions(
      url,
      recordSpec,
      {
        pagination: null,
        detail: null,
        needsJavaScript: analysis.needsJavaScript,
        kind: request.kind,
      },
      fields.map((field) => field.name),
      null,
    ),
    pagination: null,
    detail: null,
    recordCount: found ? 1 : 0,
    sampleRows: detail.sample ? [detail.sample] : [],
    confidence,
    needsJavaScript: analysis.needsJavaScript,
    summary: `1 ${noun} (the page itself) with ${fields.map((field) => field.name).join(', ') || 'no fields'}`,
    itemType: detail.itemType,
  };
}

/** Share of the requested fields a plan reads on this page itself, weighted by confidence. */
function answered(request: ParsedRequest, plan: ExtractionPlan): number {
  const wanted =
    request.fields.length > 0 ? request.fields : plan.fields.map((field) => field.name);
  if (wanted.length === 0 || plan.recordCount === 0) return 0;
  let total = 0;
  for (const name of wanted) {
    const field = plan.fields.find(
      (candidate) => candidate.name === name && candidate.source === 'list',
    );
    if (field) total += field.confidence;
  }
  return total / wanted.length;
}

/** Margin by which the structured data must answer more than the page's blocks to be chosen. */
const STRUCTURED_MARGIN = 0.15;

/**
 * The list read from the page's blocks, or from its structured data when that answers clearly
 * more of the request (a page built by scripts keeps its records there).
 */
function betterList(
  request: ParsedRequest,
  analysis: PageAnalysis,
  html: string,
  url: string,
  list: ExtractionPlan,
): ExtractionPlan {
  const structured = planStructuredList(request, analysis, html, url);
  if (!structured || markedOnlyInPart(html, list, structured)) return list;
  const listScore = list.recordCount >= 2 ? answered(request, list) : 0;
  return answered(request, structured) > listScore + STRUCTURED_MARGIN ? structured : list;
}

/** How much a list of other items shown beside the page's own counts against that item. */
const NEIGHBOUR_LIST = 0.5;

/**
 * The list's records all sit in a block of other items ("Related products", "You may also
 * like"): on a page that is one item, that list is beside what was asked for.
 */
function listBesideItem(
  html: string,
  url: string,
  list: ExtractionPlan,
  item: ExtractionPlan,
): boolean {
  const container = list.recordSpec?.container;
  if (!container) return false;
  const $ = load(html);
  const records = safeSelect($, container);
  if (records.length === 0) return false;
  return records.every(inNeighbourBlock) || cardsBesideItem($, url, records, item);
}

/**
 * The records are cards of other items ("Just listed near you": each links to a page like this
 * one) and the page's own item shows every field the item plan found outside them. On a page
 * of results, the item plan finds its values in the cards themselves.
 */
function cardsBesideItem(
  $: CheerioAPI,
  url: string,
  records: Element[],
  item: ExtractionPlan,
): boolean {
  const otherItem = otherItemTest($, url);
  const inCard = (record: Element) => {
    const inside = record.children.find(isTag);
    return inside !== undefined && otherItem(inside);
  };
  if (!records.every(inCard)) return false;
  const placed = (item.recordSpec?.fields ?? []).flatMap((field) =>
    field.selector && !field.data && !field.label && !field.content
      ? safeSelect($, field.selector).slice(0, 1)
      : [],
  );
  const inRecord = (element: Element) =>
    records.some((record) => record === element || $.contains(record, element));
  return placed.length > 0 && !placed.some(inRecord);
}

/** Turns a parsed request and a page analysis into a plan, validated on the page itself. */
export function plan(
  request: ParsedRequest,
  analysis: PageAnalysis,
  html: string,
  url: string,
): ExtractionPlan {
  const chosen = accountForFields(choosePlan(request, analysis, html, url), request.fields);
  return request.documentText ? { ...chosen, documentText: true } : chosen;
}

function choosePlan(
  request: ParsedRequest,
  analysis: PageAnalysis,
  html: string,
  url: string,
): ExtractionPlan {
  if (request.kind !== 'records' || request.followDetails)
    return planList(request, analysis, html, url);
  // The request's words decide first; the other reading is made only when the first fails.
  if (request.quantity === 'many') {
    const list = betterList(request, analysis, html, url, planList(request, analysis, html, url));
    if (answered(request, list) > 0) return list;
    const { itemType: _type, ...item } = planItem(request, analysis, html, url);
    // Many were asked for and the page is one item: worth offering only if it answers most of it.
    const found = request.fields.filter((name) => item.fields.some((field) => field.name === name));
    return found.length * 2 > request.fields.length ? item : list;
  }
  const { itemType, ...item } = planItem(request, analysis, html, url);
  const itemScore = answered(request, item);
  if (request.quantity === 'one' && itemScore > 0) return item;
  const list = betterList(request, analysis, html, url, planList(request, analysis, html, url));
  if (request.quantity === 'one') return list;
  // Undecided, one record is no list: a lone repeated block is more likely the item itself.
  const listScore =
    (list.recordCount >= 2 ? answered(request, list) : 0) *
    (itemScore > 0 && listBesideItem(html, url, list, item) ? NEIGHBOUR_LIST : 1);
  // The words do not say: a page whose structured data is about one item leans that way.
  const lean = itemType ? 1.25 : 1;
  // A story's paragraphs repeat, but the page is the story.
  const story = itemType !== null && ARTICLE_TYPES.test(itemType);
  if (request.fields.length === 0) return itemType && (story || list.recordCount < 3) ? item : list;
  return itemScore * lean > listScore ? item : list;
}
