import { countOf, nounFor } from '@gleaner/shared';
import { describeFilter, referenceColumn } from '@gleaner/agent';
import type { DataColumn, QueryPlan } from '@gleaner/shared';
import type { QueryResult } from './run-query.js';

const FN_WORDS = {
  count: 'number',
  sum: 'total',
  avg: 'average',
  min: 'lowest',
  max: 'highest',
  median: 'median',
} as const;

/**
 * A figure as a person reads it: 2 decimals at most, the column's unit beside it as written — a
 * currency symbol before ('£12.50'), '%' attached ('80%'), any other unit after ('2.5 kg').
 */
export function formatFigure(value: number | null | undefined, unit: string | null = null): string {
  if (value === null || value === undefined || Number.isNaN(value)) return 'not available';
  const rounded =
    Math.abs(value) >= 100 ? Math.round(value * 100) / 100 : Math.round(value * 1000) / 1000;
  const text = rounded.toLocaleString('en-GB', { maximumFractionDigits: 3 });
  if (!unit) return text;
  if (unit === '%') return `${text}%`;
  // Units are held lower-case; degrees are written with their scale's capital ('-4.9 °C').
  if (/^°[cf]$/.test(unit)) return `${text} ${unit.toUpperCase()}`;
  return /^[£$€¥₹]$/.test(unit) ? `${unit}${text}` : `${text} ${unit}`;
}

