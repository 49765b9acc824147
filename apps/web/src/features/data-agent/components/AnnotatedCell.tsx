import {
  annotationColor,
  type AnnotationType,
  type CellAnnotation,
  type SaveAnnotationBody,
} from '@gleaner/shared';
import { FlagIcon, StickyNoteIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AnnotationTextDialog } from './AnnotationTextDialog';

interface Props {
  cellId: string;
  annotations: CellAnnotation[];
  onSave: (body: SaveAnnotationBody) => void;
  onRemove: (args: { cellId: string; type: AnnotationType }) => void;
  children: ReactNode;
}

const HIGHLIGHT = '#fef08a';
const FLAG = '#dc2626';

/** A table cell with its highlight, flag, note and label; clicking it offers to add or remove them. */
export function AnnotatedCell({ cellId, annotations, onSave, onRemove, children }: Props) {
  const [writing, setWriting] = useState<'note' | 'label' | null>(null);
  const of = (type: AnnotationType) => annotations.find((a) => a.type === type);
  const highlight = of('highlight');
  const note = of('note');
  const label = of('label');
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="flex w-full min-w-0 items-center gap-1 rounded px-1 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
          style={highlight ? { background: annotationColor(highlight.color) } : undefined}
          aria-label={`Annotate cell ${cellId}`}
        >
          {of('flag') && <FlagIcon className="size-3 shrink-0 text-red-600" aria-label="Flagged" />}
          {note && (
            <StickyNoteIcon
              className="size-3 shrink-0 text-amber-600"
              aria-label={`Note: ${note.content}`}
            />
          )}
          {label && (
            <span className="shrink-0 rounded bg-sky-100 px-1 text-[10px] text-sky-800">
              {label.content}
            </span>
          )}
          <span className="min-w-0 truncate">{children}</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {highlight ? (
            <DropdownMenuItem onSelect={() => onRemove({ cellId, type: 'highlight' })}>
              Remove highlight
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem
              onSelect={() => onSave({ cellId, type: 'highlight', color: HIGHLIGHT })}
            >
              Highlight
            </DropdownMenuItem>
          )}
          {of('flag') ? (
            <DropdownMenuItem onSelect={() => onRemove({ cellId, type: 'flag' })}>
              Remove flag
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => onSave({ cellId, type: 'flag', color: FLAG })}>
              Flag
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setWriting('note')}>
            {note ? 'Edit note…' : 'Add note…'}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setWriting('label')}>
            {label ? 'Edit label…' : 'Add label…'}
          </DropdownMenuItem>
          {note && (
            <DropdownMenuItem onSelect={() => onRemove({ cellId, type: 'note' })}>
              Remove note
            </DropdownMenuItem>
          )}
          {label && (
            <DropdownMenuItem onSelect={() => onRemove({ cellId, type: 'label' })}>
              Remove label
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {writing && (
        <AnnotationTextDialog
          kind={writing}
          initial={(writing === 'note' ? note : label)?.content ?? ''}
          onClose={() => setWriting(null)}
          onSave={(content) => onSave({ cellId, type: writing, content })}
        />
      )}
    </>
  );
}
