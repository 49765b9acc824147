import { BellIcon, LightbulbIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useCostAlerts } from '../hooks/use-usage';
import { Unavailable } from './Unavailable';

/** The last week's cost alerts (newest first, at most 10) and the recommendations. */
export function AlertsPanel() {
  const alerts = useCostAlerts();
  if (alerts.isPending) return <p className="text-sm text-muted-foreground">Loading alerts…</p>;
  if (alerts.isError)
    return <Unavailable reason={alerts.error.message} onRetry={() => void alerts.refetch()} />;
  const { recommendations } = alerts.data;
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <h4 className="flex items-center gap-2 text-sm font-semibold">
          <BellIcon className="size-4" aria-hidden="true" /> Cost alerts (last 7 days)
        </h4>
        {alerts.data.alerts.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No alerts: no day passed your daily budget and no request passed your maximum.
          </p>
        ) : (
          <ul className="grid gap-2">
            {alerts.data.alerts.map((alert) => (
              <li key={alert.id} className="rounded-lg border px-3 py-2 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={alert.severity === 'high' ? 'red' : 'yellow'}>
                    {alert.severity}
                  </Badge>
                  <span className="font-mono text-xs">{alert.type}</span>
                  <time className="text-xs text-muted-foreground" dateTime={alert.timestamp}>
                    {new Date(alert.timestamp).toLocaleString()}
                  </time>
                </div>
                <p className="mt-1">{alert.message}</p>
                <p className="text-xs text-muted-foreground">{alert.recommendation}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid gap-2">
        <h4 className="flex items-center gap-2 text-sm font-semibold">
          <LightbulbIcon className="size-4" aria-hidden="true" /> Recommendations
        </h4>
        {!recommendations.available ? (
          <Unavailable reason={recommendations.reason} onRetry={() => void alerts.refetch()} />
        ) : recommendations.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing to change: this week&apos;s model use is within every cost threshold.
          </p>
        ) : (
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {recommendations.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
