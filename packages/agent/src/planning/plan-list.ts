import { countOf, nounFor } from '@gleaner/shared';
import type { AgentInstruction } from '@gleaner/shared';
import { countRecords, extractRecordsFromPage, parsePage } from '@gleaner/scraper';
import type { ParsedPage } from '@gleaner/scraper';
import { calendarColumn } from './calendar-dates.js';
import { sectionColumn } from './section-headings.js';
import {
  valueWordsKey,
  valuesAreDurations,
  valuesArePeople,
  valuesNameConcept,
} from '../vocabulary/value-words.js';
import type {
  AgentFieldSpec,
  AgentRecordSpec,
  ColumnInfo,
  DetailPlan,
  ExtractionPlan,
  FieldPlan,
  PageAnalysis,
  ParsedRequest,
  RecordGroup,
} from '../types.js';
import { rowsOf } from './apply-record-spec.js';
import { addCurrencies } from './currency-fields.js';
import { withoutBylines } from './bylines.js';
import { countsNamedBy } from './unit-named-counts.js';
import { holdsTitle, roleColumns } from './person-roles.js';
import { personHeadline } from './person-headlines.js';
import { splitPlaceColumns } from './place-lines.js';
import { labelledCardFields } from './card-labels.js';
import { withPriceFallbacks } from './price-fallbacks.js';
import { companyPlaceParts } from './company-place-lines.js';
import { datesAsDays } from './date-days.js';
import { withoutFormats } from './title-formats.js';
import { withoutLabels } from './field-labels.js';
import { countedColumn, matchFields, wordsOnly } from './match-fields.js';
import type { FieldMatch } from './match-fields.js';
import { placeWords } from '../request/place-words.js';
import { canonicalField, conceptOf, fieldKind } from '../vocabulary/field-words.js';
import { entityNoun } from '../request/vocabulary.js';

/** Columns proposed when the request names none; past this a table gets hard to read. */
const MAX_PROPOSED_COLUMNS = 8;
const SAMPLE_ROWS = 5;
/** Records read to check a plan and rate its fields; more say nothing new. */
const CHECKED_RECORDS = 100;

/** Specs for what is not a record group: every link, image or e-mail on the page. */
const TYPE_SPECS: Partial<Record<ParsedRequest['kind'], AgentRecordSpec>> = {
  links: {
    container: 'a[href]',
    fields: [
      { name: 'text', selector: '', kind: 'text' },
      { name: 'url', selector: '', attribute: 'href', kind: 'url' },
    ],
  },
  images: {
    container: 'img[src]',
    fields: [
      { name: 'image', selector: '', attribute: 'src', kind: 'image' },
      { name: 'alt', selector: '', attribute: 'alt', kind: 'text' },
    ],
  },
  emails: {
    container: 'a[href^="mailto:"]',
    fields: [
      { name: 'email', selector: '', attribute: 'href', kind: 'url' },
      { name: 'text', selector: '', kind: 'text' },
    ],
  },
};

/** The record's main value: its title, else its longest text. */
function primaryColumn(group: RecordGroup): ColumnInfo | null {
  const title = group.columns.find((column) => column.isTitle);
  if (title) return title;
  const texts = group.columns.filter(
    (column) =>
      column.spec.kind === 'text' &&
      !column.spec.multiple &&
      column.coverage >= 0.8 &&
      // Hidden metadata (meta content) is not what a person reads as the record.
      column.spec.attribute !== 'content',
  );
  const length = (column: ColumnInfo) =>
    column.samples.reduce((sum, value) => sum + value.length, 0) /
    Math.max(1, column.samples.length);
  return texts.sort((a, b) => length(b) - length(a))[0] ?? null;
}

/**
 * Paragraphs of the page's running text, each read whole as its only value: bare `<p>`s side by
 * side are prose (an about page, an article), not records, however alike they look. Records
 * written as paragraphs carry more than their text (a link, a class, a labelled part).
 */
function isProse(group: RecordGroup): boolean {
  const last = group.container.split(/\s*>\s*|\s+/).at(-1) ?? '';
  return (
    /^p(?::nth-(?:of-type|child)\(\d+\))?$/.test(last) &&
    group.columns.every((column) => column.spec.kind === 'text' && !column.spec.selector)
  );
}

