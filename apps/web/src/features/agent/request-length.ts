import { REQUEST_MAX_CHARS } from '@gleaner/shared';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Why a request is refused before it is sent, or null: the agent reads requests up to
 * REQUEST_MAX_CHARS characters (a pasted page would otherwise fail later, mid-training).
 */
export function requestLengthProblem(text: string): string | null {
  const length = text.trim().length;
  if (length <= REQUEST_MAX_CHARS) return null;
  return `Your request is ${count(length)} characters long; the agent reads up to ${count(REQUEST_MAX_CHARS)}. Shorten it (the address and what you want from it are enough) and send it again.`;
}
