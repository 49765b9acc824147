import { cronFor, type CreateMonitorBody, type Monitor } from '@gleaner/shared';
import { LoaderIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMonitorActions } from '../hooks/use-monitor-actions';
import type { MonitorSource } from '../monitor-source';
import { CreatedMonitor } from './CreatedMonitor';
import { ScheduleFields, type ScheduleDraft } from './ScheduleFields';
import { NotifyEmailField } from './NotifyEmailField';

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function scheduleOf(draft: ScheduleDraft): CreateMonitorBody['schedule'] {
  if (draft.kind === 'manual') return null;
  const cron = draft.kind === 'cron' ? draft.cron : cronFor(draft.kind, draft.every);
  return { cron, timezone: draft.timezone };
}

/** "Monitor this": name, schedule, webhook and e-mail for a new monitor of a plan or job. */
export default function CreateMonitorDialog({
  source,
  onClose,
}: {
  source: MonitorSource;
  onClose: () => void;
}) {
  const { create } = useMonitorActions();
  const [name, setName] = useState(source.name);
  const [schedule, setSchedule] = useState<ScheduleDraft>({
    kind: 'days',
    every: 1,
    cron: '0 9 * * 1-5',
    timezone: localZone(),
  });
  const [webhook, setWebhook] = useState('');
  const [notifyEmail, setNotifyEmail] = useState(true);
  const [created, setCreated] = useState<Monitor | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { name: _name, ...what } = source;
    create.mutate(
      {
        ...what,
        name: name.trim() || source.name,
        schedule: scheduleOf(schedule),
        webhook: webhook.trim() ? { url: webhook.trim() } : null,
        notifyEmail,
      },
      { onSuccess: (reply) => setCreated(reply.monitor) },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Monitor this</DialogTitle>
          <DialogDescription>
            Run it again on a schedule and see what changed between runs.
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <CreatedMonitor monitor={created} />
        ) : (
          <form className="grid gap-4" onSubmit={submit}>
            <div className="grid gap-1">
              <Label htmlFor="monitor-name">Name</Label>
              <Input id="monitor-name" value={name} onChange={(e) => setName(e.target.value)} />
            </div>
            <ScheduleFields draft={schedule} onChange={setSchedule} />
            <div className="grid gap-1">
              <Label htmlFor="monitor-webhook">Webhook address (optional)</Label>
              <Input
                id="monitor-webhook"
                type="url"
                placeholder="https://example.com/hooks/gleaner"
                value={webhook}
                onChange={(e) => setWebhook(e.target.value)}
              />
            </div>
            <NotifyEmailField checked={notifyEmail} onChange={setNotifyEmail} />
            {create.isError && (
              <p role="alert" className="text-sm text-red-700">
                {create.error.message}
              </p>
            )}
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <LoaderIcon className="animate-spin" aria-hidden="true" />}
              Create monitor
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
