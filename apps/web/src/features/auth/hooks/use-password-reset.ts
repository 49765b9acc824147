import { useMutation } from '@tanstack/react-query';
import { useMailDeliveryNow } from '@/features/info/hooks/use-health';
import { confirmPasswordReset, requestPasswordReset } from '../api';

/**
 * Asks the server for a reset link; the answer carries the server's own message and whether it
 * sends mail, known before the success text is chosen.
 */
export function useRequestPasswordReset() {
  const mailDelivery = useMailDeliveryNow();
  return useMutation({
    mutationFn: async (email: string) => {
      const message = await requestPasswordReset(email);
      return { message, mail: await mailDelivery() };
    },
  });
}

/** Sets a new password with the token from the reset link. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      confirmPasswordReset(token, password),
  });
}
