import type { Monitor } from '@gleaner/shared';
import { Link } from 'react-router';
import { CopyButton } from '@/components/CopyButton';
import { Button } from '@/components/ui/button';

/** After creating: where the monitor lives, and its webhook secret, shown this once. */
export function CreatedMonitor({ monitor }: { monitor: Monitor }) {
  const secret = monitor.webhook?.secret;
  return (
    <div className="grid gap-3 text-sm" role="status">
      <p>
        <strong>{monitor.name}</strong> is saved.{' '}
        {monitor.schedule
          ? `Its first scheduled run is ${new Date(monitor.nextRuns[0] ?? '').toLocaleString()}.`
          : 'It runs when you press Run now.'}
      </p>
      {secret && (
        <div className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <p className="font-medium">Webhook signing secret: copy it now, it is not shown again.</p>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 break-all">{secret}</code>
            <CopyButton text={secret} label="webhook secret" />
          </div>
          <p className="text-xs">
            Verify each event with any Standard Webhooks library (webhook-id, webhook-timestamp,
            webhook-signature).
          </p>
        </div>
      )}
      <Button asChild>
        <Link to={`/monitors/${monitor.id}`}>Open the monitor</Link>
      </Button>
    </div>
  );
}
