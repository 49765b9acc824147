import { Badge } from '@/components/ui/badge';

const TONE = {
  completed: 'green',
  processing: 'blue',
  failed: 'red',
} as const;

/**
 * Spec: completed green, processing, failed red, others grey. Job lists say "Active" for a job
 * in processing, as their tab does (spec/dashboard.md section 4).
 */
export function JobStatusBadge({ status, inList = false }: { status: string; inList?: boolean }) {
  const tone = status in TONE ? TONE[status as keyof typeof TONE] : 'grey';
  return <Badge tone={tone}>{inList && status === 'processing' ? 'Active' : status}</Badge>;
}
