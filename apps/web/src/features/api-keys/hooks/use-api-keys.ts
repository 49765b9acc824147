import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { apiKeyKeys, createApiKey, listApiKeys, revokeApiKey } from '../api';

/** The signed-in person's token and id; the keys' cache is per person, not per token. */
function useOwner() {
  const { session, user } = useAuth();
  return { token: session?.access_token ?? '', userId: user?.id ?? '' };
}

export function useApiKeys() {
  const { token, userId } = useOwner();
  return useQuery({
    queryKey: apiKeyKeys.list(userId),
    queryFn: () => listApiKeys(token),
    enabled: Boolean(token),
  });
}

/** Creates a key; the reply's secret exists only in this reply, so the caller keeps it. */
export function useCreateApiKey() {
  const { token, userId } = useOwner();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createApiKey(token, name),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeyKeys.list(userId) }),
  });
}

export function useRevokeApiKey() {
  const { token, userId } = useOwner();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeApiKey(token, id),
    onSuccess: () => {
      toast.success('Key revoked: programs using it are refused from now on');
      return client.invalidateQueries({ queryKey: apiKeyKeys.list(userId) });
    },
    onError: (error) => {
      console.error('Could not revoke the key', error);
      toast.error(error.message);
    },
  });
}
