import { PRODUCT_NAME } from '@gleaner/shared';
import { ArrowLeftIcon, LoaderIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageShell } from '@/components/layout/PageShell';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { MonitorView } from '@/features/monitors/components/MonitorView';
import { useMonitor } from '@/features/monitors/hooks/use-monitors';

/** /monitors/:id: a monitor's runs, what changed in each, its deliveries and settings. */
export default function MonitorPage() {
  const { user, loading } = useAuth();
  if (loading)
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-2 py-24 text-sm text-muted-foreground"
      >
        <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading…
      </p>
    );
  if (!user) return <PageShell title="Monitor" description="Please sign in to see your monitors" />;
  return <SignedInMonitor />;
}

function SignedInMonitor() {
  const { id = '' } = useParams();
  const monitor = useMonitor(id);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-8 sm:px-6">
      <title>{`${monitor.data?.name ?? 'Monitor'} — ${PRODUCT_NAME}`}</title>
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> Dashboard
      </Link>
      {monitor.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading the monitor…
        </p>
      )}
      {monitor.isError && (
        <p role="alert" className="text-sm text-red-700">
          {monitor.error.message}
        </p>
      )}
      {monitor.data && <MonitorView monitor={monitor.data} />}
    </div>
  );
}
