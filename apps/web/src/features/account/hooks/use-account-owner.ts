import { useAuth } from '@/features/auth/hooks/use-auth';

/** The signed-in person's token and id; caches are per person, not per token. */
export function useAccountOwner() {
  const { session, user } = useAuth();
  return { token: session?.access_token ?? '', userId: user?.id ?? '', email: user?.email ?? '' };
}
