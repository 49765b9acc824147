import { REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@gleaner/shared';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string | null;
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
    return { accessToken, refreshToken: localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY) };
  }, null);
}

export function storeTokens(accessToken: string, refreshToken: string): void {
  safely(() => {
    localStorage.setItem(TOKEN_STORAGE_KEY, accessToken);
    if (refreshToken) localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, refreshToken);
    else localStorage.removeItem(REFRESH_TOKEN_STORAGE_KEY);
  }, undefined);
}

export function clearTokens(): void {
  safely(() => {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(REFRESH_TOKEN_STORAGE_KEY);
  }, undefined);
}
