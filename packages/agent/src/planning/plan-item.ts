/**
 * Planning a page about one item (a product, a job, a recipe, a record's own page): for each
 * wanted field, every kind of evidence is gathered — structured data, labels, named elements,
 * value shapes — and the strongest that gives a value on the page wins. Its source goes into the
 * plan, so a job reads the field exactly the same way on every page of its kind.
 */
import { extractRecordsFromPage, parsePage, structuredEntities } from '@gleaner/scraper';
import type { LabelPair, ParsedPage, StructuredEntity } from '@gleaner/scraper';
import type { FieldSource, RecordValue } from '@gleaner/shared';
import type {
  AgentFieldSpec,
  AgentRecordSpec,
  ColumnInfo,
  FieldCandidate,
  FieldPlan,
} from '../types.js';
import { detailColumns } from '../analysis/detail-columns.js';
import { labelCandidates, pagePairs } from '../analysis/label-fields.js';
import { splitPlaceLines } from './place-lines.js';
import { clockLineCandidates } from '../analysis/clock-lines.js';
import { headingPlaceCandidates } from '../analysis/heading-place-lines.js';
import { hiddenLabelCandidates } from '../analysis/hidden-labels.js';
import { identifierCandidates, identifierLineCandidates } from '../analysis/identifiers.js';
import { mainEntity, structuredCandidates } from '../analysis/structured-fields.js';
import { headedListCandidates, namedListCandidates } from '../analysis/named-lists.js';
import { unitCountCandidates } from '../analysis/unit-counts.js';
import { linkPathCandidates } from '../analysis/link-paths.js';
import { datedLineCandidates } from '../analysis/dated-lines.js';
import { otherItemTest } from '../analysis/other-items.js';
import { safeSelect } from '../analysis/dom.js';
import type { Element } from '../analysis/dom.js';
import { cleanText, slugify } from '../text/values.js';
import { conceptOf, fieldIsList, fieldKind } from '../vocabulary/field-words.js';
import { addCurrencies } from './currency-fields.js';
import { withoutBylines } from './bylines.js';
import { bylineLineCandidates } from './byline-lines.js';
import { countsAsNumbers } from './unit-named-counts.js';
import { datesAsDays } from './date-days.js';
import { siteNames, withoutSiteAuthor } from './site-author.js';
import { withoutLabels } from './field-labels.js';
import { withoutHeadingItems } from './heading-items.js';
import { personSiteAuthorCandidates } from './person-site-author.js';
import { withoutKindWord } from './kind-word-names.js';
import { withoutStruckData } from './struck-prices.js';
import { rowFieldName } from './section-named-rows.js';
import { columnScore } from './match-fields.js';

export interface DetailPagePlan {
  recordSpec: AgentRecordSpec;
  fields: FieldPlan[];
  missingFields: string[];
  sample: Record<string, RecordValue> | null;
  /** The structured type the page is about ("Recipe"), when it names one. */
  itemType: string | null;
}

/** Elements named like the field are good evidence, but selectors travel less well than labels. */
const SELECTOR_WEIGHT = 0.85;
/** Fields proposed for an item page when the request names none. */
const MAX_PROPOSED = 8;
/** Origins in order of how well they carry to the other pages of a site. */
const ORIGIN_RANK = { structured: 0, label: 1, selector: 2 } as const;

interface ItemPage {
  page: ParsedPage;
  entities: StructuredEntity[];
  main: StructuredEntity | null;
  heading: string;
}

function readItemPage(html: string, url: string, entity: string | null): ItemPage {
  const page = parsePage(html, url);
  // Structured data lives in scripts: read it before the scripts go. The head's styles stay:
  // they say which inline elements the page sets apart, and the head's text is never read.
  const entities = structuredEntities(page);
  page.$('script, body style, noscript, template').remove();
  const heading = cleanText(page.$('h1').first().text());
  return { page, entities, main: mainEntity(entities, entity, heading), heading };
}

/** Named elements and value shapes for one field, as candidates. */
function domCandidates(
  item: ItemPage,
  field: string,
  columns: ReturnType<typeof detailColumns>,
): FieldCandidate[] {
  // The best few, so a byline's "Recipe by" beside the name leaves the name as the next choice.
  const matches = columns
    .map((column) => ({ column, score: columnScore(field, column) }))
    .filter((match) => match.score >= 0.5)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  return matches.map((match) => domCandidate(item, field, match));
}

