import type { PlanFilter } from '@gleaner/shared';
import { Input } from '@/components/ui/input';
import type { ColumnMeta } from './table-columns';

interface Props {
  meta: ColumnMeta;
  value: PlanFilter[];
  onChange: (filters: PlanFilter[]) => void;
  /** Values to pick from for a badge column (the job's item types). */
  choices?: string[];
}

const cls = 'h-7 min-w-0 px-1.5 text-xs';
/**
 * A range box keeps its own width: under a heading sized to its content, a box that may shrink
 * was squeezed to a few pixels and clipped 'min' / 'max' (issue 32). Wide enough for a figure
 * like 1234.5 beside the spin buttons, or a whole date with its picker.
 */
const RANGE_WIDTH = { number: 'w-20', date: 'w-36' } as const;

/**
 * The filter under a column heading, by the column's type: a range for numbers and dates, a
 * choice for badges, words for text and JSON. Empty boxes filter nothing.
 */
export function ColumnFilter({ meta, value, onChange, choices }: Props) {
  const key = meta.serverKey;
  const find = (op: PlanFilter['op']) => value.find((f) => f.op === op)?.value ?? '';
  const set = (op: PlanFilter['op'], raw: string) => {
    const rest = value.filter((f) => f.op !== op);
    const text = raw.trim();
    if (!text) return onChange(rest);
    const parsed = meta.type === 'number' ? Number(text) : text;
    if (meta.type === 'number' && Number.isNaN(parsed)) return;
    onChange([...rest, { column: key, op, value: parsed }]);
  };
  if (key === '$created' || key === '$selector') return null;
  if (meta.type === 'number' || meta.type === 'date') {
    const type = meta.type === 'date' ? 'date' : 'number';
    const box = `${cls} shrink-0 ${RANGE_WIDTH[type]}`;
    return (
      <div className="flex gap-1">
        <Input
          className={box}
          type={type}
          step="any"
          aria-label={`${meta.title} from`}
          placeholder="min"
          value={String(find('gte'))}
          onChange={(e) => set('gte', e.target.value)}
        />
        <Input
          className={box}
          type={type}
          step="any"
          aria-label={`${meta.title} to`}
          placeholder="max"
          value={String(find('lte'))}
          onChange={(e) => set('lte', e.target.value)}
        />
      </div>
    );
  }
  if (meta.type === 'badge' && choices) {
    return (
      <select
        className={`${cls} w-full rounded-md border bg-card`}
        aria-label={`${meta.title} is`}
        value={String(find('eq'))}
        onChange={(e) => set('eq', e.target.value)}
      >
        <option value="">All</option>
        {choices.map((choice) => (
          <option key={choice}>{choice}</option>
        ))}
      </select>
    );
  }
  if (key === 'content') return null;
  return (
    <Input
      className={cls}
      aria-label={`${meta.title} contains`}
      placeholder="contains…"
      value={String(find('contains'))}
      onChange={(e) => set('contains', e.target.value)}
    />
  );
}
