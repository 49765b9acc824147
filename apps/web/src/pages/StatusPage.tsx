import { CheckCircle2Icon, RefreshCwIcon, XCircleIcon } from 'lucide-react';
import { PageShell } from '@/components/layout/PageShell';
import { Button } from '@/components/ui/button';
import { InfoSection } from '@/features/info/components/InfoSection';
import { useHealth } from '@/features/info/hooks/use-health';

const DATABASE_NAMES = { pglite: 'embedded PGlite', postgres: 'PostgreSQL' } as const;

function Row({ name, ok, detail }: { name: string; ok: boolean; detail: string }) {
  const Icon = ok ? CheckCircle2Icon : XCircleIcon;
  return (
    <li className="flex items-start gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <Icon
        className={`mt-0.5 size-5 shrink-0 ${ok ? 'text-success' : 'text-destructive'}`}
        aria-hidden="true"
      />
      <div>
        <p className="font-medium text-foreground">
          {name}: {ok ? 'Operational' : 'Unavailable'}
        </p>
        <p>{detail}</p>
      </div>
    </li>
  );
}

/** Live state of this server, from its health check (GET /api/health). */
export default function StatusPage() {
  const { data, error, isPending, isFetching, dataUpdatedAt, errorUpdatedAt, refetch } =
    useHealth();
  const checkedAt = new Date(Math.max(dataUpdatedAt, errorUpdatedAt));
  const up = !error && !!data;
  return (
    <PageShell
      title="System Status"
      description="Checked live against this server every 30 seconds while the page is open."
    >
      <InfoSection title="Services">
        {isPending ? (
          <p role="status">Checking…</p>
        ) : (
          <ul className="grid gap-3" aria-live="polite">
            <Row
              name="API"
              ok={up}
              detail={up ? `Answering, version ${data.version}.` : (error?.message ?? 'No answer.')}
            />
            <Row
              name="Database"
              ok={up}
              detail={
                up
                  ? `Reachable (${DATABASE_NAMES[data.database]}).`
                  : 'Not known while the API does not answer: its check includes the database.'
              }
            />
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCwIcon className={isFetching ? 'animate-spin' : ''} aria-hidden="true" />
            Check again
          </Button>
          {!isPending && <span>Last checked {checkedAt.toLocaleTimeString()}</span>}
        </div>
      </InfoSection>
    </PageShell>
  );
}