const NAMESPACED = /^[A-Z][A-Za-z]{2,24}:(\S.*)$/;

function domCandidate(
  item: ItemPage,
  field: string,
  match: { column: ColumnInfo; score: number },
): FieldCandidate {
  const { $ } = item.page;
  const spec: AgentFieldSpec = { ...match.column.spec, name: field };
  // "Cookbook:Pumpkin Pie", "Category:Tools": a wiki's namespace before the page's own title.
  const sample = match.column.samples[0] ?? '';
  if (conceptOf(field)?.name === 'title' && !spec.pattern && NAMESPACED.test(sample))
    spec.pattern = NAMESPACED.source;
  const wanted = fieldKind(field);
  if (wanted !== 'text' && spec.kind === 'text' && !spec.attribute) spec.kind = wanted;
  if (fieldIsList(field) && !spec.multiple) {
    // A list field read from a list element: each item is one value.
    const items = spec.selector ? $(spec.selector).first().find('li').length : 0;
    // "div.gallery > img:nth-of-type(1)": the first of the list asked for; all of them, without
    // the place.
    const unplaced = spec.selector.replace(/:nth-of-type\(\d+\)$/, '');
    if (items >= 2) {
      spec.selector = `${spec.selector} li`;
      spec.multiple = true;
    } else if (unplaced !== spec.selector && $(unplaced).length >= 2) {
      spec.selector = unplaced;
      spec.multiple = true;
    }
  } else if (spec.kind === 'text' && !spec.attribute && !spec.multiple && spec.selector) {
    // "Requirements" over a bulleted list: its points, each its own value, not one run of text.
    const list = $(spec.selector).first();
    if (
      /^(?:ul|ol)$/.test(list.prop('tagName')?.toLowerCase() ?? '') &&
      list.children('li').length >= 2
    ) {
      spec.selector = `${spec.selector} > li`;
      spec.multiple = true;
    }
  }
  return {
    spec,
    score: match.score * SELECTOR_WEIGHT,
    origin: 'selector',
    where: `element ${spec.selector || 'body'}${spec.attribute ? ` [${spec.attribute}]` : ''}`,
    samples: match.column.samples,
  };
}

/** An article's text: the page's main content, as a reader keeps it. */
const MAIN_CONTENT_SCORE = 0.8;

function mainContentCandidates(field: string): FieldCandidate[] {
  if (conceptOf(field)?.name !== 'body') return [];
  return [
    {
      spec: { name: field, selector: '', kind: 'text', content: 'main' },
      score: MAIN_CONTENT_SCORE,
      origin: 'selector',
      where: 'the main content of the page',
      samples: [],
    },
  ];
}

function present(value: RecordValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  return Array.isArray(value) ? value.length > 0 : String(value).trim() !== '';
}

/** The value a field spec gives on this page, or null. */
function valueOn(page: ParsedPage, spec: AgentFieldSpec): RecordValue {
  const [record] = extractRecordsFromPage(page, { container: 'body', fields: [spec] });
  const content = record?.content as Record<string, RecordValue> | undefined;
  return content?.[spec.name] ?? null;
}

