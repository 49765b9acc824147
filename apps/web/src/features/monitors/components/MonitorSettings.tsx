import { cronFor, type Monitor } from '@gleaner/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMonitorActions } from '../hooks/use-monitor-actions';
import { ScheduleFields, type ScheduleDraft } from './ScheduleFields';
import { NotifyEmailField } from './NotifyEmailField';

function draftOf(monitor: Monitor): ScheduleDraft {
  return {
    kind: monitor.schedule ? 'cron' : 'manual',
    every: 1,
    cron: monitor.schedule?.cron ?? '0 9 * * *',
    timezone: monitor.schedule?.timezone ?? 'UTC',
  };
}

/** Change the schedule, the webhook address and the e-mail switch. */
export function MonitorSettings({ monitor }: { monitor: Monitor }) {
  const { update } = useMonitorActions();
  const [schedule, setSchedule] = useState(() => draftOf(monitor));
  const [webhook, setWebhook] = useState(monitor.webhook?.url ?? '');
  const [notifyEmail, setNotifyEmail] = useState(monitor.notifyEmail);
  const [secret, setSecret] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cron =
      schedule.kind === 'cron'
        ? schedule.cron
        : schedule.kind === 'manual'
          ? null
          : cronFor(schedule.kind, schedule.every);
    update.mutate(
      {
        id: monitor.id,
        body: {
          schedule: cron ? { cron, timezone: schedule.timezone } : null,
          webhook: webhook.trim() ? { url: webhook.trim() } : null,
          notifyEmail,
        },
      },
      { onSuccess: (reply) => setSecret(reply.monitor.webhook?.secret ?? null) },
    );
  };
  return (
    <form className="grid max-w-lg gap-4" onSubmit={submit} aria-label="Monitor settings">
      <ScheduleFields draft={schedule} onChange={setSchedule} />
      <div className="grid gap-1">
        <Label htmlFor="settings-webhook">Webhook address</Label>
        <Input
          id="settings-webhook"
          type="url"
          value={webhook}
          onChange={(e) => setWebhook(e.target.value)}
        />
      </div>
      <NotifyEmailField checked={notifyEmail} onChange={setNotifyEmail} />
      {update.isError && (
        <p role="alert" className="text-sm text-red-700">
          {update.error.message}
        </p>
      )}
      {secret && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-xs break-all text-amber-950">
          Webhook signing secret (shown once): <code>{secret}</code>
        </p>
      )}
      <Button type="submit" disabled={update.isPending} className="justify-self-start">
        Save
      </Button>
    </form>
  );
}
