import type { DocumentReading, StreamingJob } from '@gleaner/shared';
import { Progress } from '@/components/ui/progress';
import { formatDuration } from '@/lib/format';
import { jobCounts, readingStatus } from '../job-counts';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-muted/60 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-mono text-sm font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/** Progress bar and the job's counters (spec: streaming job), and the document being read. */
export function JobStats({
  job,
  reading,
}: {
  job: StreamingJob;
  reading?: DocumentReading | null | undefined;
}) {
  const counts = jobCounts(job);
  // Only a running job whose total is unknown gets the moving bar; a stopped one keeps its bound.
  const indeterminate = counts.open && job.status === 'processing';
  const eta =
    job.status === 'processing' && job.estimatedTimeRemaining !== null
      ? formatDuration(job.estimatedTimeRemaining)
      : '—';
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3">
        <Progress value={indeterminate ? null : job.progress} label="Job progress" />
        <span className="w-12 text-right font-mono text-sm tabular-nums">
          {counts.open ? '' : `${Math.round(job.progress * 100)}%`}
        </span>
      </div>
      {reading && job.status === 'processing' && (
        <p className="text-xs break-words text-muted-foreground" role="status" title={reading.url}>
          {readingStatus(reading)}
        </p>
      )}
      {indeterminate && (
        <p className="text-xs text-muted-foreground">
          Following links: the number of pages is not known until the last one is found.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        <Stat label="Pages" value={counts.pages} />
        <Stat label="Results" value={String(job.totalResults)} />
        <Stat label="Chunk" value={counts.chunk} />
        <Stat label="ETA" value={eta} />
        <Stat label="Errors" value={String(job.errors.length)} />
      </dl>
    </div>
  );
}
