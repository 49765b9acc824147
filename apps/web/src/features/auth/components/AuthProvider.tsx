import { TOKEN_STORAGE_KEY, type LoginReply } from '@gleaner/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from '../auth-context';
import { toast } from 'sonner';
import { AuthApiError } from '../api';
import { RefreshInProgress } from '../refresh-lock';
import { acceptLogin, sessionFromStorage, type SignedIn } from '../session';
import { refreshDelay, REFRESH_RETRY_MS, renewSession } from '../session-refresh';
import { useRenewerLock } from '../hooks/use-renewer-lock';
import { clearTokens, parseRenewed, readTokens, RENEWED_KEY } from '../token-storage';

let storedSessionCheck: Promise<SignedIn | null> | null = null;

/**
 * The profile check (and its schemas) loads only when there is a stored session to check. It
 * runs once per page load: a second run (StrictMode, remounts) could spend a refresh token the
 * first run already rotated, and sign the person out.
 */
function checkStoredSession(): Promise<SignedIn | null> {
  storedSessionCheck ??= readTokens()
    ? import('../restore-session').then(({ restoreSession }) => restoreSession())
    : Promise.resolve(null);
  return storedSessionCheck;
}

interface AuthState {
  signedIn: SignedIn | null;
  loading: boolean;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ signedIn: null, loading: true });
  const signedInRef = useRef(state.signedIn);
  useEffect(() => {
    signedInRef.current = state.signedIn;
  }, [state.signedIn]);

  useEffect(() => {
    let active = true;
    void checkStoredSession().then((signedIn) => {
      // A sign-in that finished while the check ran wins over the check's result.
      if (active) setState((prev) => ({ signedIn: prev.signedIn ?? signedIn, loading: false }));
    });
    return () => {
      active = false;
    };
  }, []);

  // Signing out in another tab removes the token there, and a renewal there stores new tokens;
  // follow both here.
  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key === RENEWED_KEY) {
        const renewed = parseRenewed(event.newValue);
        if (!renewed) return;
        // Signed in in another tab: this one follows (its anonymous jobs moved to the account).
        if (!signedInRef.current) {
          void import('../restore-session')
            .then(({ restoreSession }) => restoreSession())
            .then((restored) => {
              if (restored)
                setState((prev) => (prev.signedIn ? prev : { signedIn: restored, loading: false }));
            });
          return;
        }
        setState((prev) =>
          prev.signedIn && prev.signedIn.session.access_token !== renewed.accessToken
            ? { loading: false, signedIn: sessionFromStorage(prev.signedIn.user, renewed) }
            : prev,
        );
      } else if ((event.key === TOKEN_STORAGE_KEY || event.key === null) && !readTokens()) {
        setState({ signedIn: null, loading: false });
      }
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

  // The access token lasts an hour: one tab renews it shortly before, and the others take the
  // renewed tokens from storage, so open tabs stay signed in.
  const signedIn = state.signedIn;
  const renewer = useRenewerLock(Boolean(signedIn?.session.refresh_token));
  useEffect(() => {
    if (!renewer || !signedIn?.session.refresh_token) return;
    let timer: ReturnType<typeof setTimeout>;
    const renew = () => {
      renewSession(signedIn).then(
        (next) =>
          setState((prev) =>
            prev.signedIn === signedIn ? { signedIn: next, loading: false } : prev,
          ),
        (error: unknown) => {
          if (error instanceof RefreshInProgress) {
            // Another tab is renewing: its tokens arrive by the storage event; check again soon.
            timer = setTimeout(renew, 3000);
          } else if (error instanceof AuthApiError && error.status === 401) {
            console.log('Session renewal refused; signing out', error);
            clearTokens();
            setState((prev) =>
              prev.signedIn === signedIn ? { signedIn: null, loading: false } : prev,
            );
            toast.error('Your session has ended. Please sign in again.');
          } else {
            console.error('Session renewal failed; trying again shortly', error);
            timer = setTimeout(renew, REFRESH_RETRY_MS);
          }
        },
      );
    };
    timer = setTimeout(renew, refreshDelay(signedIn));
    return () => clearTimeout(timer);
  }, [renewer, signedIn]);

  const handleAcceptLogin = useCallback((reply: LoginReply) => {
    setState({ signedIn: acceptLogin(reply), loading: false });
  }, []);

  const clearSession = useCallback(() => {
    clearTokens();
    setState({ signedIn: null, loading: false });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.signedIn?.user ?? null,
      session: state.signedIn?.session ?? null,
      loading: state.loading,
      acceptLogin: handleAcceptLogin,
      clearSession,
    }),
    [state, handleAcceptLogin, clearSession],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
