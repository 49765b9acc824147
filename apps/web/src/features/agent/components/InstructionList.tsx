import type { AgentInstruction } from '@gleaner/shared';
import { PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/panel';
import { localId } from '../agent-machine';
import { InstructionRow } from './InstructionRow';

interface InstructionListProps {
  value: AgentInstruction[];
  onChange: (next: AgentInstruction[]) => void;
}

/** The visual view: add, edit, reorder and delete instructions. */
export function InstructionList({ value, onChange }: InstructionListProps) {
  const add = () =>
    onChange([
      ...value,
      { id: localId('step'), type: 'extract', description: 'Extract text', selector: '' },
    ]);
  const move = (index: number, delta: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + delta, 0, item);
    onChange(next);
  };
  return (
    <div className="grid gap-3">
      {value.length === 0 ? (
        <EmptyState
          title="No instructions yet"
          hint="Add one, or pick an element in the page preview."
        />
      ) : (
        <ol className="grid max-h-[50dvh] gap-2 overflow-y-auto">
          {value.map((instruction, index) => (
            <InstructionRow
              key={instruction.id}
              instruction={instruction}
              index={index}
              count={value.length}
              onChange={(changed) =>
                onChange(value.map((item, i) => (i === index ? changed : item)))
              }
              onMove={(delta) => move(index, delta)}
              onDelete={() => onChange(value.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      )}
      <Button variant="outline" onClick={add} className="justify-self-start">
        <PlusIcon aria-hidden="true" />
        Add instruction
      </Button>
    </div>
  );
}
