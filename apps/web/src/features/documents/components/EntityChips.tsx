import { ENTITY_CONFIDENCE_THRESHOLD, type EntityType, countOf } from '@gleaner/shared';
import { cn } from '@/lib/utils';

/** Each type in words and its colour, so a chip says what it is without hovering. */
export const ENTITY_TYPES: Record<EntityType, { label: string; className: string }> = {
  email: { label: 'E-mail', className: 'border-sky-200 bg-sky-50 text-sky-900' },
  phone: { label: 'Phone', className: 'border-teal-200 bg-teal-50 text-teal-900' },
  url: { label: 'URL', className: 'border-indigo-200 bg-indigo-50 text-indigo-900' },
  person: { label: 'Person', className: 'border-violet-200 bg-violet-50 text-violet-900' },
  organisation: {
    label: 'Organisation',
    className: 'border-fuchsia-200 bg-fuchsia-50 text-fuchsia-900',
  },
  place: { label: 'Place', className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  date: { label: 'Date', className: 'border-amber-200 bg-amber-50 text-amber-900' },
  money: { label: 'Money', className: 'border-lime-200 bg-lime-50 text-lime-900' },
};

export interface ChipEntity {
  type: EntityType;
  /** As written; the normalised value shows on hover when it differs. */
  text: string;
  value: string;
  confidence: number;
  occurrences?: number;
}

/**
 * Entities as highlighted chips with their type; below the spec's 0.9 confidence a chip is
 * dashed and says 'possible'.
 */
export function EntityChips({ entities, label }: { entities: ChipEntity[]; label: string }) {
  if (entities.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-1">
      {entities.map((entity) => {
        const type = ENTITY_TYPES[entity.type];
        const possible = entity.confidence < ENTITY_CONFIDENCE_THRESHOLD;
        return (
          <li
            key={`${entity.type}:${entity.value}`}
            title={`${type.label}${entity.value !== entity.text ? `: ${entity.value}` : ''} · confidence ${Math.round(entity.confidence * 100)}%`}
            className={cn(
              'inline-flex max-w-full items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs',
              type.className,
              possible && 'border-dashed opacity-80',
            )}
          >
            <span className="font-semibold">{type.label}</span>
            <mark className="min-w-0 truncate bg-transparent text-inherit">{entity.text}</mark>
            {entity.occurrences !== undefined && entity.occurrences > 1 && (
              <span aria-label={countOf(entity.occurrences, 'time')}>×{entity.occurrences}</span>
            )}
            {possible && <span className="italic">possible</span>}
          </li>
        );
      })}
    </ul>
  );
}
