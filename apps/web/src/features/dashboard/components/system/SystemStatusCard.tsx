import { ActivityIcon, CheckCircle2Icon, RefreshCwIcon, XCircleIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fetchSystemStatus } from '../../api';
import { useSystemPart } from '../../hooks/use-system-part';

const LABEL = { database: 'Database', queue: 'Job queue', workers: 'Workers', browser: 'Browser' };

/** System Status from the health checks: which part is degraded, not a fixed "all is well". */
export function SystemStatusCard() {
  const status = useSystemPart('status', fetchSystemStatus);
  const data = status.data;
  return (
    <section aria-label="System Status" className="rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <ActivityIcon className="size-4 text-primary" aria-hidden="true" />
          System Status
          {data && (
            <Badge tone={data.overall === 'operational' ? 'green' : 'yellow'}>
              {data.overall === 'operational' ? 'All systems operational' : 'Degraded'}
            </Badge>
          )}
        </h3>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
        >
          <RefreshCwIcon className={status.isFetching ? 'animate-spin' : ''} aria-hidden="true" />
          Refresh
        </Button>
      </header>
      {status.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Unavailable: could not check the system ({status.error.message}).
        </p>
      )}
      {data && (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {data.checks.map((check) => (
            <li key={check.name} className="flex items-start gap-2 text-sm">
              {check.ok ? (
                <CheckCircle2Icon
                  className="mt-0.5 size-4 shrink-0 text-green-600"
                  aria-hidden="true"
                />
              ) : (
                <XCircleIcon className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
              )}
              <span className="min-w-0 break-words">
                <span className="font-medium">{LABEL[check.name]}</span>
                {check.ok ? '' : ' (degraded)'}: {check.detail}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
