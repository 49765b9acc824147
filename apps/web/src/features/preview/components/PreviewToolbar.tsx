import { CrosshairIcon, Maximize2Icon, Minimize2Icon, RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { truncate } from '@/lib/format';

interface PreviewToolbarProps {
  url: string;
  picking: boolean;
  expanded: boolean;
  ready: boolean;
  onPick: () => void;
  onExpand: () => void;
  onReload: () => void;
}

/** Address, Pick toggle, expand and reload for the page preview. */
export function PreviewToolbar({
  url,
  picking,
  expanded,
  ready,
  onPick,
  onExpand,
  onReload,
}: PreviewToolbarProps) {
  return (
    <div className="flex items-center gap-2 border-b bg-muted/60 px-2 py-1.5">
      <span
        className="min-w-0 flex-1 truncate rounded bg-card px-2 py-1 font-mono text-xs"
        title={url}
      >
        {truncate(url, 60)}
      </span>
      <Button
        size="sm"
        variant={picking ? 'default' : 'outline'}
        aria-pressed={picking}
        disabled={!ready}
        onClick={onPick}
      >
        <CrosshairIcon aria-hidden="true" />
        Pick
      </Button>
      <Button size="icon" variant="ghost" onClick={onReload} aria-label="Reload preview">
        <RefreshCwIcon aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        onClick={onExpand}
        aria-label={expanded ? 'Shrink preview' : 'Expand preview'}
      >
        {expanded ? <Minimize2Icon aria-hidden="true" /> : <Maximize2Icon aria-hidden="true" />}
      </Button>
    </div>
  );
}
