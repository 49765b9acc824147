import { CalendarClockIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useSignInDialog } from '@/features/auth/hooks/use-sign-in-dialog';
import type { MonitorSource } from '../monitor-source';

// The form loads when asked for: the chat and Job Details carry only this button.
const CreateMonitorDialog = lazy(() => import('./CreateMonitorDialog'));

/** "Monitor this" on the plan card and in Job Details; monitors need an account. */
export default function MonitorThisButton({ source }: { source: MonitorSource }) {
  const { user } = useAuth();
  const { openSignIn } = useSignInDialog();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        title={user ? undefined : 'Sign in to monitor this'}
        onClick={() => (user ? setOpen(true) : openSignIn())}
      >
        <CalendarClockIcon aria-hidden="true" />
        Monitor this
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CreateMonitorDialog source={source} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
