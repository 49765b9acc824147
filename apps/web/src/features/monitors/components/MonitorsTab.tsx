import { LoaderIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useMonitorList } from '../hooks/use-monitors';
import { describeCron } from '@gleaner/shared';
import { changeSummary, HealthBadge } from './MonitorHealth';
import { MonitorNotifications } from './MonitorNotifications';

/** The dashboard's Monitors tab: each monitor's schedule, next run, last changes and health. */
export default function MonitorsTab() {
  const monitors = useMonitorList();
  if (monitors.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading monitors…
      </p>
    );
  if (monitors.isError)
    return (
      <p role="alert" className="py-6 text-sm text-red-700">
        Monitors unavailable: {monitors.error.message}
      </p>
    );
  if (monitors.data.length === 0)
    return (
      <p className="py-6 text-sm text-muted-foreground">
        No monitors yet. Plan a scrape in the chat, then press <strong>Monitor this</strong> on the
        plan (or in a job’s details) to run it on a schedule and see what changes.
      </p>
    );
  return (
    <div className="grid gap-4">
      <MonitorNotifications />
      <ul className="grid gap-2" aria-label="Monitors">
        {monitors.data.map((monitor) => (
          <li key={monitor.id} className="grid gap-1 rounded-lg border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link
                to={`/monitors/${monitor.id}`}
                className="min-w-0 font-medium break-all text-primary underline-offset-2 hover:underline"
              >
                {monitor.name}
              </Link>
              <HealthBadge health={monitor.health} />
            </div>
            <p className="text-xs text-muted-foreground">
              {monitor.schedule
                ? `${describeCron(monitor.schedule.cron)} (${monitor.schedule.timezone})${monitor.active ? '' : ' · paused'}`
                : 'Runs when you ask'}
              {monitor.nextRuns[0] &&
                ` · next run ${new Date(monitor.nextRuns[0]).toLocaleString()}`}
            </p>
            <p className="text-xs">
              {monitor.lastRun
                ? `Last run ${new Date(monitor.lastRun.startedAt).toLocaleString()}: ${changeSummary(monitor.lastRun)}`
                : 'Not run yet'}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
