import { Badge } from '@/components/ui/badge';
import { contentText, truncate } from '@/lib/format';

/** Most items of one list shown as chips; the others are counted. */
const MAX_CHIPS = 8;
/** Longest text of one chip. */
const CHIP_LENGTH = 40;

/**
 * A field's value as a person reads it: a list as chips (as the CSV export writes "a; b"),
 * anything else as its text, cut at `max` characters.
 */
export function FieldValue({ value, max = Infinity }: { value: unknown; max?: number }) {
  if (!Array.isArray(value)) return <>{truncate(contentText(value), max)}</>;
  const shown = value.slice(0, MAX_CHIPS);
  return (
    <span className="inline-flex max-w-full flex-wrap items-center gap-1 align-middle">
      {shown.map((item, index) => (
        <Badge key={index} className="max-w-full font-normal break-words whitespace-normal">
          {truncate(contentText(item), CHIP_LENGTH)}
        </Badge>
      ))}
      {value.length > shown.length && (
        <span className="text-xs text-muted-foreground">+{value.length - shown.length} more</span>
      )}
    </span>
  );
}