function chooseGroup(request: ParsedRequest, analysis: PageAnalysis): RecordGroup | null {
  const all = analysis.groups.filter((group) => !group.nested && !isProse(group));
  // "The tables on…": real tables first, when the page has any.
  const tables = request.kind === 'tables' ? all.filter((group) => group.source === 'table') : [];
  const groups = tables.length > 0 ? tables : all;
  const top = Math.max(0, ...groups.map((group) => group.score));
  const where = placeWords(request);
  let best: RecordGroup | null = null;
  let bestScore = -Infinity;
  for (const group of groups) {
    // The page's menus and footer links are never the records asked for, unless the request
    // names the block they sit in ("the categories in the sidebar").
    if (group.chrome && !where.some((word) => group.place.includes(word))) continue;
    let score = top > 0 ? group.score / top : 0;
    // One block is rarely the list asked for: the page's lone item, or a wrapper of the list.
    if (group.count === 1 && request.quantity !== 'one') score *= 0.4;
    if (request.fields.length > 0) {
      const { matches } = matchFields(request.fields, group.columns);
      score += (1.5 * matches.reduce((sum, match) => sum + match.score, 0)) / request.fields.length;
    }
    if (
      request.entity &&
      group.words.some((word) => word === request.entity || word === `${request.entity}s`)
    )
      score += 0.5;
    // "The albums in the reviews showcase": the block the request names by its words.
    const named = where.filter((word) => group.place.includes(word)).length;
    score += Math.min(2, named);
    if (score > bestScore) {
      bestScore = score;
      best = group;
    }
  }
  return best;
}

function proposedColumns(group: RecordGroup): ColumnInfo[] {
  const primary = primaryColumn(group);
  const kept: ColumnInfo[] = primary ? [primary] : [];
  for (const column of group.columns) {
    if (column === primary || column.coverage < 0.5) continue;
    if (column.spec.multiple && column.spec.kind === 'url') continue;
    // The same words in every record ("Regular price, Sale price" for screen readers) are labels.
    const samples = column.samples;
    if (column.spec.kind === 'text' && samples.length >= 2 && new Set(samples).size === 1) continue;
    // The same values as a column already proposed (the price shown twice for two layouts).
    const key = `${column.spec.kind}|${samples.join('|')}`;
    if (kept.some((other) => `${other.spec.kind}|${other.samples.join('|')}` === key)) continue;
    kept.push(column);
  }
  return kept.slice(0, MAX_PROPOSED_COLUMNS);
}

/** A text holding more than one figure ("1.2k points · 340 comments"). */
function severalFigures(text: string): boolean {
  return (text.match(/\d[\d.,]*/g) ?? []).length > 1;
}

/** A figure no score reaches: past ten, shortened with k/M, or grouped in thousands. */
const COUNT_NOT_SCORE = /^(?:\d{3,}|\d{2}(?![.,]\d)|\d+(?:[.,]\d+)?[kKM]|\d{1,3}(?:,\d{3})+)\b/;

const LONG_SPAN = /\b(?:days?|weeks?|months?|years?|wks?|mos?)\b/i;

/**
 * Attributes that hold words a person reads (a tooltip, a label, an image's description, a
 * value for machines written as text); an address or a script's data is never read as a figure.
 */
const READABLE_ATTRIBUTES = new Set(['title', 'aria-label', 'alt', 'content', 'value']);

/** A text column read as the kind the field wants: "85 comments" as 85, "£12" as 12. */
function withWantedKind(spec: AgentFieldSpec, samples: string[] = []): AgentFieldSpec {
  let wanted = fieldKind(spec.name);
  // "Stars" on a code site count people ("12.4k", "3,211"), not a score out of five.
  if (wanted === 'rating' && samples.some((sample) => COUNT_NOT_SCORE.test(sample.trim())))
    wanted = 'number';
  // "6 weeks" is read as a person wrote it; minutes suit a recipe's time, not a course's length.
  if (wanted === 'duration' && samples.some((sample) => LONG_SPAN.test(sample))) wanted = 'text';
  // "★ 1.2k" under "stars": a count drawn with the noun's glyph, not a score.
  if ((wanted === 'text' || wanted === 'rating') && countsNamedBy(spec.name, samples))
    wanted = 'number';
  const unreadable = spec.attribute !== undefined && !READABLE_ATTRIBUTES.has(spec.attribute);
  if (spec.kind !== 'text' || wanted === 'text' || unreadable || spec.multiple) return spec;
  // A count's word over values with no figure in them ("Position": "Senior Lecturer") means
  // something else on this page: read as the words they are.
  if (wanted === 'number' && wordsOnly(samples)) return spec;
  return wanted === 'url' || wanted === 'image' || wanted === 'currency'
    ? spec
    : { ...spec, kind: wanted };
}

