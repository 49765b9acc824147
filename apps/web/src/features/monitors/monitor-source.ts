import type { CreateMonitorBody } from '@gleaner/shared';

/** What a new monitor watches: a job's plan, or the chat's current plan. */
export type MonitorSource = Pick<
  CreateMonitorBody,
  'jobId' | 'url' | 'instruction' | 'plan' | 'options'
> & { name: string };

export const SELECT_CLASS =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40';
