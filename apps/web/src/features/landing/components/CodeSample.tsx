import { CopyButton } from '@/components/CopyButton';

/** A titled command with its copy button, and what to change in it. */
export function CodeSample({ title, code, note }: { title: string; code: string; note?: string }) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">{title}</h3>
        <CopyButton text={code} label={title} />
      </div>
      <pre className="overflow-x-auto rounded-lg bg-slate-950 p-3 font-mono text-xs text-slate-100">
        <code>{code}</code>
      </pre>
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
    </div>
  );
}
