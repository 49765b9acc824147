import type { Budgets } from '@gleaner/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { accountKeys, fetchBudgets, saveBudgets } from '../api';
import { useAccountOwner } from './use-account-owner';

export function useBudgets() {
  const { token, userId } = useAccountOwner();
  return useQuery({
    queryKey: accountKeys.budgets(userId),
    queryFn: () => fetchBudgets(token),
    enabled: Boolean(token),
  });
}

/** Saves budgets; alerts and recommendations are judged against them, so those reload too. */
export function useSaveBudgets() {
  const { token, userId } = useAccountOwner();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (budgets: Budgets) => saveBudgets(token, budgets),
    onSuccess: (reply) => {
      client.setQueryData(accountKeys.budgets(userId), reply);
      toast.success('Budgets saved');
      return client.invalidateQueries({ queryKey: accountKeys.alerts(userId) });
    },
    onError: (error) => toast.error(error.message),
  });
}
