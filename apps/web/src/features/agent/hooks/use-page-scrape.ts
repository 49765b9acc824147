import { DEFAULT_INSTRUCTION, SCRAPE_CONFIRMATION_ASK } from '@gleaner/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { executeScraping } from '@/features/jobs/api';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { planWithInstructions } from '../plan-builder';
import { useWorkspace } from './use-workspace';
import { countOf } from '@gleaner/shared';

/** A page to scrape; `confirmOverBudget` after the server asked (its estimate passes a budget). */
export interface PageScrape {
  url: string;
  confirmOverBudget?: boolean;
}

/**
 * One page, now (POST /api/execute-scraping): its items go to Captured Data; state completed.
 * A page whose estimate passes what is left of a budget is refused until confirmed: the toast
 * that says so offers Scrape anyway.
 */
export function usePageScrape() {
  const { state, dispatch } = useWorkspace();
  const who = useJobsIdentity();
  const mutation = useMutation({
    mutationFn: ({ url, confirmOverBudget }: PageScrape) =>
      executeScraping(who, {
        url,
        instruction: state.request || DEFAULT_INSTRUCTION,
        userId: who.userId,
        ...(state.plan || state.instructions.length > 0
          ? { plan: planWithInstructions(state.plan?.job.plan ?? {}, state.instructions) }
          : {}),
        ...(confirmOverBudget ? { confirm_over_budget: true } : {}),
      }),
    onSuccess: (reply) => {
      dispatch({ type: 'items-add', items: reply.results });
      dispatch({ type: 'patch', patch: { conversationState: 'completed' } });
      if (reply.results.length === 0) {
        console.warn('The scrape returned no items');
        toast.warning('The page was read but nothing matched: try other instructions.');
      } else toast.success(`Captured ${countOf(reply.results.length, 'item')} from this page`);
    },
    onError: (error, page) => {
      console.error('Scrape failed', error);
      // Asked to confirm (its estimate passes a budget), not refused (a budget already reached).
      if (error.message.endsWith(SCRAPE_CONFIRMATION_ASK)) {
        toast.error(error.message, {
          duration: 15_000,
          action: {
            label: 'Scrape anyway',
            onClick: () => mutation.mutate({ ...page, confirmOverBudget: true }),
          },
        });
        return;
      }
      toast.error(error.message);
    },
  });
  return mutation;
}
