import type { ApiKeyScope } from '@gleaner/shared';
import { ForbiddenError } from '../../errors.js';

/** A route's need: a scope, or `account` (keys never), or `open` (no sign-in needed). */
type Need = ApiKeyScope | 'account' | 'open';

/** Route patterns (Fastify's, as declared) by what a key needs to use them; first match wins. */
const RULES: [RegExp, Need | ((method: string) => Need)][] = [
  [/^\/api\/(keys|account|budgets)(\/|$)/, 'account'],
  // Who the key's owner is (the MCP set-up asks); changing the profile is the account's.
  [/^\/api\/auth\/profile$/, (method) => (method === 'GET' ? 'open' : 'account')],
  [/^\/api\/auth\//, 'account'],
  [/^\/api\/(health|public-config|openapi\.json|contact|usage\/prices)$/, 'open'],
  // A share link's token is its own permission; whoever holds it may read, key or no key.
  [/^\/api\/share\//, 'open'],
  [/^\/api\/data-agent\//, 'data'],
  [/^\/(ws|mcp)$/, 'scrape'],
  [
    /^\/api\/(plan|preview|process-pdf|process-image|extract|analyze-risk|label|redact|conversations)$/,
    'scrape',
  ],
  [/^\/api\/jobs\/estimate$/, 'jobs:read'],
  [
    /^\/(api\/(jobs|job-status|start-job|cancel-job|resume-job|execute-scraping|monitors|dashboard|usage|system)|ws\/jobs)(\/|$)/,
    (method) => (method === 'GET' || method === 'HEAD' ? 'jobs:read' : 'jobs:write'),
  ],
];

/** What a key needs for a route; a route no rule names is account management (refused). */
export function scopeNeeded(method: string, route: string): Need {
  for (const [pattern, need] of RULES)
    if (pattern.test(route)) return typeof need === 'function' ? need(method) : need;
  return 'account';
}

/** Refuses (403) a key whose scopes do not cover the route, saying what it lacks. */
export function checkKeyScope(scopes: readonly string[], method: string, route: string): void {
  const need = scopeNeeded(method, route);
  if (need === 'open' || scopes.includes(need)) return;
  throw new ForbiddenError(
    need === 'account'
      ? 'An API key cannot manage keys or the account: sign in to do that'
      : `This API key lacks the ${need} scope (it has ${scopes.join(', ')}); make a key with ${need} to do this`,
  );
}