/**
 * "Albums with band, album and genre": the first field a person names is usually what the record
 * is called. When that field is a word the vocabulary does not know, found under no name on the
 * page, and the record's headline is left over, the headline answers it.
 */
function nameOfRecord(
  requested: string[],
  matched: { matches: FieldMatch[]; missing: string[] },
  counted: FieldMatch[],
  group: RecordGroup,
): FieldMatch[] {
  const first = requested[0];
  const primary = primaryColumn(group);
  if (!first || !primary || !matched.missing.includes(first)) return [];
  if (counted.some((match) => match.requested === first)) return [];
  if (conceptOf(first) || fieldKind(first) !== 'text') return [];
  if (matched.matches.some((match) => match.column === primary)) return [];
  return [{ requested: first, column: primary, score: 0.6 }];
}

/**
 * "Reviews with band and album": the headline names the band, and the one unnamed line of text
 * beside it (an album, a subtitle) is the other name asked for, when nothing else is left for it.
 */
function secondName(
  requested: string[],
  matched: { matches: FieldMatch[]; missing: string[] },
  already: FieldMatch[],
  group: RecordGroup,
): FieldMatch[] {
  const taken = new Set(already.map((match) => match.requested));
  const open = matched.missing.filter(
    (field) => !taken.has(field) && !conceptOf(field) && fieldKind(field) === 'text',
  );
  if (open.length !== 1 || matched.matches.length + already.length === 0) return [];
  const used = new Set([...matched.matches, ...already].map((match) => match.column));
  const title = group.columns.find((column) => column.isTitle);
  const unnamed = group.columns.filter(
    (column) =>
      !used.has(column) &&
      !holdsTitle(column, title) &&
      /^text(?:_\d+)?$/.test(column.name) &&
      column.spec.kind === 'text' &&
      !column.spec.multiple &&
      column.coverage >= 0.8 &&
      // The same words in every record are a label or a tooltip, not a value of each; "2 Beds"
      // is a count, not a name.
      !(column.samples.length >= 2 && new Set(column.samples).size === 1) &&
      !column.samples.every((sample) => /^\d/.test(sample)),
  );
  const [column] = unnamed;
  if (!column || unnamed.length !== 1) return [];
  return [{ requested: open[0] as string, column, score: 0.5 }];
}

/** "Colour" with no column so named: the unnamed column whose values are colours. */
function namedByValues(
  matched: { matches: FieldMatch[]; missing: string[] },
  already: FieldMatch[],
  group: RecordGroup,
): FieldMatch[] {
  const taken = new Set(already.map((match) => match.requested));
  const used = new Set([...matched.matches, ...already].map((match) => match.column));
  const found: FieldMatch[] = [];
  for (const field of matched.missing) {
    const concept = conceptOf(field)?.name;
    const words = valueWordsKey(concept, field);
    // An author line with no class to name it: the unnamed line of people's names; a length
    // of time with none: the unnamed "6 weeks".
    const people = concept === 'author';
    const lasting = fieldKind(field) === 'duration';
    if ((!words && !people && !lasting) || taken.has(field)) continue;
    const column = group.columns.find(
      (candidate) =>
        !used.has(candidate) &&
        candidate.spec.kind === 'text' &&
        !candidate.isTitle &&
        candidate.coverage >= 0.5 &&
        (words
          ? valuesNameConcept(words, candidate.samples)
          : /^text(?:_\d+)?$/.test(candidate.name) &&
            (lasting ? valuesAreDurations(candidate.samples) : valuesArePeople(candidate.samples))),
    );
    if (!column) continue;
    used.add(column);
    found.push({ requested: field, column, score: 0.6 });
  }
  return found;
}

