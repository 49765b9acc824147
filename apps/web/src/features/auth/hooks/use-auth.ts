import { use } from 'react';
import { AuthContext, type AuthContextValue } from '../auth-context';

/** The auth state of spec section 4; must be used under AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
