import { useMutation } from '@tanstack/react-query';
import { login, register, type Credentials } from '../api';
import { useAuth } from './use-auth';

/**
 * Registers, then signs in with the same credentials: registration returns no session, and the
 * person should arrive on /app signed in. If that sign-in fails the account still exists, so the
 * sign-up counts as done and they can sign in by hand.
 */
export function useSignUp() {
  const { acceptLogin } = useAuth();
  return useMutation({
    mutationFn: async (credentials: Credentials) => {
      await register(credentials);
      try {
        return await login(credentials);
      } catch (error) {
        console.warn('Signed up, but the automatic sign-in failed', error);
        return null;
      }
    },
    onSuccess: (reply) => {
      if (reply) acceptLogin(reply);
    },
  });
}
