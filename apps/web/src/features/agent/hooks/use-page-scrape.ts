import { DEFAULT_INSTRUCTION } from '@gleaner/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { executeScraping } from '@/features/jobs/api';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { planWithInstructions } from '../plan-builder';
import { useWorkspace } from './use-workspace';
import { countOf } from '@/lib/plural';

/** One page, now (POST /api/execute-scraping): its items go to Captured Data; state completed. */
export function usePageScrape() {
  const { state, dispatch } = useWorkspace();
  const who = useJobsIdentity();
  return useMutation({
    mutationFn: (url: string) =>
      executeScraping(who, {
        url,
        instruction: state.request || DEFAULT_INSTRUCTION,
        userId: who.userId,
        ...(state.plan || state.instructions.length > 0
          ? { plan: planWithInstructions(state.plan?.job.plan ?? {}, state.instructions) }
          : {}),
      }),
    onSuccess: (reply) => {
      dispatch({ type: 'items-add', items: reply.results });
      dispatch({ type: 'patch', patch: { conversationState: 'completed' } });
      if (reply.results.length === 0) {
        console.warn('The scrape returned no items');
        toast.warning('The page was read but nothing matched: try other instructions.');
      } else toast.success(`Captured ${countOf(reply.results.length, 'item')} from this page`);
    },
    onError: (error) => {
      console.error('Scrape failed', error);
      toast.error(error.message);
    },
  });
}
