import { LockIcon } from 'lucide-react';
import { PageLoading } from '@/components/layout/PageLoading';
import { PageShell } from '@/components/layout/PageShell';
import { Button } from '@/components/ui/button';
import { AccountView } from '@/features/account/components/AccountView';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useSignInDialog } from '@/features/auth/hooks/use-sign-in-dialog';

/** /account (spec section 2): usage, storage, billing and settings of the signed-in person. */
export default function AccountPage() {
  const { user, loading } = useAuth();
  const { openSignIn } = useSignInDialog();
  if (loading) return <PageLoading label="Checking your sign-in…" />;
  if (!user)
    return (
      <PageShell title="Your Account">
        <div className="grid justify-items-center gap-3 rounded-xl border bg-card px-4 py-12 text-center shadow-sm">
          <LockIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-semibold">Access Denied</h2>
          <p className="text-muted-foreground">Please sign in to view your account</p>
          <Button onClick={() => openSignIn()}>Sign in</Button>
        </div>
      </PageShell>
    );
  return <AccountView />;
}
