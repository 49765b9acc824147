import { Suspense, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '../hooks/use-auth';
import { useSignInDialog } from '../hooks/use-sign-in-dialog';

interface SignedInDialogButtonProps {
  icon: ReactNode;
  label: string;
  /** The button's hint while signed out ("Sign in to share results"). */
  signInHint: string;
  /** The dialog, usually a lazy one: it loads when the button is first pressed. */
  dialog: (close: () => void) => ReactNode;
}

/** A button that opens a dialog for a signed-in person, and the sign-in dialog for anyone else. */
export function SignedInDialogButton({
  icon,
  label,
  signInHint,
  dialog,
}: SignedInDialogButtonProps) {
  const { user } = useAuth();
  const { openSignIn } = useSignInDialog();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        title={user ? undefined : signInHint}
        onClick={() => (user ? setOpen(true) : openSignIn())}
      >
        {icon}
        {label}
      </Button>
      {open && <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense>}
    </>
  );
}
