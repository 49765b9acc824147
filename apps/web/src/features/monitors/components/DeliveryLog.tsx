import { countOf, type Monitor } from '@gleaner/shared';
import { KeyRoundIcon, WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMonitorActions } from '../hooks/use-monitor-actions';
import { useDeliveries } from '../hooks/use-monitors';

const TONE = { pending: 'blue', delivered: 'green', failed: 'red' } as const;

/** The webhook's deliveries (event, tries, last answer, next try), a test event and a new secret. */
export function DeliveryLog({ monitor }: { monitor: Monitor }) {
  const deliveries = useDeliveries(monitor.id, monitor.webhook !== null);
  const { testWebhook, rotateSecret } = useMonitorActions();
  const [secret, setSecret] = useState<string | null>(null);
  if (!monitor.webhook)
    return (
      <p className="text-sm text-muted-foreground">
        No webhook. Add an address in Settings to have each run’s changes sent, signed, to it.
      </p>
    );
  return (
    <section aria-labelledby="deliveries-heading" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="deliveries-heading" className="min-w-0 text-sm font-semibold break-all">
          Webhook deliveries to {monitor.webhook.url}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => testWebhook.mutate(monitor.id)}>
            <WebhookIcon aria-hidden="true" /> Send a test event
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              rotateSecret.mutate(monitor.id, {
                onSuccess: (reply) => setSecret(reply.monitor.webhook?.secret ?? null),
              })
            }
          >
            <KeyRoundIcon aria-hidden="true" /> Rotate secret
          </Button>
        </div>
      </div>
      {secret && (
        <p className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-xs text-amber-950">
          New secret (shown once; the old one no longer verifies):
          <code className="break-all">{secret}</code>
          <CopyButton text={secret} label="webhook secret" />
        </p>
      )}
      {deliveries.isError && (
        <p role="alert" className="text-sm text-red-700">
          Deliveries unavailable: {deliveries.error.message}
        </p>
      )}
      {deliveries.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">Nothing sent yet.</p>
      )}
      {deliveries.data && deliveries.data.length > 0 && (
        <ul className="grid gap-1 text-xs" aria-label="Deliveries">
          {deliveries.data.map((delivery) => (
            <li key={delivery.id} className="flex flex-wrap items-center gap-2 rounded border p-2">
              <Badge tone={TONE[delivery.status]}>{delivery.status}</Badge>
              <span className="font-medium">{delivery.event}</span>
              <span className="text-muted-foreground">
                {new Date(delivery.createdAt).toLocaleString()} ·{' '}
                {countOf(delivery.attempts, 'try', 'tries')}
                {delivery.lastStatus !== null && ` · last answer ${delivery.lastStatus}`}
                {delivery.lastError &&
                  delivery.status !== 'delivered' &&
                  ` · ${delivery.lastError}`}
                {delivery.nextAttemptAt &&
                  ` · next try ${new Date(delivery.nextAttemptAt).toLocaleTimeString()}`}
              </span>
              <code className="break-all text-muted-foreground">{delivery.id}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
