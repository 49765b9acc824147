import { useQuery } from '@tanstack/react-query';
import { fetchPublicConfig } from '../api';

/** The operator's contact address and community links; they change only on a restart. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: fetchPublicConfig,
    staleTime: Infinity,
    retry: 1,
  });
}
