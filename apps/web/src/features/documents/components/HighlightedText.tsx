import type { Entity } from '@gleaner/shared';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { ENTITY_TYPES } from './EntityChips';

/** A text with its entities marked in their type's colour; overlapping spans keep the first. */
export function HighlightedText({ text, entities }: { text: string; entities: Entity[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const entity of entities.toSorted((a, b) => a.start - b.start)) {
    if (entity.start < at || entity.end > text.length) continue;
    if (entity.start > at) parts.push(text.slice(at, entity.start));
    parts.push(
      <mark
        key={`${entity.start}-${entity.type}`}
        title={`${ENTITY_TYPES[entity.type].label}${entity.status === 'possible' ? ' (possible)' : ''}`}
        className={cn(
          'rounded-sm border px-0.5 text-inherit',
          ENTITY_TYPES[entity.type].className,
          entity.status === 'possible' && 'border-dashed',
        )}
      >
        {text.slice(entity.start, entity.end)}
      </mark>,
    );
    at = entity.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