function fieldPlansFor(
  request: ParsedRequest,
  group: RecordGroup,
  page: ParsedPage,
): { fields: FieldPlan[]; missing: string[] } {
  if (request.fields.length === 0) {
    return {
      fields: proposedColumns(group).map((column) => ({
        name: column.name,
        spec: withWantedKind(column.spec, column.samples),
        confidence: Math.round((0.6 + 0.3 * column.coverage) * 100) / 100,
        samples: column.samples,
        source: 'list' as const,
      })),
      missing: [],
    };
  }
  const matched = matchFields(request.fields, group.columns);
  // "2 Beds" in a facts list: a count read by its unit when no column is named for it.
  const probe = (spec: AgentFieldSpec) =>
    rowsOf(extractRecordsFromPage(page, { container: group.container, fields: [spec] }, 20)).map(
      (row) => row[spec.name] ?? null,
    );
  // "by jo · 1.2k points · 340 comments" holds two counts: each is read before its own unit,
  // not as the line's first figure.
  const byUnit = matched.matches.map((match) => {
    const { spec, samples } = match.column;
    if (fieldKind(match.requested) !== 'number' || spec.kind !== 'text') return match;
    if (spec.attribute || spec.pattern || !samples.some(severalFigures)) return match;
    const column = countedColumn(match.requested, [match.column], probe);
    return column ? { ...match, column } : match;
  });
  const counted = matched.missing.flatMap((field) => {
    // …and a date drawn as a calendar block of a day, a month and a weekday.
    const column =
      countedColumn(field, group.columns, probe) ??
      calendarColumn(page.$, field, group, probe) ??
      sectionColumn(page.$, field, group, probe);
    return column ? [{ requested: field, column, score: 0.7 }] : [];
  });
  const named = nameOfRecord(request.fields, matched, counted, group);
  const roles = roleColumns(request.fields, matched, [...counted, ...named], group);
  const second = [
    ...roles,
    ...secondName(request.fields, matched, [...counted, ...named, ...roles], group),
    ...namedByValues(matched, [...counted, ...named, ...roles], group),
  ];
  second.push(...companyPlaceParts(matched, [...counted, ...named, ...second], group, probe));
  second.push(
    ...personHeadline(
      request.entity,
      request.fields,
      matched,
      [...counted, ...named, ...second],
      group,
    ),
  );
  const matches = [...byUnit, ...counted, ...named, ...second].sort(
    (a, b) => request.fields.indexOf(a.requested) - request.fields.indexOf(b.requested),
  );
  const missing = matched.missing.filter(
    (field) => ![...counted, ...named, ...second].some((match) => match.requested === field),
  );
  const fields: FieldPlan[] = matches.map((match) => ({
    name: match.requested,
    spec: withWantedKind({ ...match.column.spec, name: match.requested }, match.column.samples),
    confidence: Math.round(match.score * match.column.coverage * 100) / 100,
    samples: match.column.samples,
    source: 'list',
  }));
  splitPlaceColumns(fields, group.columns);
  addCurrencies(fields, group.columns);
  withoutBylines(fields);
  datesAsDays(fields);
  withoutFormats(fields);
  withoutLabels(fields, page, group.container);
  withPriceFallbacks(fields, group.columns, probe);
  const labelled = new Set(
    labelledCardFields(request.fields, fields, page, group.container, probe),
  );
  // "Quotes with author and tags": the quote itself is wanted too, though not named.
  const primary = primaryColumn(group);
  const used = new Set(matches.map((match) => match.column));
  const asksForPrimary = request.fields.some((field) =>
    ['title', 'text'].includes(canonicalField(field)),
  );
  if (
    request.entity &&
    primary &&
    !used.has(primary) &&
    !asksForPrimary &&
    !fields.some((field) => field.name === primary.name)
  ) {
    // "Car brands with link": the headline is the brand, and a column called "brand" says so.
    // A thing the agent has no word for ("of each branch") names its headline column too.
    const named =
      conceptOf(request.entity)?.kind === 'text' ||
      (!conceptOf(request.entity) && !entityNoun(request.entity));
    const name =
      named && !fields.some((field) => field.name === request.entity)
        ? request.entity
        : primary.name;
    fields.unshift({
      name,
      spec: { ...primary.spec, name },
      confidence: Math.round(0.7 * primary.coverage * 100) / 100,
      samples: primary.samples,
      source: 'list',
    });
  }
  return { fields, missing: missing.filter((field) => !labelled.has(field)) };
}

