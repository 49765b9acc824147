/** The issue and expiry times (seconds, by the server's clock) of a JWT access token. */
export function tokenTimes(accessToken: string): { iat: number | null; exp: number } | null {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp, iat } = JSON.parse(json) as { exp?: unknown; iat?: unknown };
    if (typeof exp !== 'number') return null;
    return { exp, iat: typeof iat === 'number' ? iat : null };
  } catch {
    return null;
  }
}
