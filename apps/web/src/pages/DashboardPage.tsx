import { PRODUCT_NAME } from '@gleaner/shared';
import { HomeIcon, LoaderIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/PageShell';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { DashboardHeader } from '@/features/dashboard/components/DashboardHeader';
import { JobsPanel } from '@/features/dashboard/components/JobsPanel';
import { SummaryCards } from '@/features/dashboard/components/SummaryCards';
import { useDashboardLive } from '@/features/dashboard/hooks/use-dashboard-live';

/** /dashboard: the signed-in person's jobs, conversations and the System Command Center. */
export default function DashboardPage() {
  const { user, loading } = useAuth();
  if (loading) {
    return (
      <p
        className="flex items-center justify-center gap-2 py-24 text-sm text-muted-foreground"
        role="status"
      >
        <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading…
      </p>
    );
  }
  if (!user) {
    return (
      <PageShell title="Dashboard" description="Please sign in to view your dashboard">
        <Button asChild>
          <Link to="/">
            <HomeIcon aria-hidden="true" />
            Go to Home
          </Link>
        </Button>
      </PageShell>
    );
  }
  return <SignedInDashboard email={user.email} fullName={user.fullName} />;
}

function SignedInDashboard({ email, fullName }: { email: string; fullName: string }) {
  const connected = useDashboardLive();
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <title>{`Dashboard — ${PRODUCT_NAME}`}</title>
      <DashboardHeader email={email} fullName={fullName} connected={connected} />
      <SummaryCards />
      <JobsPanel />
    </div>
  );
}
