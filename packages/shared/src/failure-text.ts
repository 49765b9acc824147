/**
 * Failure sentences wrap a reason that often names the address already ("The server answered
 * HTTP 404 for http://x/"); saying "Could not load http://x/: … for http://x/" reads as two
 * failures. These helpers name the address once.
 */

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `reason` names `url` (with or without its trailing slash) as a whole address. */
export function mentionsAddress(reason: string, url: string): boolean {
  const bare = url.replace(/\/+$/, '');
  if (!bare) return false;
  // A longer address on the same site ("http://x/a" for "http://x") is another page, not this one.
  return new RegExp(`${escapeForPattern(bare)}/?(?![\\w/%?#&=~+-])`).test(reason);
}

/**
 * How a failure sentence names the page: its address, or `otherwise` when the reason already
 * says it. Example: `Could not load ${pageNamedOnce(url, reason)}: ${reason}`.
 * @default otherwise 'the page'
 */
export function pageNamedOnce(url: string, reason: string, otherwise = 'the page'): string {
  return mentionsAddress(reason, url) ? otherwise : url;
}