export function missingSentence(missing: string[], detail: DetailPlan | null): string | null {
  if (missing.length === 0) return null;
  const list =
    missing.length === 1
      ? `"${missing[0]}"`
      : `${missing
          .slice(0, -1)
          .map((name) => `"${name}"`)
          .join(', ')} and "${missing[missing.length - 1]}"`;
  const verb = nounFor(missing.length, 'is', 'are');
  if (detail?.reason === 'fields-on-detail-page')
    return `I could not find ${list} on the list page; I will look for ${nounFor(missing.length, 'it', 'them')} on each item's own page.`;
  return `I could not find ${list} on this page, so ${nounFor(missing.length, 'that column', 'those columns')} ${verb} left out.`;
}

function maxPagesOf(request: ParsedRequest): number | null {
  if (request.scope.kind === 'pages') return request.scope.maxPages;
  return request.scope.kind === 'all' ? null : 1;
}

export function buildInstructions(
  url: string,
  spec: AgentRecordSpec | null,
  plan: Pick<ExtractionPlan, 'pagination' | 'detail' | 'needsJavaScript' | 'kind'>,
  fieldNames: string[],
  paginationKind: string | null,
): AgentInstruction[] {
  const instructions: AgentInstruction[] = [];
  const add = (instruction: Omit<AgentInstruction, 'id'>) =>
    instructions.push({ id: `step-${instructions.length + 1}`, ...instruction });
  add({ type: 'navigate', description: `Open ${url}`, value: url });
  if (plan.needsJavaScript)
    add({
      type: 'wait',
      description: 'Wait for the page to render its content',
      ...(spec ? { selector: spec.container } : {}),
    });
  if (spec) {
    add({
      type: 'extract',
      description: `Extract one record per match with ${fieldNames.join(', ')}`,
      selector: spec.container,
    });
  } else {
    add({
      type: 'extract',
      description:
        plan.kind === 'text'
          ? 'Extract the main text of the page'
          : `Extract the page's ${plan.kind}`,
      selector: plan.kind === 'text' ? 'main, article, body' : 'body',
    });
  }
  if (plan.detail) {
    add({
      type: 'navigate',
      description: `Follow each record's link and read ${plan.detail.fields.join(', ')} there`,
      selector: `${spec?.container ?? ''} ${plan.detail.linkSelector}`.trim(),
      condition: 'for each record',
    });
    add({
      type: 'extract',
      description: `Extract ${plan.detail.fields.join(', ')} from the detail page`,
      selector: plan.detail.recordSpec?.container ?? 'body',
    });
  }
  if (plan.pagination) {
    const limit =
      plan.pagination.maxPages === null
        ? 'until there is no next page'
        : `up to ${countOf(plan.pagination.maxPages, 'page')}`;
    if (paginationKind === 'load-more') {
      add({
        type: 'click',
        description: `Click "load more" and extract the new records, ${limit}`,
        selector: plan.pagination.selector,
        condition: limit,
      });
      add({ type: 'scroll', description: 'Scroll to the end of the list', condition: limit });
    } else {
      add({
        type: 'click',
        description: `Go to the next page and repeat, ${limit}`,
        selector: plan.pagination.selector,
        ...(plan.pagination.nextUrl ? { value: plan.pagination.nextUrl } : {}),
        condition: limit,
      });
    }
  }
  return instructions;
}

