import { CalendarClockIcon } from 'lucide-react';
import { lazy } from 'react';
import { SignedInDialogButton } from '@/features/auth/components/SignedInDialogButton';
import type { MonitorSource } from '../monitor-source';

// The form loads when asked for: the chat and Job Details carry only this button.
const CreateMonitorDialog = lazy(() => import('./CreateMonitorDialog'));

/** "Monitor this" on the plan card and in Job Details; monitors need an account. */
export default function MonitorThisButton({ source }: { source: MonitorSource }) {
  return (
    <SignedInDialogButton
      icon={<CalendarClockIcon aria-hidden="true" />}
      label="Monitor this"
      signInHint="Sign in to monitor this"
      dialog={(close) => <CreateMonitorDialog source={source} onClose={close} />}
    />
  );
}