/** Letters and digits only, lower-cased: how two readings of one value are compared. */
function folded(value: RecordValue): string {
  const text = Array.isArray(value) ? value.join(' ') : String(value ?? '');
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Structured data sometimes says other than the page ("0.25 cup" where the page shows "¼ cup",
 * a publisher where the page names a cook): text the page does not show weighs less than text
 * it does.
 */
function shownOnPage(page: ParsedPage, candidate: FieldCandidate, visible: string): FieldCandidate {
  if (candidate.spec.kind !== 'text') return candidate;
  const value = valueOn(page, candidate.spec);
  const values = Array.isArray(value) ? value : value === null ? [] : [String(value)];
  if (values.length === 0) return candidate;
  const shown = values.filter((text) => visible.includes(folded(text))).length;
  // Every item of a list should be on the page; one value of two words may be reworded.
  const needed = values.length > 1 ? 0.9 : 0.5;
  return shown / values.length >= needed
    ? candidate
    : { ...candidate, score: candidate.score * 0.8 };
}

/**
 * How much a value read in another item's card still counts: it answers for the item the card
 * links to, so one of the page's own item wins, and it stays the answer only without one.
 */
const OTHER_ITEM_WEIGHT = 0.7;

/** Candidates whose element sits in another item's card weigh less. */
function ownItemFirst(
  page: ParsedPage,
  candidates: FieldCandidate[],
  otherItem: (element: Element) => boolean,
): FieldCandidate[] {
  return candidates.map((candidate) => {
    const { selector, content, label, data } = candidate.spec;
    if (!selector || content || label || data) return candidate;
    const [element] = safeSelect(page.$, selector);
    return element && otherItem(element)
      ? { ...candidate, score: candidate.score * OTHER_ITEM_WEIGHT }
      : candidate;
  });
}

/** Most other sources kept as fallbacks for pages where the chosen one is missing. */
const MAX_ALTERNATIVES = 2;

/**
 * The strongest candidate that gives a value here (near-ties go to the one that travels best),
 * with the other sources that read the same value here as its fallbacks.
 */
function choose(
  page: ParsedPage,
  candidates: FieldCandidate[],
  list = false,
): { candidate: FieldCandidate; value: RecordValue } | null {
  const ranked = [...candidates].sort(
    (a, b) => b.score - a.score || ORIGIN_RANK[a.origin] - ORIGIN_RANK[b.origin],
  );
  if (list) splitBlobs(page, ranked);
  for (const [index, candidate] of ranked.entries()) {
    const value = valueOn(page, candidate.spec);
    if (!present(value) || isDanglingLabel(value) || isSymbolOnly(value)) continue;
    const mine = folded(value);
    const alternatives: FieldSource[] = [];
    for (const other of ranked.slice(index + 1)) {
      if (alternatives.length >= MAX_ALTERNATIVES) break;
      if (other.origin === candidate.origin && other.spec.selector === candidate.spec.selector)
        continue;
      const theirs = folded(valueOn(page, other.spec));
      if (theirs && (mine.includes(theirs) || theirs.includes(mine)))
        alternatives.push(sourceOf(other.spec));
    }
    const spec = alternatives.length > 0 ? { ...candidate.spec, alternatives } : candidate.spec;
    return { candidate: { ...candidate, spec }, value };
  }
  return null;
}

/**
 * "×", "›", "|": a close button's or a separator's sign says nothing a field asks for. Money
 * and picture signs do ("$$$$" is a price range, "★★★" a rating).
 */
function isSymbolOnly(value: RecordValue): boolean {
  return typeof value === 'string' && !/[\p{L}\p{N}\p{Sc}\p{So}]/u.test(value);
}

/**
 * "Recipe by", "Posted by:", "Von": the words before a value, read without it; "(Author)",
 * "(Editor)": the role a byline gives its name, without the name.
 */
function isDanglingLabel(value: RecordValue): boolean {
  if (typeof value !== 'string') return false;
  if (/^[([]\s*\p{L}+(?:\s\p{L}+)?\s*[)\]]$/u.test(value.trim())) return true;
  const words = value.trim().split(/\s+/);
  return words.length <= 3 && /\b(?:by|from|von|par|door|por|di|da)\s*:?$/i.test(value.trim());
}

/** How many values a spec reads here: a list's items, or one. */
function itemsOn(page: ParsedPage, spec: AgentFieldSpec): RecordValue[] {
  const value = valueOn(page, spec);
  return Array.isArray(value) ? value : present(value) ? [value] : [];
}

/**
 * A list field read as one run of text ("1 lb beef1/2 lb chourico1 cup onion…": a wrapper with
 * the list inside, or a description that quotes it) gives way to a source that reads the same
 * text as separate items. Reorders `ranked` in place.
 */
function splitBlobs(page: ParsedPage, ranked: FieldCandidate[]): void {
  const first = ranked.findIndex((candidate) => itemsOn(page, candidate.spec).length > 0);
  const blob = ranked[first];
  if (!blob) return;
  const blobItems = itemsOn(page, blob.spec);
  if (blobItems.length !== 1) return;
  const whole = folded(blobItems[0] ?? null);
  // Nearly every item in the run of text: a list's own headings may be left out of it.
  const split = ranked.slice(first + 1).find((candidate) => {
    const items = itemsOn(page, candidate.spec).map(folded).filter(Boolean);
    const inside = items.filter((item) => whole.includes(item)).length;
    return items.length >= 2 && inside >= items.length * 0.9;
  });
  if (!split) return;
  ranked.splice(ranked.indexOf(split), 1);
  ranked.splice(first, 0, split);
}

/** Where a spec reads, without what it reads as. */
function sourceOf(spec: AgentFieldSpec): FieldSource {
  const { selector, attribute, pattern, data, label, line, content } = spec;
  return {
    selector,
    ...(content ? { content } : {}),
    ...(line ? { line } : {}),
    ...(attribute ? { attribute } : {}),
    ...(pattern ? { pattern } : {}),
    ...(data ? { data } : {}),
    ...(label ? { label } : {}),
  };
}

/** "msrp_min", "price_max": one end of a range the page shows as one value ("$20,055-$35,450"). */
function rangeOf(field: string): { base: string; end: 'min' | 'max' } | null {
  const match = /^(.+)_(min|max|low|high|lowest|highest|from|to)$/.exec(field);
  if (!match?.[1] || !match[2]) return null;
  return { base: match[1], end: /^(?:min|low|lowest|from)$/.test(match[2]) ? 'min' : 'max' };
}

const RANGE_PROPERTIES = {
  min: ['minPrice', 'lowPrice', 'minValue', 'price'],
  max: ['maxPrice', 'highPrice', 'maxValue'],
};
/** The first, or the last, amount of a range's text. */
const RANGE_PATTERNS = {
  min: String.raw`(\d[\d.,]*)`,
  max: String.raw`(\d[\d.,]*)\D*$`,
};

/** The range's candidates read at one end: a sibling property, or the first or last amount. */
function rangeCandidates(
  candidates: FieldCandidate[],
  field: string,
  end: 'min' | 'max',
): FieldCandidate[] {
  const kind = fieldKind(field) === 'text' ? 'number' : fieldKind(field);
  return candidates.flatMap((candidate): FieldCandidate[] => {
    const { data, multiple: _list, ...rest } = candidate.spec;
    if (data) {
      // An offer read whole as a range ("offers", "offers.priceSpecification") holds both ends.
      const steps = data.path.split('.');
      const whole = !/(?:price|value|amount)$/i.test(steps[steps.length - 1] ?? '');
      const parent = whole ? data.path : steps.slice(0, -1).join('.');
      return RANGE_PROPERTIES[end].map((property) => ({
        ...candidate,
        spec: {
          ...rest,
          name: field,
          kind,
          data: { ...data, path: parent ? `${parent}.${property}` : property },
        },
        where: `${candidate.where} (${end === 'min' ? 'lowest' : 'highest'})`,
        // The whole range's text ("$120–$180") is not what one end reads.
        samples: [],
      }));
    }
    return [
      {
        ...candidate,
        spec: { ...rest, name: field, kind, pattern: RANGE_PATTERNS[end] },
        where: `${candidate.where}, its ${end === 'min' ? 'first' : 'last'} amount`,
      },
    ];
  });
}

/** "num_available": a number read from what the rest of the words name ("availability"). */
function countOf(field: string): string | null {
  const match =
    /^(?:num|number|count|quantity|qty|amount)_(?:of_)?(.+)$/.exec(field) ??
    /^(.+)_(?:count|quantity|number)$/.exec(field);
  const base = match?.[1];
  if (!base) return null;
  return base.replace(/_/g, ' ').includes('avail') ? 'availability' : base;
}

/**
 * A field a count can answer: one of number's kind, or a plural noun the vocabulary knows as no
 * text ("forks", "stars"), which a page may write as "87 forks" or "★ 1.2k".
 */
function countable(field: string): boolean {
  const kind = fieldKind(field);
  if (kind === 'number') return true;
  if (!/^\p{L}{2,}s$/u.test(field)) return false;
  const concept = conceptOf(field);
  return concept === null || kind === 'rating';
}

/** Label rows past which a page is a spec sheet: its rows are what it offers. */
const SPEC_SHEET_ROWS = 6;
/** Most rows of a spec sheet proposed as columns. */
const MAX_SPEC_ROWS = 40;

const ARTICLE_NOUNS = new Set(['article', 'story', 'post', 'news', 'blog', 'essay', 'column']);
/** The schema.org types of a story. */
export const ARTICLE_TYPES =
  /^(?:Article|NewsArticle|BlogPosting|Report|ScholarlyArticle|OpinionNewsArticle|AnalysisNewsArticle|TechArticle|SocialMediaPosting|LiveBlogPosting)$/;
/** Paragraphs in one <article> past which it is a story, not a card. */
const ARTICLE_PARAGRAPHS = 3;

function isArticle(item: ItemPage, entity: string | null, pairs: LabelPair[]): boolean {
  const { $ } = item.page;
  if (entity && ARTICLE_NOUNS.has(entity)) return true;
  // A recipe, a product or an event says what it is; a spec sheet is its rows, whatever its
  // publishing tool calls the page (og:type "article" is the default of many).
  if (item.main) return item.main.types.some((type) => ARTICLE_TYPES.test(type));
  if (pairs.length >= SPEC_SHEET_ROWS) return false;
  if (/^article$/i.test($('meta[property="og:type"]').attr('content') ?? '')) return true;
  if ($('meta[property="article:published_time"]').length > 0) return true;
  const articles = $('article');
  return articles.length === 1 && articles.find('p').length >= ARTICLE_PARAGRAPHS;
}

/**
 * Fields an item page offers when the request names none: what its structured data holds, or on
 * a spec sheet ("technical specs of …"), each labelled row, once.
 */
function proposedFields(item: ItemPage, pairs: LabelPair[], entity: string | null): string[] {
  // A story is read for who wrote it, when, and its text, whatever markup carries them.
  if (isArticle(item, entity, pairs)) return ['title', 'author', 'date', 'description', 'body'];
  const names = ['title'];
  const main = item.main;
  if (main) {
    for (const key of Object.keys(main.properties)) {
      const concept = conceptOf(key);
      if (concept && !names.includes(concept.name) && concept.name !== 'url')
        names.push(concept.name);
    }
    for (const path of ['offers', 'aggregateRating']) {
      if (main.properties[path] === undefined) continue;
      for (const name of path === 'offers' ? ['price', 'availability'] : ['rating', 'review_count'])
        if (!names.includes(name)) names.push(name);
    }
  }
  if (names.length >= 4 || pairs.length < SPEC_SHEET_ROWS) return names.slice(0, MAX_PROPOSED);
  for (const pair of pairs) {
    const name = rowFieldName(item.page.$, pair);
    if (name && !names.includes(name)) names.push(name);
  }
  return names.slice(0, MAX_SPEC_ROWS);
}

/**
 * Plans a page about one item: which source holds each wanted field. The returned spec's
 * container is the page body, one record per page.
 */
export function planDetail(
  detailHtml: string,
  detailUrl: string,
  wantedFields: string[],
  entity: string | null = null,
): DetailPagePlan {
  const item = readItemPage(detailHtml, detailUrl, entity);
  const { page } = item;
  const body = page.$('body').get(0);
  const pairs = body ? pagePairs(page.$, body) : [];
  const otherItem = otherItemTest(page.$, page.pageUrl);
  const columns = detailColumns(page.$, otherItem);
  const proposing = wantedFields.length === 0;
  const wanted = proposing ? proposedFields(item, pairs, entity) : wantedFields;
  // Rows proposed under their section's name ("fuel_consumption_city") read by their own label.
  const rowLabels = new Map(
    proposing
      ? pairs
          .map((pair) => [rowFieldName(page.$, pair), pair.label] as const)
          .filter(([name, label]) => name !== slugify(label))
      : [],
  );
  const fields: FieldPlan[] = [];
  const missing: string[] = [];
  const planField = (field: string, candidates: FieldCandidate[]): boolean => {
    const chosen = choose(page, candidates, fieldIsList(field));
    if (!chosen) return false;
    const { candidate, value } = chosen;
    fields.push({
      name: field,
      spec: { ...candidate.spec, name: field },
      confidence: Math.round(candidate.score * 100) / 100,
      // As the page shows them ("$18.40"), which the parsed value may not say.
      samples: Array.isArray(value)
        ? value.slice(0, 3)
        : candidate.samples.length > 0 && candidate.spec.kind !== 'text'
          ? candidate.samples.slice(0, 1)
          : [String(value)],
      source: 'detail',
      origin: candidate.origin,
      where: candidate.where,
    });
    return true;
  };
  const visible = folded(page.$('body').text());
  const site = siteNames(page);
  const candidatesFor = (field: string): FieldCandidate[] => {
    const own = ownItemFirst(page, allCandidatesFor(field), otherItem);
    // A structured price the page strikes out beside its sale price is the price before.
    const found =
      fieldKind(field) === 'price'
        ? withoutStruckData(page, own, (one) => valueOn(page, one.spec))
        : own;
    if (fieldIsList(field))
      return withoutHeadingItems(page, found, (one) => valueOn(page, one.spec));
    // "Restaurant X" where the page's other reading of the item says "X".
    if (conceptOf(field)?.name === 'title')
      return withoutKindWord(
        found,
        [...(item.main?.types ?? []), ...(entity ? [entity] : [])],
        (one) => valueOn(page, one.spec),
      );
    return conceptOf(field)?.name === 'author'
      ? withoutSiteAuthor(found, site, (one) => valueOn(page, one.spec))
      : found;
  };
  const allCandidatesFor = (field: string): FieldCandidate[] => [
    ...structuredCandidates(item.entities, item.main, field).map((candidate) =>
      shownOnPage(page, candidate, visible),
    ),
    ...labelCandidates(pairs, field),
    ...(rowLabels.has(field)
      ? labelCandidates(pairs, rowLabels.get(field) ?? '')
          .filter((candidate) => candidate.spec.label === rowLabels.get(field))
          .map((candidate) => ({ ...candidate, spec: { ...candidate.spec, name: field } }))
      : []),
    ...hiddenLabelCandidates(page.$, field, page.pageUrl, otherItem),
    ...identifierCandidates(pairs, field),
    ...identifierLineCandidates(page.$, field),
    ...domCandidates(item, field, columns),
    ...(fieldIsList(field)
      ? [...namedListCandidates(page.$, field), ...headedListCandidates(page.$, field)]
      : []),
    ...(countable(field) ? unitCountCandidates(page.$, field, otherItem) : []),
    ...linkPathCandidates(page.$, field),
    ...datedLineCandidates(page.$, field),
    ...clockLineCandidates(page.$, field, otherItem),
    ...headingPlaceCandidates(page.$, field),
    ...bylineLineCandidates(page.$, field, otherItem),
    ...mainContentCandidates(field),
    ...(conceptOf(field)?.name === 'author' ? personSiteAuthorCandidates(page, field) : []),
  ];
  for (const field of wanted) {
    const range = rangeOf(field);
    const candidates = range
      ? rangeCandidates(candidatesFor(range.base), field, range.end)
      : candidatesFor(field);
    if (planField(field, candidates)) continue;
    // "number available": the count inside the field the other words name.
    const base = countOf(field);
    const counted = base
      ? [...labelCandidates(pairs, base), ...domCandidates(item, base, columns)].map(
          (candidate) => {
            const { multiple: _list, ...spec } = candidate.spec;
            return {
              ...candidate,
              spec: { ...spec, name: field, kind: 'number' as const },
              score: candidate.score * 0.7,
            };
          },
        )
      : [];
    if (!planField(field, counted)) missing.push(field);
  }
  splitPlaceLines(fields, page);
  addCurrencies(fields, [], (spec) => valueOn(page, spec));
  withoutBylines(fields);
  countsAsNumbers(fields);
  datesAsDays(fields);
  withoutLabels(fields, page, 'body');
  const recordSpec: AgentRecordSpec = {
    container: 'body',
    fields: fields.map((field) => field.spec),
  };
  const [record] = fields.length > 0 ? extractRecordsFromPage(page, recordSpec) : [];
  return {
    recordSpec,
    fields,
    // Proposed fields the page lacks were never asked for: nothing to say about them.
    missingFields: proposing ? [] : missing,
    sample: (record?.content as Record<string, RecordValue> | undefined) ?? null,
    itemType: item.main?.types[0] ?? (isArticle(item, entity, pairs) ? 'Article' : null),
  };
}
