import { AuthApiError, fetchProfile, refreshSession } from './api';
import { acceptLogin, sessionFromStorage, type SignedIn } from './session';
import { clearTokens, readTokens } from './token-storage';

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
        return acceptLogin(await refreshSession(stored.refreshToken));
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
