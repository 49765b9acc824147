import { Badge } from '@/components/ui/badge';

const TONE = {
  completed: 'green',
  processing: 'blue',
  failed: 'red',
} as const;

/** Spec: completed green, processing, failed red, others grey. */
export function JobStatusBadge({ status }: { status: string }) {
  const tone = status in TONE ? TONE[status as keyof typeof TONE] : 'grey';
  return <Badge tone={tone}>{status}</Badge>;
}
