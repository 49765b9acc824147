import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';

interface Props {
  kind: 'note' | 'label';
  initial: string;
  onSave: (content: string) => void;
  onClose: () => void;
}

/** Writes a note or a label; only non-blank text once trimmed can be saved (spec section 5). */
export function AnnotationTextDialog({ kind, initial, onSave, onClose }: Props) {
  const [text, setText] = useState(initial);
  const title = kind === 'note' ? 'Note' : 'Label';
  const blank = text.trim() === '';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (blank) return;
            onSave(text.trim());
            onClose();
          }}
        >
          <Textarea
            aria-label={title}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={kind === 'label' ? 60 : 2000}
            autoFocus
          />
          <Button type="submit" disabled={blank}>
            Save {kind}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
