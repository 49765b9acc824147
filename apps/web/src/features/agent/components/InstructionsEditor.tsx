import type { AgentInstruction } from '@gleaner/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { InstructionCode } from './InstructionCode';
import { InstructionList } from './InstructionList';

interface InstructionsEditorProps {
  instructions: AgentInstruction[];
  onSave: (next: AgentInstruction[]) => void;
  onClose: () => void;
}

/** Agent Instructions editor (loaded on demand): visual list or JSON; saving changes the job's plan. */
export default function InstructionsEditor({
  instructions,
  onSave,
  onClose,
}: InstructionsEditorProps) {
  const [draft, setDraft] = useState(instructions);
  const [view, setView] = useState('visual');
  const save = () => {
    onSave(draft);
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Agent Instructions</DialogTitle>
          <DialogDescription>
            What the agent does on each page. Extract steps with a selector are added to the job.
          </DialogDescription>
        </DialogHeader>
        <Tabs value={view} onValueChange={setView}>
          <TabsList>
            <TabsTrigger value="visual">Visual</TabsTrigger>
            <TabsTrigger value="code">Code</TabsTrigger>
          </TabsList>
          <TabsContent value="visual" className="mt-3">
            <InstructionList value={draft} onChange={setDraft} />
          </TabsContent>
          <TabsContent value="code" className="mt-3">
            <InstructionCode key={view} value={draft} onChange={setDraft} />
          </TabsContent>
        </Tabs>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={save}>Save instructions</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
