import { useMemo } from 'react';
import { useAuth } from '@/features/auth/hooks/use-auth';
import type { JobsIdentity } from '../api';

/** Who the jobs calls speak for, plus a cache key naming that person. */
export function useJobsIdentity(): JobsIdentity & { owner: string } {
  const { session, user } = useAuth();
  const token = session?.access_token ?? null;
  const userId = user?.id ?? null;
  return useMemo(() => ({ token, userId, owner: userId ?? 'anonymous' }), [token, userId]);
}
