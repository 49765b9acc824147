import { TriangleAlertIcon } from 'lucide-react';
import { CopyButton } from '@/components/CopyButton';
import { Button } from '@/components/ui/button';

/** The secret of a key just made: shown this once, since the server keeps only its hash. */
export function NewKeySecret({
  name,
  secret,
  onDone,
}: {
  name: string;
  secret: string;
  onDone: () => void;
}) {
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
    >
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Copy the key “{name}” now: it will not be shown again.
      </p>
      <div className="flex items-center gap-2">
        <code
          data-testid="new-api-key"
          className="min-w-0 flex-1 rounded bg-slate-950 px-2 py-1.5 font-mono text-xs break-all text-slate-100"
        >
          {secret}
        </code>
        <CopyButton text={secret} label="API key" />
      </div>
      <div className="flex justify-end">
        <Button size="sm" variant="outline" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </div>
  );
}
