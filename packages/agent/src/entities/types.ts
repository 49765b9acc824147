import { ENTITY_CONFIDENCE_THRESHOLD, type Entity, type EntityType } from '@gleaner/shared';

/** An entity as a finder sees it, before overlaps are settled and its status is said. */
export interface Found {
  type: EntityType;
  start: number;
  end: number;
  value: string;
  confidence: number;
}

export function toEntity(text: string, found: Found): Entity {
  const confidence = Math.round(found.confidence * 100) / 100;
  return {
    type: found.type,
    text: text.slice(found.start, found.end),
    start: found.start,
    end: found.end,
    value: found.value,
    confidence,
    status: confidence >= ENTITY_CONFIDENCE_THRESHOLD ? 'confident' : 'possible',
  };
}

/** Every match of a global pattern, with its place. */
export function* matchesOf(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  for (let m = global.exec(text); m; m = global.exec(text)) {
    if (m[0] === '') global.lastIndex += 1;
    else yield m;
  }
}