/** A plan for the records repeated on a page (or its links, images…), validated on the page. */
export function planList(
  request: ParsedRequest,
  analysis: PageAnalysis,
  html: string,
  url: string,
): ExtractionPlan {
  // Parsed once, when first needed: field checks and the plan's validation read the same page.
  let parsed: ParsedPage | null = null;
  const pageOnce = (): ParsedPage => (parsed ??= parsePage(html, url));
  const maxPages = maxPagesOf(request);
  const pagination =
    analysis.pagination && maxPages !== 1
      ? {
          selector: analysis.pagination.selector,
          nextUrl: analysis.pagination.nextUrl,
          maxPages,
          lastPage: analysis.pagination.lastPage,
          totalRecords: analysis.pagination.totalRecords,
        }
      : null;
  const typeSpec =
    request.kind !== 'records' && request.fields.length === 0
      ? (TYPE_SPECS[request.kind] ?? null)
      : null;
  const group =
    typeSpec ||
    (request.kind !== 'records' && request.kind !== 'tables' && request.fields.length === 0)
      ? null
      : chooseGroup(request, analysis);
  let recordSpec: AgentRecordSpec | null = typeSpec;
  let fields: FieldPlan[] = typeSpec
    ? typeSpec.fields.map((spec) => ({
        name: spec.name,
        spec,
        confidence: 0.9,
        samples: [],
        source: 'list' as const,
      }))
    : [];
  let missing: string[] = request.kind === 'records' && !group ? [...request.fields] : [];
  let detail: DetailPlan | null = null;
  if (group) {
    const planned = fieldPlansFor(request, group, pageOnce());
    fields = planned.fields;
    missing = planned.missing;
    const link = group.detailField
      ? group.columns.find((column) => column.name === group.detailField)
      : undefined;
    if (link && (request.followDetails || missing.length > 0)) {
      detail = {
        linkField: link.name,
        linkSelector: link.spec.selector,
        fields: request.followDetails && request.fields.length > 0 ? [...request.fields] : missing,
        reason: request.followDetails ? 'requested' : 'fields-on-detail-page',
        recordSpec: null,
      };
      if (
        !fields.some(
          (field) => field.spec.selector === link.spec.selector && field.spec.kind === 'url',
        )
      ) {
        fields.push({
          name: link.name,
          spec: link.spec,
          confidence: 0.9,
          samples: link.samples,
          source: 'list',
        });
      }
    }
    recordSpec =
      fields.length > 0
        ? { container: group.container, fields: fields.map((field) => field.spec) }
        : null;
  }
  // Checked on the page as the job will read it; a sample of the records says enough.
  const page = recordSpec ? pageOnce() : null;
  const recordCount = page && recordSpec ? countRecords(page, recordSpec) : 0;
  const items = page && recordSpec ? extractRecordsFromPage(page, recordSpec, CHECKED_RECORDS) : [];
  const rows = rowsOf(items);
  // A field that comes out empty on the page it was planned on is less certain than its match.
  for (const field of fields) {
    const filled = rows.filter((row) => row[field.name] !== null && row[field.name] !== '').length;
    if (rows.length > 0)
      field.confidence =
        Math.round(field.confidence * (0.5 + 0.5 * (filled / rows.length)) * 100) / 100;
  }
  const confidence = fields.length
    ? Math.round((fields.reduce((sum, field) => sum + field.confidence, 0) / fields.length) * 100) /
      100
    : 0;
  const shared = {
    pagination,
    detail,
    needsJavaScript: analysis.needsJavaScript,
    kind: request.kind,
  };
  const instructions = buildInstructions(
    url,
    recordSpec,
    shared,
    fields.map((field) => field.name),
    analysis.pagination?.kind ?? null,
  );
  const missingMessage =
    missingSentence(detail ? [] : missing, detail) ??
    (detail && missing.length ? missingSentence(missing, detail) : null);
  return {
    url,
    kind: request.kind,
    entity: request.entity,
    pageKind: 'list',
    recordSpec,
    fields,
    missingFields: detail?.reason === 'fields-on-detail-page' ? [] : missing,
    missingMessage,
    instructions,
    pagination,
    detail,
    recordCount,
    sampleRows: rows.slice(0, SAMPLE_ROWS),
    confidence,
    needsJavaScript: analysis.needsJavaScript,
    summary: summarise(recordCount, fields, group, pagination, detail),
  };
}

function summarise(
  count: number,
  fields: FieldPlan[],
  group: RecordGroup | null,
  pagination: ExtractionPlan['pagination'],
  detail: DetailPlan | null,
): string {
  const parts = [
    `${countOf(count, 'record')}${group ? ` (${group.container})` : ''} with ${fields.map((field) => field.name).join(', ') || 'no fields'}`,
  ];
  if (pagination)
    parts.push(
      pagination.maxPages === null
        ? 'following "next" to the last page'
        : `across up to ${countOf(pagination.maxPages, 'page')}`,
    );
  if (detail) parts.push(`visiting each record's page for ${detail.fields.join(', ')}`);
  return parts.join(', ');
}

/** Completes a plan's detail step once a detail page has been fetched and planned. */
export function withDetailSpec(
  extraction: ExtractionPlan,
  detailSpec: AgentRecordSpec,
  detailFields: FieldPlan[],
  stillMissing: string[],
): ExtractionPlan {
  if (!extraction.detail) return extraction;
  return {
    ...extraction,
    detail: { ...extraction.detail, recordSpec: detailSpec },
    fields: [
      ...extraction.fields.filter(
        (field) => !detailFields.some((detailField) => detailField.name === field.name),
      ),
      ...detailFields,
    ],
    missingFields: stillMissing,
    missingMessage: missingSentence(stillMissing, null),
  };
}
