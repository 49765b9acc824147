import { BellIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useMonitorNotifications } from '../hooks/use-monitors';
import { changeSummary } from './MonitorHealth';

/** Runs of the last 30 days that found changes, failed or need attention, newest first. */
export function MonitorNotifications() {
  const notifications = useMonitorNotifications();
  if (!notifications.data?.length) return null;
  return (
    <section aria-labelledby="monitor-notifications" className="rounded-lg border bg-muted/40 p-3">
      <h3 id="monitor-notifications" className="mb-2 flex items-center gap-2 text-sm font-semibold">
        <BellIcon className="size-4" aria-hidden="true" /> Recent changes
      </h3>
      <ul className="grid gap-1 text-xs">
        {notifications.data.slice(0, 8).map(({ monitorId, monitorName, run }) => (
          <li key={run.id} className="break-words">
            <Link
              to={`/monitors/${monitorId}`}
              className="font-medium text-primary hover:underline"
            >
              {monitorName}
            </Link>{' '}
            · {new Date(run.startedAt).toLocaleString()} · {changeSummary(run)}
          </li>
        ))}
      </ul>
    </section>
  );
}
