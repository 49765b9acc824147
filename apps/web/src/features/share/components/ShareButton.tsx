import { Share2Icon } from 'lucide-react';
import { lazy } from 'react';
import { SignedInDialogButton } from '@/features/auth/components/SignedInDialogButton';

// The dialog loads when asked for: Job Details carries only this button.
const ShareDialog = lazy(() => import('./ShareDialog'));

/** Job Details' Share: read-only links to the job's results; links need an account to revoke them. */
export default function ShareButton({ jobId }: { jobId: string }) {
  return (
    <SignedInDialogButton
      icon={<Share2Icon aria-hidden="true" />}
      label="Share"
      signInHint="Sign in to share results"
      dialog={(close) => <ShareDialog jobId={jobId} onClose={close} />}
    />
  );
}
