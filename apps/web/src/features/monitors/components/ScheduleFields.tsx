import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SELECT_CLASS } from '../monitor-source';
import type { Every } from '@gleaner/shared';

export type ScheduleKind = 'manual' | Every | 'cron';

export interface ScheduleDraft {
  kind: ScheduleKind;
  every: number;
  cron: string;
  timezone: string;
}

/** When the monitor runs: only by hand, every N minutes/hours/days, or a cron expression. */
export function ScheduleFields({
  draft,
  onChange,
}: {
  draft: ScheduleDraft;
  onChange: (draft: ScheduleDraft) => void;
}) {
  const set = (patch: Partial<ScheduleDraft>) => onChange({ ...draft, ...patch });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Schedule</legend>
      <div className="flex flex-wrap items-center gap-2">
        {draft.kind !== 'manual' && draft.kind !== 'cron' && (
          <>
            <span className="text-sm">Every</span>
            <Input
              aria-label="How many"
              type="number"
              min={1}
              max={999}
              className="w-20"
              value={draft.every}
              onChange={(event) => set({ every: Number(event.target.value) || 1 })}
            />
          </>
        )}
        <select
          aria-label="Schedule"
          className={`${SELECT_CLASS} w-auto min-w-40 flex-1`}
          value={draft.kind}
          onChange={(event) => set({ kind: event.target.value as ScheduleKind })}
        >
          <option value="manual">Only when I run it</option>
          <option value="minutes">minutes</option>
          <option value="hours">hours</option>
          <option value="days">days (at 09:00)</option>
          <option value="cron">Cron expression…</option>
        </select>
      </div>
      {draft.kind === 'cron' && (
        <div className="grid gap-1">
          <Label htmlFor="monitor-cron">Cron (minute hour day month weekday)</Label>
          <Input
            id="monitor-cron"
            className="font-mono"
            placeholder="0 9 * * 1-5"
            value={draft.cron}
            onChange={(event) => set({ cron: event.target.value })}
          />
        </div>
      )}
      {draft.kind !== 'manual' && (
        <div className="grid gap-1">
          <Label htmlFor="monitor-timezone">Time zone</Label>
          <Input
            id="monitor-timezone"
            value={draft.timezone}
            onChange={(event) => set({ timezone: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
