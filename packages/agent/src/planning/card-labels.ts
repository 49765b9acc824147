/**
 * "Agent: <a>Sherry FitzGerald Coghlan</a>" in some cards, "<li class="agent-name-link"><a>M&C
 * Property</a></li>" in others: a list's records say one field in two ways, and the column
 * found for it covers only the cards of one. Where the cards label the value with the field's
 * own word, the labelled value answers the cards the column leaves empty: as the field's source
 * when no column answers it, else as an alternative tried after the column.
 */
import type { ParsedPage } from '@gleaner/scraper';
import { labelPairs } from '@gleaner/scraper';
import type { RecordValue } from '@gleaner/shared';
import type { AgentFieldSpec, FieldPlan } from '../types.js';
import { fieldIsList, fieldKind, nameSimilarity } from '../vocabulary/field-words.js';
import { safeSelect } from '../analysis/dom.js';

/** Records looked at: the first few show how the cards label their values. */
const SAMPLED = 20;
/** A label names the field when it is the field's word or its concept's (0.9 and up). */
const SAME_FIELD = 0.9;

function present(value: RecordValue | undefined): boolean {
  return (
    value !== null &&
    value !== undefined &&
    value !== '' &&
    !(Array.isArray(value) && value.length === 0)
  );
}

/**
 * Adds a label source to each requested field whose column leaves some records empty while
 * those records label the value with the field's word; returns the fields no longer missing.
 */
export function labelledCardFields(
  requested: readonly string[],
  fields: FieldPlan[],
  page: ParsedPage,
  container: string,
  probe: (spec: AgentFieldSpec) => RecordValue[],
): string[] {
  const records = safeSelect(page.$, container).slice(0, SAMPLED);
  if (records.length < 2) return [];
  const labels = records.map((record) => labelPairs(page.$, record));
  const found: string[] = [];
  for (const name of requested) {
    const field = fields.find((plan) => plan.name === name);
    if (field && (field.spec.label || field.spec.alternatives)) continue;
    const values = field ? probe(field.spec) : [];
    const empty = records.map((_, index) => !field || !present(values[index]));
    // The label these cards use for the field, where the column read nothing.
    const named = labels.flatMap((pairs, index) =>
      empty[index]
        ? pairs.filter((pair) => nameSimilarity(name, pair.label) >= SAME_FIELD).slice(0, 1)
        : [],
    );
    const [first] = named;
    if (!first || named.length < 2 || named.some((pair) => pair.key !== first.key)) continue;
    const source = { selector: '', label: first.label };
    if (field) {
      field.spec = { ...field.spec, alternatives: [source] };
      continue;
    }
    const spec: AgentFieldSpec = {
      name,
      kind: fieldKind(name),
      ...source,
      ...(fieldIsList(name) ? { multiple: true } : {}),
    };
    fields.push({
      name,
      spec,
      confidence: Math.round((0.7 * named.length * 100) / records.length) / 100,
      samples: named.slice(0, 3).map((pair) => pair.value),
      source: 'list',
    });
    found.push(name);
  }
  return found;
}
