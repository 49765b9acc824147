/**
 * "Restaurant Paviljoen Strand90", "Hotel Seaview": a page's heading (and the structured name
 * copied from it) often opens with the word of what the item is, while the page's other names
 * for the same item ("Paviljoen Strand90" in its reviews' block, its pictures' alt text) leave
 * it out. When the strongest reading of a name is the item's kind word and then exactly what
 * another reading gives, that other reading is the name a person uses.
 */
import type { RecordValue } from '@gleaner/shared';
import type { FieldCandidate } from '../types.js';

/** "FoodEstablishment" → "food establishment"; "Restaurant" → "restaurant". */
function typeWords(type: string): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function text(value: RecordValue): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/**
 * Name candidates reordered so that a reading without the kind word opening the best one comes
 * first. `kinds` are the item's types and the request's noun ("Restaurant", "hotel").
 */
export function withoutKindWord(
  candidates: FieldCandidate[],
  kinds: string[],
  valueOf: (candidate: FieldCandidate) => RecordValue,
): FieldCandidate[] {
  const words = new Set(kinds.map(typeWords).filter(Boolean));
  if (words.size === 0) return candidates;
  const ranked = [...candidates].sort((a, b) => b.score - a.score);
  const best = ranked.find((candidate) => text(valueOf(candidate)) !== '');
  if (!best) return candidates;
  const name = text(valueOf(best));
  const space = name.indexOf(' ');
  const opening = space > 0 ? name.slice(0, space).toLowerCase() : '';
  if (!words.has(opening)) return candidates;
  const rest = name.slice(space + 1);
  const shorter = ranked.find(
    (candidate) => candidate !== best && text(valueOf(candidate)) === rest,
  );
  if (!shorter) return candidates;
  return candidates.map((candidate) =>
    candidate === shorter ? { ...candidate, score: best.score + 0.01 } : candidate,
  );
}
