import type { AgentInstruction } from '@gleaner/shared';
import { useState } from 'react';
import { Textarea } from '@/components/ui/textarea';

interface InstructionCodeProps {
  value: AgentInstruction[];
  onChange: (next: AgentInstruction[]) => void;
}

/** The code view: the instructions as JSON. Spec: no validation beyond parsing; errors show inline. */
export function InstructionCode({ value, onChange }: InstructionCodeProps) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [error, setError] = useState<string | null>(null);
  const handleChange = (next: string) => {
    setText(next);
    try {
      const parsed = JSON.parse(next) as unknown;
      if (!Array.isArray(parsed)) throw new Error('The instructions must be a JSON array');
      setError(null);
      onChange(parsed as AgentInstruction[]);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };
  return (
    <div className="grid gap-2">
      <label htmlFor="instructions-json" className="text-xs font-medium">
        Instructions as JSON
      </label>
      <Textarea
        id="instructions-json"
        value={text}
        onChange={(event) => handleChange(event.target.value)}
        rows={14}
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={error ? 'instructions-json-error' : undefined}
        className="font-mono text-xs"
      />
      {error && (
        <p id="instructions-json-error" role="alert" className="text-xs text-red-700">
          JSON error: {error}
        </p>
      )}
    </div>
  );
}
