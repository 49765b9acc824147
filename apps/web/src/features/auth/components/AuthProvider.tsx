import { TOKEN_STORAGE_KEY, type LoginReply } from '@gleaner/shared';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from '../auth-context';
import { acceptLogin, type SignedIn } from '../session';
import { clearTokens, readTokens } from '../token-storage';

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

  // Signing out in another tab removes the token there; follow it here.
  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if ((event.key === TOKEN_STORAGE_KEY || event.key === null) && !readTokens()) {
        setState({ signedIn: null, loading: false });
      }
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

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
