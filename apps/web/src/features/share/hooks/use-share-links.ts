import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useDashboardIdentity } from '@/features/dashboard/hooks/use-dashboard-data';
import { shareApi, shareKeys } from '../api';

/** A job's share links, and making and revoking them, for its signed-in owner. */
export function useShareLinks(jobId: string) {
  const { token } = useDashboardIdentity();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: shareKeys.links(jobId) });
  const list = useQuery({
    queryKey: shareKeys.links(jobId),
    queryFn: async () => (await shareApi.list(token, jobId)).shareLinks,
    enabled: token !== '',
  });
  const create = useMutation({
    mutationFn: () => shareApi.create(token, jobId),
    onSuccess: () => void refresh(),
    onError: (error) => toast.error(`Could not make a share link: ${error.message}`),
  });
  const revoke = useMutation({
    mutationFn: (linkId: string) => shareApi.revoke(token, jobId, linkId),
    onSuccess: () => {
      toast.success('Link revoked: it no longer opens the results');
      void refresh();
    },
    onError: (error) => toast.error(`Could not revoke the link: ${error.message}`),
  });
  return { list, create, revoke };
}
