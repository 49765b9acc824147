import type { UsageSummary } from '@gleaner/shared';
import { Progress } from '@/components/ui/progress';
import { formatBytes } from '../format';

/** Storage Breakdown: bytes per kind, as measured in the database. */
export function StorageTab({ storage }: { storage: UsageSummary['storage_usage'] }) {
  const kinds = [
    { label: 'Scraped data', bytes: storage.scraped_data_bytes },
    { label: 'Conversations', bytes: storage.conversation_bytes },
    { label: 'File uploads', bytes: storage.file_upload_bytes },
  ];
  return (
    <section
      aria-label="Storage breakdown"
      className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div>
        <p className="text-xs font-medium text-muted-foreground">
          Stored now (whatever the period)
        </p>
        <p className="text-2xl font-semibold tabular-nums">{formatBytes(storage.total_bytes)}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          Measured in the database: the text of every item you captured (with its selector, page
          address and metadata) and of every conversation with the agent. Gleaner keeps no uploaded
          files.
        </p>
      </div>
      <ul className="grid gap-4">
        {kinds.map((kind) => {
          const share = storage.total_bytes > 0 ? kind.bytes / storage.total_bytes : 0;
          return (
            <li key={kind.label} className="grid gap-1.5">
              <div className="flex flex-wrap justify-between gap-2 text-sm">
                <span className="font-medium">{kind.label}</span>
                <span className="text-muted-foreground tabular-nums">
                  {formatBytes(kind.bytes)} · {Math.round(share * 100)}%
                </span>
              </div>
              <Progress value={share} label={`${kind.label}: ${formatBytes(kind.bytes)}`} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
