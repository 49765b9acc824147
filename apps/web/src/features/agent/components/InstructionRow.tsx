import { InstructionTypeSchema, type AgentInstruction } from '@gleaner/shared';
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface InstructionRowProps {
  instruction: AgentInstruction;
  index: number;
  count: number;
  onChange: (next: AgentInstruction) => void;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}

const FIELD = 'grid gap-1 text-xs font-medium';

/** One editable instruction: type, description, selector, value (navigate), order, delete. */
export function InstructionRow({
  instruction,
  index,
  count,
  onChange,
  onMove,
  onDelete,
}: InstructionRowProps) {
  const id = `instruction-${instruction.id}`;
  const set = (patch: Partial<AgentInstruction>) => onChange({ ...instruction, ...patch });
  return (
    <li className="grid gap-2 rounded-lg border p-3" aria-label={`Instruction ${index + 1}`}>
      <div className="grid gap-2 sm:grid-cols-[8rem_1fr]">
        <label className={FIELD} htmlFor={`${id}-type`}>
          Type
          <select
            id={`${id}-type`}
            value={instruction.type}
            onChange={(event) => set({ type: InstructionTypeSchema.parse(event.target.value) })}
            className="h-9 rounded-md border border-input bg-card px-2 text-sm"
          >
            {InstructionTypeSchema.options.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </label>
        <label className={FIELD} htmlFor={`${id}-description`}>
          Description
          <Input
            id={`${id}-description`}
            value={instruction.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        </label>
      </div>
      <label className={FIELD} htmlFor={`${id}-selector`}>
        Selector
        <Input
          id={`${id}-selector`}
          className="font-mono"
          value={instruction.selector ?? ''}
          onChange={(event) => set({ selector: event.target.value || undefined })}
        />
      </label>
      {instruction.type === 'navigate' && (
        <label className={FIELD} htmlFor={`${id}-value`}>
          URL
          <Input
            id={`${id}-value`}
            value={instruction.value ?? ''}
            onChange={(event) => set({ value: event.target.value || undefined })}
          />
        </label>
      )}
      <div className="flex justify-end gap-1">
        <Button
          size="icon"
          variant="ghost"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label="Move up"
        >
          <ArrowUpIcon aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label="Move down"
        >
          <ArrowDownIcon aria-hidden="true" />
        </Button>
        <Button size="icon" variant="ghost" onClick={onDelete} aria-label="Delete instruction">
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
