import { SIGN_IN_RETURN } from '@gleaner/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { collectOnce, failureMessage, noticeMessage } from '../provider-sign-in-return';
import { useAuth } from './use-auth';

/**
 * Back from Google or GitHub (the callback's address, read by the dialog's provider): signed in,
 * so the session is collected (and a notice the callback sent is shown), or not, so the dialog
 * says why. Runs inside the lazy dialog, so
 * none of this weighs on the landing page.
 */
export function useProviderReturn(
  returned: string | null | undefined,
  showError: (message: string) => void,
) {
  const { acceptLogin } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (!returned) return;
    const params = new URLSearchParams(returned);
    // The address loses the callback's parameters, so a reload does not act on them again.
    const kept = new URLSearchParams(window.location.search);
    for (const key of Object.values(SIGN_IN_RETURN)) kept.delete(key);
    const search = kept.toString();
    void navigate(
      {
        pathname: window.location.pathname,
        search: search ? `?${search}` : '',
        hash: window.location.hash,
      },
      { replace: true },
    );
    const failure = params.get(SIGN_IN_RETURN.failure);
    if (failure) {
      showError(failureMessage(failure, params.get(SIGN_IN_RETURN.provider) ?? ''));
      return;
    }
    const notice = noticeMessage(
      params.get(SIGN_IN_RETURN.notice) ?? '',
      params.get(SIGN_IN_RETURN.success) ?? '',
    );
    collectOnce().then(
      (login) => {
        acceptLogin(login);
        // Long enough to read: it says the account's password is gone.
        if (notice) toast.info(notice, { duration: 20_000 });
      },
      (error: unknown) =>
        showError(error instanceof Error ? error.message : 'Sign-in failed. Please try again.'),
    );
  }, [returned, acceptLogin, showError, navigate]);
}
