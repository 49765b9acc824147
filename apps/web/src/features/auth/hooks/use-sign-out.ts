import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { forgetAnonymousId } from '@/lib/identity';
import { logout } from '../api';
import { useAuth } from './use-auth';

/** Signs out: tells the server, then forgets the session locally even if that call failed. */
export function useSignOut() {
  const { session, clearSession } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!session) return;
      try {
        await logout(session.access_token, session.refresh_token || null);
      } catch (error) {
        console.error('Logout error', error);
        toast.warning('Signed out on this device, but the server could not be told.');
      }
    },
    onSettled: () => {
      clearSession();
      forgetAnonymousId();
      queryClient.clear();
    },
  });
}
