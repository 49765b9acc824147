import { countOf, REQUEST_MAX_CHARS } from '@gleaner/shared';

/**
 * Why a request is refused before it is sent, or null: the agent reads requests up to
 * REQUEST_MAX_CHARS characters (a pasted page would otherwise fail later, mid-training).
 */
export function requestLengthProblem(text: string): string | null {
  const length = text.trim().length;
  if (length <= REQUEST_MAX_CHARS) return null;
  return `Your request is ${countOf(length, 'character')} long; the limit is ${REQUEST_MAX_CHARS.toLocaleString('en-US')}. Shorten it and send it again.`;
}