const percent = (share: number | null | undefined) =>
  share === null || share === undefined
    ? 'not available'
    : `${(share * 100).toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;

const plural = (n: number, word = 'record') => countOf(n, word);

/**
 * The cell that names a record: its name column's, else its first plain text, quoted, with the
 * record's reference after it when a column holds one ('"14 Elm Road" (26/01402/HOU)').
 */
function recordName(
  columns: string[],
  row: readonly unknown[] | undefined,
  nameKey: string | undefined,
  referenceKey?: string,
): string | null {
  if (!row) return null;
  const named = nameKey ? columns.indexOf(nameKey) : -1;
  const value =
    named >= 0
      ? row[named]
      : row.find((v) => typeof v === 'string' && !v.startsWith('[') && !v.startsWith('{'));
  if (typeof value !== 'string') return null;
  const at = named >= 0 && referenceKey ? columns.indexOf(referenceKey) : -1;
  const reference = at >= 0 ? row[at] : null;
  return typeof reference === 'string' && reference !== ''
    ? `"${value}" (${reference})`
    : `"${value}"`;
}

/** The sentence of an answer, written from the figures the query returned. */
export function answerText(
  plan: QueryPlan,
  result: QueryResult,
  columns: DataColumn[],
  nameKey?: string,
): string {
  const { facts } = result;
  const unitOf = (key: string | null) => columns.find((c) => c.key === key)?.unit ?? null;
  const referenceKey = referenceColumn(columns, nameKey)?.key;
  const where = plan.filters.length
    ? ` where ${plan.filters.map(describeFilter).join(' and ')}`
    : '';
  const metric =
    plan.metric.fn === 'count' || !plan.metric.column
      ? null
      : `${FN_WORDS[plan.metric.fn]} ${plan.metric.column}`;
  const unit = plan.metric.fn === 'count' ? null : (plan.metric.unit ?? unitOf(plan.metric.column));
  switch (plan.operation) {
    case 'list': {
      if (facts.matched === 0)
        return `No records match${where ? where.replace(' where', ':') : ''}.`;
      if (plan.sort && plan.limit === 1) {
        const first = result.table.rows[0];
        const title = recordName(result.table.columns, first, nameKey, referenceKey);
        const sortAt = result.table.columns.indexOf(plan.sort.column);
        const value = first?.[sortAt];
        const dated = columns.find((c) => c.key === plan.sort?.column)?.kind === 'date';
        const word =
          plan.sort.direction === 'asc'
            ? dated
              ? 'earliest'
              : 'lowest'
            : dated
              ? 'latest'
              : 'highest';
        return `${title ?? 'The first record'} has the ${word} ${plan.sort.column}${value !== undefined && value !== null ? ` (${String(value)})` : ''}${where}.`;
      }
      // One record found ('the runner with bib number 1042'): say which.
      const only =
        facts.matched === 1 && where
          ? recordName(result.table.columns, result.table.rows[0], nameKey, referenceKey)
          : null;
      if (only)
        return `${only} is the one record of ${facts.total.toLocaleString('en-GB')}${where}.`;
      const shown = result.table.rows.length;
      const head = plan.limit
        ? `Here are the ${countOf(shown, 'record')}`
        : `${plural(facts.matched)} of ${facts.total.toLocaleString('en-GB')} match`;
      const sorted = plan.sort
        ? `, by ${plan.sort.column} ${plan.sort.direction === 'asc' ? 'lowest' : 'highest'} first`
        : '';
      const more = !plan.limit && facts.matched > shown ? `; the first ${shown} are shown` : '';
      return `${head}${where}${sorted}${more}.`;
    }
    case 'aggregate':
      if (!metric)
        return `There ${nounFor(facts.matched, 'is', 'are')} ${plural(facts.matched)}${where}.`;
      if (facts.matched === 0)
        return `No records match${where.replace(' where', ':')}, so there is no ${metric}.`;
      // '10M+' added up: the true figure may be more, never less.
      return `The ${metric} is ${facts.floors ? 'at least ' : ''}${formatFigure(facts.value, unit)}, over ${plural(facts.matched)}${where}${
        facts.floors ? ` (${countOf(facts.floors, 'value')} written as a floor with a '+')` : ''
      }.`;
    case 'group': {
      const top = result.table.rows[0];
      if (!top) return `No records${where} have a ${plan.groupBy ?? 'value'} to group by.`;
      const what = metric ?? 'number of records';
      const best = plan.sort?.direction === 'asc' ? 'lowest' : 'highest';
      return `${plan.groupBy ?? 'The group'} "${String(top[0])}" has the ${best} ${what}: ${formatFigure(Number(top[1]), metric ? unit : null)}${
        (facts.groups ?? 0) > 1 ? ` (of ${plural(facts.groups ?? 0, plan.groupBy ?? 'group')})` : ''
      }${where}.`;
    }
    case 'distinct':
      return `There ${nounFor(facts.groups ?? 0, 'is', 'are')} ${plural(facts.groups ?? 0, `distinct ${plan.groupBy ?? 'value'}`)}${where}${
        (facts.groups ?? 0) > result.table.rows.length
          ? `; the ${result.table.rows.length} most common are listed`
          : ''
      }.`;
    case 'share': {
      if (!plan.groupBy)
        return `${percent(facts.value)} of records${where} (${facts.matched.toLocaleString('en-GB')} of ${facts.total.toLocaleString('en-GB')}).`;
      const top = result.table.rows[0];
      return top
        ? `"${String(top[0])}" has the largest share: ${percent(Number(top[2]))} of ${metric ?? 'records'}${where}.`
        : `No records${where} to share out.`;
    }
    case 'compare': {
      const [a, b] = plan.compare?.values ?? ['', ''];
      const [va, vb] = facts.values ?? [null, null];
      const fmt = (v: number | null) => formatFigure(v, metric ? unit : null);
      const what = metric ?? 'number of records';
      const diff = facts.value;
      const verdict =
        diff === null || diff === undefined
          ? 'they cannot be compared'
          : diff === 0
            ? 'they are the same'
            : `"${diff > 0 ? a : b}" is higher by ${formatFigure(Math.abs(diff), metric ? unit : null)}`;
      return `The ${what} is ${fmt(va)} for "${a}" and ${fmt(vb)} for "${b}"${where}: ${verdict}.`;
    }
  }
}
