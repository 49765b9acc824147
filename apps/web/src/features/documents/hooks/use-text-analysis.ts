import { useQuery } from '@tanstack/react-query';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { analyzeTextRisk, extractEntities } from '../api';

/** Entities of a document's text, read once it is opened and kept while the page is open. */
export function useTextEntities(text: string, enabled: boolean) {
  const who = useJobsIdentity();
  return useQuery({
    queryKey: ['text-entities', who.owner, text],
    queryFn: () => extractEntities(who.token, text),
    enabled: enabled && text.trim().length > 0,
    staleTime: Infinity,
    retry: false,
  });
}

/** The personal-data check of what a panel shows (its items' text). */
export function useTextRisk(text: string) {
  const who = useJobsIdentity();
  return useQuery({
    queryKey: ['text-risk', who.owner, text],
    queryFn: () => analyzeTextRisk(who.token, text),
    enabled: text.trim().length > 0,
    staleTime: Infinity,
    retry: false,
  });
}
