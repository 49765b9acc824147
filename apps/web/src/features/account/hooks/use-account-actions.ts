import type { ChangePasswordBody } from '@gleaner/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { saveFile } from '@/lib/format';
import { accountKeys, changePassword, deleteAccount, exportAccountData } from '../api';
import { useAccountOwner } from './use-account-owner';

export function useChangePassword() {
  const { token } = useAccountOwner();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(token, body),
    onSuccess: (message) => toast.success(message),
  });
}

/** Downloads every row stored about the person as one JSON file. */
export function useExportAccount() {
  const { token } = useAccountOwner();
  return useMutation({
    mutationFn: () => exportAccountData(token),
    onSuccess: (data) => {
      const json = JSON.stringify(data, null, 2);
      const date = data.exported_at.slice(0, 10);
      saveFile(new Blob([json], { type: 'application/json' }), `gleaner-account-${date}.json`);
      toast.success('Your data was exported');
    },
    onError: (error) => toast.error(error.message),
  });
}

/** Deletes the account; then the local session is forgotten and the person goes home. */
export function useDeleteAccount() {
  const { token, userId } = useAccountOwner();
  const { clearSession } = useAuth();
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (confirmEmail: string) => deleteAccount(token, confirmEmail),
    onSuccess: async (message) => {
      client.removeQueries({ queryKey: accountKeys.all(userId) });
      clearSession();
      toast.success(message);
      await navigate('/');
    },
  });
}
