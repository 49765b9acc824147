import { useQuery } from '@tanstack/react-query';
import { LoaderIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { fetchJobColumns } from '../api';

interface Props {
  jobId: string;
  busy: boolean;
  onPick: (question: string) => void;
}

/** Data Analysis, Data Querying and Insights: four questions each, written for this job's columns. */
export function SuggestedPrompts({ jobId, busy, onPick }: Props) {
  const who = useJobsIdentity();
  const columns = useQuery({
    queryKey: ['data-agent', 'columns', who.owner, jobId],
    queryFn: () => fetchJobColumns(who, jobId),
  });
  if (columns.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Reading this job&apos;s
        columns…
      </p>
    );
  if (columns.isError)
    return (
      <div className="grid justify-items-start gap-2 py-6 text-sm">
        <p>Suggested prompts are unavailable: {columns.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => void columns.refetch()}>
          Retry
        </Button>
      </div>
    );
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {columns.data.prompts.map((category) => (
        <section
          key={category.title}
          aria-label={category.title}
          className="grid content-start gap-2"
        >
          <h3 className="text-sm font-semibold">{category.title}</h3>
          {category.prompts.map((prompt) => (
            <button
              key={prompt}
              type="button"
              disabled={busy}
              onClick={() => onPick(prompt)}
              className="rounded-md border bg-card px-3 py-2 text-left text-sm hover:bg-accent disabled:opacity-50"
            >
              {prompt}
            </button>
          ))}
        </section>
      ))}
    </div>
  );
}
