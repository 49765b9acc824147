import { AuthApiError, refreshSession } from './api';
import { acceptLogin, sessionFromStorage, type SignedIn } from './session';
import { withRefreshLock } from './refresh-lock';
import { readTokens } from './token-storage';

/** After a renewal that could not reach the server, the next try. */
export const REFRESH_RETRY_MS = 30_000;

/** Milliseconds until a session should be renewed (0 when it is already due). */
export function refreshDelay(signedIn: SignedIn, now = Date.now()): number {
  return Math.max(0, signedIn.renewAt - now);
}

/**
 * A renewed session. Tabs share one sign-in, and the server ends the whole sign-in when a
 * refresh token is presented twice; so the tabs take turns, and a tab that finds another tab's
 * newer tokens in storage takes those instead of refreshing again.
 */
export function renewSession(current: SignedIn): Promise<SignedIn> {
  return withRefreshLock(async () => {
    const stored = readTokens();
    if (!stored) throw new AuthApiError('Signed out in another tab', 401);
    if (stored.accessToken !== current.session.access_token) {
      return sessionFromStorage(current.user, stored);
    }
    return acceptLogin(await refreshSession(current.session.refresh_token));
  });
}
