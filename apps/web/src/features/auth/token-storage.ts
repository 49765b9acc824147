import { REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@gleaner/shared';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string | null;
  /** When to renew them, by this machine's clock (ms); shared by the tabs. */
  renewAt: number | null;
}

/**
 * The tokens and their renewal time as one value, written last: another tab reads a renewal
 * from its storage event whole, never a new access token beside an old refresh token.
 */
export const RENEWED_KEY = 'gleaner-session-renewed';

export function parseRenewed(value: string | null): StoredTokens | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<StoredTokens>;
    if (typeof parsed.accessToken !== 'string' || typeof parsed.renewAt !== 'number') return null;
    return {
      accessToken: parsed.accessToken,
      refreshToken: typeof parsed.refreshToken === 'string' ? parsed.refreshToken : null,
      renewAt: parsed.renewAt,
    };
  } catch {
    return null;
  }
}

// Storage can throw (privacy modes, quota); a session that cannot be stored is simply not kept.
function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export function readTokens(): StoredTokens | null {
  return safely(() => {
    const accessToken = localStorage.getItem(TOKEN_STORAGE_KEY);
    if (!accessToken) return null;
    const renewed = parseRenewed(localStorage.getItem(RENEWED_KEY));
    return {
      accessToken,
      refreshToken: localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY),
      renewAt: renewed?.accessToken === accessToken ? renewed.renewAt : null,
    };
  }, null);
}

export function storeTokens(accessToken: string, refreshToken: string, renewAt: number): void {
  safely(() => {
    localStorage.setItem(TOKEN_STORAGE_KEY, accessToken);
    if (refreshToken) localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, refreshToken);
    else localStorage.removeItem(REFRESH_TOKEN_STORAGE_KEY);
    localStorage.setItem(RENEWED_KEY, JSON.stringify({ accessToken, refreshToken, renewAt }));
  }, undefined);
}

export function clearTokens(): void {
  safely(() => {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(REFRESH_TOKEN_STORAGE_KEY);
    localStorage.removeItem(RENEWED_KEY);
  }, undefined);
}
