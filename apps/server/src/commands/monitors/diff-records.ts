import type { ChangeCounts, ChangeStatus, FieldChange } from '@gleaner/shared';
import type { RecordRow } from './record-keys.js';

export interface RecordChange {
  status: ChangeStatus;
  key: string;
  before: RecordRow | null;
  after: RecordRow | null;
  fields: FieldChange[];
  /** A unified diff of a page's text (monitors of pages). */
  diff?: string | null;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Each field whose value differs between the two versions of a record, with both values. */
export function fieldChanges(before: RecordRow, after: RecordRow): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/**
 * What changed between the records a monitor knew and the ones a run found, by key: new (only
 * now), changed (some field differs), removed (only before), same. Changes come in the order of
 * the run's records, removed ones last.
 */
export function diffRecords(
  previous: ReadonlyMap<string, RecordRow>,
  current: ReadonlyMap<string, RecordRow>,
): { changes: RecordChange[]; counts: ChangeCounts } {
  const changes: RecordChange[] = [];
  const counts: ChangeCounts = { new: 0, changed: 0, removed: 0, same: 0 };
  for (const [key, after] of current) {
    const before = previous.get(key);
    if (!before) {
      counts.new += 1;
      changes.push({ status: 'new', key, before: null, after, fields: [] });
      continue;
    }
    const fields = fieldChanges(before, after);
    if (fields.length === 0) {
      counts.same += 1;
      continue;
    }
    counts.changed += 1;
    changes.push({ status: 'changed', key, before, after, fields });
  }
  for (const [key, before] of previous) {
    if (current.has(key)) continue;
    counts.removed += 1;
    changes.push({ status: 'removed', key, before, after: null, fields: [] });
  }
  return { changes, counts };
}
