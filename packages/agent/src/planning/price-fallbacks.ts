/**
 * "<span class="special-price">$20</span><span class="old-price">$35</span>" on the cards on
 * sale, "<span class="normal-price">$15</span>" on the others: a list's current price sits in
 * one element where there is a former price beside it and in another where there is none. The
 * column found for the current price covers only the cards on sale. A price column that fills
 * exactly the cards it leaves empty, or the former price's column (higher than the current one
 * on every card with both, and the only price on the others), answers those cards as an
 * alternative tried after the current price.
 */
import type { RecordValue } from '@gleaner/shared';
import type { AgentFieldSpec, ColumnInfo, FieldPlan } from '../types.js';

function amount(value: RecordValue | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A column read by a selector alone: the only kind a list's price fallback is made of. */
const plain = (spec: AgentFieldSpec) =>
  !spec.attribute &&
  !spec.pattern &&
  !spec.data &&
  !spec.label &&
  !spec.line &&
  !spec.multiple &&
  !spec.alternatives;

/** The price column that answers the records the current price leaves empty, if one does. */
function fallbackFor(
  field: FieldPlan,
  columns: readonly ColumnInfo[],
  probe: (spec: AgentFieldSpec) => RecordValue[],
): ColumnInfo | null {
  const current = probe(field.spec).map(amount);
  if (current.length < 2 || current.every((value) => value !== null)) return null;
  for (const column of columns) {
    if (column.spec.kind !== 'price' || column.spec.selector === field.spec.selector) continue;
    if (!plain(column.spec)) continue;
    const other = probe({ ...column.spec, name: field.name }).map(amount);
    let both = 0;
    let fills = 0;
    let higher = true;
    current.forEach((value, index) => {
      const alternative = other[index] ?? null;
      if (value === null) {
        if (alternative !== null) fills += 1;
      } else if (alternative !== null) {
        both += 1;
        if (alternative <= value) higher = false;
      }
    });
    // The former price beside every current one, or a price exactly where the current is not
    // ("span.normal-price" on the cards without a "span.special-price").
    const empty = current.filter((value) => value === null).length;
    if ((both > 0 && fills > 0 && higher) || (both === 0 && fills === empty)) return column;
  }
  return null;
}

/** Adds the former price's column as an alternative to a list's current price, where it fits. */
export function withPriceFallbacks(
  fields: FieldPlan[],
  columns: readonly ColumnInfo[],
  probe: (spec: AgentFieldSpec) => RecordValue[],
): void {
  for (const field of fields) {
    if (field.spec.kind !== 'price' || !field.spec.selector || !plain(field.spec)) continue;
    const column = fallbackFor(field, columns, probe);
    if (!column) continue;
    field.spec = { ...field.spec, alternatives: [{ selector: column.spec.selector }] };
  }
}
