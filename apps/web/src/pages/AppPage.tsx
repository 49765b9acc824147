import { PRODUCT_NAME } from '@gleaner/shared';
import { MessageSquareTextIcon } from 'lucide-react';
import { useLocation } from 'react-router';
import { PageLoading } from '@/components/layout/PageLoading';
import { AccountCard } from '@/features/auth/components/AccountCard';
import { useAuth } from '@/features/auth/hooks/use-auth';

function requestFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('request' in state)) return null;
  return typeof state.request === 'string' ? state.request : null;
}

/** The main application screen; the agent conversation arrives here in a later release. */
export default function AppPage() {
  const { loading } = useAuth();
  const request = requestFrom(useLocation().state);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <title>{`${PRODUCT_NAME} — App`}</title>
      <h1 className="text-3xl font-semibold tracking-tight">{PRODUCT_NAME}</h1>
      <p className="mt-2 text-muted-foreground">Your workspace for gathering web data.</p>
      <div className="mt-8 grid gap-4">
        {loading ? <PageLoading label="Checking your session…" /> : <AccountCard />}
        {request && (
          <section aria-labelledby="request-title" className="rounded-xl border bg-card p-6">
            <h2 id="request-title" className="flex items-center gap-2 font-medium">
              <MessageSquareTextIcon className="size-4 text-primary" aria-hidden="true" />
              Your request
            </h2>
            <p className="mt-3 rounded-md bg-muted px-3 py-2 text-sm break-words">{request}</p>
            <p className="mt-3 text-sm text-muted-foreground">
              The AI conversation is not available in this version yet, so nothing has been scraped.
              Your request is kept here until you leave this page.
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
