import type { StreamingJob } from '@gleaner/shared';
import { LoaderIcon, PlayIcon, RotateCcwIcon, SquareIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { JobAction } from '../api';

interface JobControlsProps {
  job: StreamingJob;
  pending: boolean;
  onAction: (action: JobAction) => void;
}

/** Spec section 4: Start when created; Cancel when processing; Resume when failed or cancelled. */
export function JobControls({ job, pending, onAction }: JobControlsProps) {
  const icon = (Icon: typeof PlayIcon) =>
    pending ? (
      <LoaderIcon className="animate-spin" aria-hidden="true" />
    ) : (
      <Icon aria-hidden="true" />
    );
  if (job.status === 'created') {
    return (
      <Button size="sm" disabled={pending} onClick={() => onAction('start')}>
        {icon(PlayIcon)}
        Start
      </Button>
    );
  }
  if (job.status === 'processing') {
    return (
      <Button size="sm" variant="outline" disabled={pending} onClick={() => onAction('cancel')}>
        {icon(SquareIcon)}
        Cancel
      </Button>
    );
  }
  if (job.status === 'failed' || job.status === 'cancelled') {
    return (
      <Button size="sm" disabled={pending} onClick={() => onAction('resume')}>
        {icon(RotateCcwIcon)}
        Resume
      </Button>
    );
  }
  return null;
}
