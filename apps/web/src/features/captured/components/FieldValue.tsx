import { TRUNCATE } from '@gleaner/shared';
import { FieldValue } from '@/components/FieldValue';

/**
 * A record as one entry of the list view: its fields in the plan's order as "field: value",
 * each text cut at the list view's length (spec: 100 characters), lists as chips.
 */
export function RecordFields({
  content,
  order = [],
}: {
  content: Record<string, unknown>;
  order?: readonly string[];
}) {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const entries = Object.entries(content).sort(([a], [b]) => rank(a) - rank(b));
  return (
    <p className="mt-1 text-sm break-words">
      {entries.map(([key, value], index) => (
        <span key={key}>
          {index > 0 && <span className="text-muted-foreground"> · </span>}
          <span className="text-muted-foreground">{key}: </span>
          <FieldValue value={value} max={TRUNCATE.content} />
        </span>
      ))}
    </p>
  );
}
