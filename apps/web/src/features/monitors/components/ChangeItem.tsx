import type { MonitorChange } from '@gleaner/shared';
import { Badge } from '@/components/ui/badge';
import { valueText } from './FieldValue';

const TONE = { new: 'green', changed: 'yellow', removed: 'red' } as const;

/** One change: a new or removed record's fields, a changed one's before → after per field. */
export function ChangeItem({ change }: { change: MonitorChange }) {
  const record = (change.after ?? change.before ?? {}) as Record<string, unknown>;
  return (
    <li className="grid gap-1 rounded-md border p-2 text-xs">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Badge tone={TONE[change.status]}>{change.status}</Badge>
        <span className="min-w-0 font-mono break-all">{change.key}</span>
      </div>
      {change.status === 'changed' ? (
        <dl className="grid gap-0.5">
          {change.fields.map((field) => (
            <div key={field.field} className="flex min-w-0 flex-wrap gap-x-2">
              <dt className="font-medium">{field.field}</dt>
              <dd className="min-w-0 break-words">
                <del className="text-red-700">{valueText(field.before)}</del> →{' '}
                <ins className="text-green-800 no-underline">{valueText(field.after)}</ins>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={`break-words ${change.status === 'removed' ? 'line-through' : ''}`}>
          {Object.entries(record)
            .map(([field, value]) => `${field}: ${valueText(value)}`)
            .join(' · ')}
        </p>
      )}
      {change.diff && (
        <pre className="max-h-64 overflow-auto rounded bg-muted p-2 text-[11px]">{change.diff}</pre>
      )}
    </li>
  );
}
