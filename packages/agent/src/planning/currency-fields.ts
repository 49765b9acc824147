import { currencyCode, currencyOf } from '@gleaner/scraper';
import type { RecordValue } from '@gleaner/shared';
import type { AgentFieldSpec, ColumnInfo, FieldPlan } from '../types.js';

/**
 * Where a price's currency is read: beside its structured amount ("offers.priceCurrency"), in
 * the price's own text ("£53.98"), or in a currency column of its record (a meta tag).
 */
function currencySpec(
  price: FieldPlan,
  name: string,
  columns: ColumnInfo[],
): { spec: AgentFieldSpec; samples: string[] } | null {
  const { data } = price.spec;
  if (data) {
    const beside = data.path.replace(/(?:lowPrice|highPrice|price|amount)$/i, (word) =>
      /amount/i.test(word) ? 'currency' : 'priceCurrency',
    );
    // An offer read whole as a range ("offers": "$120–$180") names its currency inside it.
    const path =
      beside === data.path && isRange(price.samples) ? `${data.path}.priceCurrency` : beside;
    if (path === data.path) return null;
    return { spec: { name, selector: '', kind: 'currency', data: { ...data, path } }, samples: [] };
  }
  if (price.samples.some((sample) => currencyOf(sample) !== null))
    return { spec: { ...price.spec, name, kind: 'currency' }, samples: price.samples };
  const column = columns.find((candidate) => /currency/i.test(candidate.name));
  return column
    ? { spec: { ...column.spec, name, kind: 'currency' }, samples: column.samples }
    : null;
}

/** "€70,000 – €85,000", "$20 to $30": two amounts, where one number would lose the other. */
const RANGE = /\d[\d.,]*\s*(?:[-–—]|to)\s*\D{0,4}\d/;

function isRange(samples: string[]): boolean {
  const withAmount = samples.filter((sample) => /\d/.test(sample));
  return (
    withAmount.length > 0 &&
    withAmount.filter((sample) => RANGE.test(sample)).length * 2 >= withAmount.length
  );
}

/**
 * What names the amount before it ("Price:", "Sale price", "Now £27.99", often text for screen
 * readers): a label of the price, which says nothing more about it than the price does.
 */
const PRICE_LABEL =
  /^\s*(?:(?:[\p{L}.]+\s+){0,2}[\p{L}.]+\s*:|(?:(?:our|sale|special|current|today'?s)\s+)?price\b|now\b|sale\b)\s*/iu;

/** Words a price shows that its number and currency do not say: "Free", "/mo", "per night". */
function saysMore(sample: string): boolean {
  const rest = sample
    .replace(PRICE_LABEL, '')
    .replace(/\d[\d.,'’\s\u00a0]*/g, ' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .split(' ')
    .filter((word) => word.length >= 2 && currencyCode(word) === null);
  return rest.length > 0;
}

/**
 * The price as the page shows it ("$1,250/mo", "Free", "from €9"), kept in a `<field>_text`
 * column beside the number when the page says more than an amount and a currency.
 */
function displayedText(field: FieldPlan): FieldPlan | null {
  const { spec } = field;
  if (spec.data || spec.pattern || spec.kind !== 'price') return null;
  if (!field.samples.some((sample) => saysMore(String(sample)))) return null;
  return {
    ...field,
    name: `${field.name}_text`,
    spec: { ...spec, name: `${field.name}_text`, kind: 'text' },
    samples: field.samples,
  };
}

/**
 * A price keeps its currency: a `<field>_currency` column after each price field, and its text
 * as shown when that says more (`<field>_text`). A price written as a range keeps its text, as
 * one amount would lose the other. With `valueOn`, a currency that gives nothing on the page is
 * not offered.
 */
export function addCurrencies(
  fields: FieldPlan[],
  columns: ColumnInfo[] = [],
  valueOn?: (spec: AgentFieldSpec) => RecordValue,
): void {
  for (const field of [...fields]) {
    const name = `${field.name}_currency`;
    if (field.spec.kind !== 'price' || fields.some((other) => other.name === name)) continue;
    if (isRange(field.samples)) field.spec = { ...field.spec, kind: 'text' };
    const shown = displayedText(field);
    if (shown && !fields.some((other) => other.name === shown.name))
      fields.splice(fields.indexOf(field) + 1, 0, shown);
    const found = currencySpec(field, name, columns);
    if (!found) continue;
    const value = valueOn?.(found.spec);
    if (valueOn && (typeof value !== 'string' || !value)) continue;
    const samples =
      typeof value === 'string'
        ? [value]
        : found.samples.map((sample) => currencyCode(sample) ?? '').filter(Boolean);
    fields.splice(fields.indexOf(field) + 1, 0, {
      ...field,
      name,
      spec: found.spec,
      samples,
    });
  }
}
