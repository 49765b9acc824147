import { useMutation } from '@tanstack/react-query';
import { confirmPasswordReset, requestPasswordReset } from '../api';

/** Asks the server to e-mail a reset link. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
}

/** Sets a new password with the token from the reset link. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      confirmPasswordReset(token, password),
  });
}
