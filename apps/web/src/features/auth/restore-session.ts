import { AuthApiError, fetchProfile, refreshSession } from './api';
import { acceptLogin, sessionFromStorage, type SignedIn } from './session';
import { RefreshInProgress, withRefreshLock } from './refresh-lock';
import { clearTokens, readTokens, type StoredTokens } from './token-storage';

/**
 * The expired stored tokens renewed, one tab at a time: tabs restored together after a while
 * would otherwise all present the same refresh token, which ends the sign-in. A tab that finds
 * newer tokens (another tab renewed them) confirms those instead.
 */
async function refreshStored(stored: StoredTokens): Promise<SignedIn> {
  for (;;) {
    try {
      return await withRefreshLock(async () => {
        const latest = readTokens();
        if (latest && latest.accessToken !== stored.accessToken)
          return sessionFromStorage(await fetchProfile(latest.accessToken), latest);
        return acceptLogin(await refreshSession(stored.refreshToken ?? ''));
      });
    } catch (error) {
      if (!(error instanceof RefreshInProgress)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/**
 * Start-up check of spec section 4: a stored token is confirmed with the profile call. An
 * expired access token gets one refresh attempt; anything else drops the stored tokens.
 */
export async function restoreSession(): Promise<SignedIn | null> {
  const stored = readTokens();
  if (!stored) return null;
  try {
    const user = await fetchProfile(stored.accessToken);
    return sessionFromStorage(user, stored);
  } catch (error) {
    if (error instanceof AuthApiError && error.status === 401 && stored.refreshToken) {
      try {
        return await refreshStored(stored);
      } catch (refreshError) {
        console.log('Session refresh failed; signing out', refreshError);
      }
    } else {
      console.log('Stored session could not be confirmed; signing out', error);
    }
    clearTokens();
    return null;
  }
}
