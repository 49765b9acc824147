import { countOf } from '@gleaner/shared';
/**
 * A list read from the page's structured data: each JobPosting of a JSON-LD ItemList, each
 * Product in microdata, one record apiece, every field at a property path inside it. A page
 * built by scripts often has its records there and nowhere in its HTML.
 */
import {
  entitiesOfType,
  extractRecordsFromPage,
  parsePage,
  structuredEntities,
} from '@gleaner/scraper';
import type { ExtractionPlan, FieldPlan, PageAnalysis, ParsedRequest } from '../types.js';
import { repeatedItemType, structuredCandidates } from '../analysis/structured-fields.js';
import { rowsOf } from './apply-record-spec.js';
import { addCurrencies } from './currency-fields.js';
import { buildInstructions, missingSentence } from './plan-list.js';

const SAMPLE_ROWS = 5;

export function planStructuredList(
  request: ParsedRequest,
  analysis: PageAnalysis,
  html: string,
  url: string,
): ExtractionPlan | null {
  const data = analysis.structuredData;
  if (request.fields.length === 0 || (data.jsonLd.length === 0 && data.microdataTypes.length === 0))
    return null;
  const page = parsePage(html, url);
  const entities = structuredEntities(page);
  const type = repeatedItemType(entities, request.entity);
  if (!type) return null;
  const items = entitiesOfType(page, type);
  const [first] = items;
  if (!first || items.length < 2) return null;
  const fields: FieldPlan[] = [];
  const missing: string[] = [];
  for (const name of request.fields) {
    // Paths are read inside each item, so the first item is asked which paths it has.
    const [best] = structuredCandidates([first], first, name).filter(
      (candidate) => candidate.spec.data,
    );
    if (!best) {
      missing.push(name);
      continue;
    }
    fields.push({
      name,
      spec: { ...best.spec, name },
      confidence: Math.round(best.score * 100) / 100,
      samples: best.samples,
      source: 'list',
      origin: 'structured',
      where: `structured data: each ${type} › ${best.spec.data?.path ?? ''}`,
    });
  }
  if (fields.length === 0) return null;
  addCurrencies(fields);
  const recordSpec = {
    container: 'html',
    entities: { type },
    fields: fields.map((field) => field.spec),
  };
  const sampleRows = rowsOf(extractRecordsFromPage(page, recordSpec, SAMPLE_ROWS));
  const confidence =
    Math.round((fields.reduce((sum, field) => sum + field.confidence, 0) / fields.length) * 100) /
    100;
  return {
    url,
    kind: request.kind,
    entity: request.entity,
    pageKind: 'list',
    recordSpec,
    fields,
    missingFields: missing,
    missingMessage: missingSentence(missing, null),
    instructions: buildInstructions(
      url,
      recordSpec,
      { pagination: null, detail: null, needsJavaScript: false, kind: request.kind },
      fields.map((field) => field.name),
      null,
    ),
    pagination: null,
    detail: null,
    recordCount: items.length,
    sampleRows,
    confidence,
    needsJavaScript: false,
    summary: `${countOf(items.length, 'record')} (each ${type} in the page's structured data) with ${fields.map((field) => field.name).join(', ')}`,
  };
}
