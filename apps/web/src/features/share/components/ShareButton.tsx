import { Share2Icon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useSignInDialog } from '@/features/auth/hooks/use-sign-in-dialog';

// The dialog loads when asked for: Job Details carries only this button.
const ShareDialog = lazy(() => import('./ShareDialog'));

/** Job Details' Share: read-only links to the job's results; links need an account to revoke them. */
export default function ShareButton({ jobId }: { jobId: string }) {
  const { user } = useAuth();
  const { openSignIn } = useSignInDialog();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        title={user ? undefined : 'Sign in to share results'}
        onClick={() => (user ? setOpen(true) : openSignIn())}
      >
        <Share2Icon aria-hidden="true" />
        Share
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog jobId={jobId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
