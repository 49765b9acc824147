import type { Monitor, MonitorRun } from '@gleaner/shared';
import { Badge } from '@/components/ui/badge';

const HEALTH: Record<
  Monitor['health'],
  { tone: 'green' | 'yellow' | 'red' | 'grey'; text: string }
> = {
  ok: { tone: 'green', text: 'Healthy' },
  new: { tone: 'grey', text: 'Not run yet' },
  failing: { tone: 'red', text: 'Last run failed' },
  needs_attention: { tone: 'yellow', text: 'Needs attention' },
};

export function HealthBadge({ health }: { health: Monitor['health'] }) {
  const { tone, text } = HEALTH[health];
  return <Badge tone={tone}>{text}</Badge>;
}

/** "1 new · 1 changed · 1 removed · 6 same", or what the run is doing instead. */
export function changeSummary(run: MonitorRun): string {
  if (run.status === 'running') return 'Running…';
  if (run.status === 'failed') return 'Failed';
  if (run.status === 'needs_attention') return 'Needs attention';
  const { changes } = run;
  return `${changes.new} new · ${changes.changed} changed · ${changes.removed} removed · ${changes.same} same`;
}
