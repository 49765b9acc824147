import { describeCron, type Monitor } from '@gleaner/shared';
import { CirclePauseIcon, CirclePlayIcon, RefreshCwIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMonitorActions } from '../hooks/use-monitor-actions';
import { HealthBadge } from './MonitorHealth';

/** Name, address, schedule and next runs, health, and Run now / Pause / Delete. */
export function MonitorHeader({ monitor }: { monitor: Monitor }) {
  const { run, update, remove } = useMonitorActions();
  const navigate = useNavigate();
  const running = monitor.lastRun?.status === 'running';
  const confirmDelete = () => {
    if (!window.confirm(`Delete the monitor "${monitor.name}" and its history of changes?`)) return;
    remove.mutate(monitor.id, { onSuccess: () => void navigate('/dashboard') });
  };
  return (
    <header className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-all">{monitor.name}</h1>
        <HealthBadge health={monitor.health} />
      </div>
      <a
        href={monitor.url}
        className="text-sm break-all text-primary hover:underline"
        rel="noreferrer"
        target="_blank"
      >
        {monitor.url}
      </a>
      {monitor.instruction && (
        <p className="text-sm text-muted-foreground">“{monitor.instruction}”</p>
      )}
      <p className="text-sm">
        {monitor.schedule
          ? `${describeCron(monitor.schedule.cron)} · ${monitor.schedule.timezone}${monitor.active ? '' : ' · paused'}`
          : 'No schedule: runs when you press Run now'}
        {monitor.nextRuns.length > 0 &&
          ` · next: ${monitor.nextRuns.map((when) => new Date(when).toLocaleString()).join(', ')}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={running || run.isPending}
          onClick={() => run.mutate(monitor.id)}
        >
          <RefreshCwIcon className={running ? 'animate-spin' : ''} aria-hidden="true" />
          {running ? 'Running…' : 'Run now'}
        </Button>
        {monitor.schedule && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => update.mutate({ id: monitor.id, body: { active: !monitor.active } })}
          >
            {monitor.active ? (
              <CirclePauseIcon aria-hidden="true" />
            ) : (
              <CirclePlayIcon aria-hidden="true" />
            )}
            {monitor.active ? 'Pause schedule' : 'Resume schedule'}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={confirmDelete}>
          Delete
        </Button>
      </div>
    </header>
  );
}
