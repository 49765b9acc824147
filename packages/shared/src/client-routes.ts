/**
 * Every path the web app draws a screen for. The server answers any other page path with
 * HTTP 404 (still showing the app's 404 page), so search engines and link checkers see the truth.
 * A screen added to App.tsx belongs here too.
 */
export const CLIENT_ROUTES = [
  '/',
  '/launch',
  '/app',
  '/reset-password',
  '/dashboard',
  '/monitors/:id',
  '/share/:token',
  '/docs',
  '/pricing',
  '/plans',
  '/account',
  '/principles/ethics',
  '/principles/human-rights',
  '/principles/privacy-rights',
  '/principles/intellectual-property',
  '/principles/ai-governance',
  '/social-impact',
  '/legal-compliance',
  '/support',
  '/community',
  '/contact',
  '/terms',
  '/privacy',
  '/data-protection',
  '/acceptable-use',
  '/security',
  '/status',
  '/discord',
  '/github',
] as const;

/** A route's `:name` segment stands for any one segment (a monitor's id). */
function matches(route: string, path: string): boolean {
  const want = route.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => part === have[i] || (part.startsWith(':') && (have[i] ?? '') !== ''))
  );
}

/** Whether the app has a screen at `path` (a trailing slash is allowed). */
export function isClientRoute(path: string): boolean {
  const trimmed = (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';
  return CLIENT_ROUTES.some((route) => matches(route, trimmed));
}
