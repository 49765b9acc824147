import { DownloadIcon, RotateCcwIcon, SettingsIcon, ZoomInIcon, ZoomOutIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { GRAPH } from './graph-model';
import type { ViewState } from './SigmaCanvas';

interface Props {
  view: ViewState;
  onChange: (change: Partial<ViewState>) => void;
  onZoom: (factor: number) => void;
  onReset: () => void;
  onExport: () => void;
}

/** Search, zoom in and out, reset, Display Options (labels, node size, link opacity), export. */
export function GraphControls({ view, onChange, onZoom, onReset, onExport }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Input
        className="h-9 min-w-0 flex-1 basis-40"
        placeholder="Search graph..."
        aria-label="Search graph"
        value={view.search}
        onChange={(e) => onChange({ search: e.target.value })}
      />
      <Button
        size="icon"
        variant="outline"
        aria-label="Zoom in"
        onClick={() => onZoom(GRAPH.zoomStep)}
      >
        <ZoomInIcon aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="outline"
        aria-label="Zoom out"
        onClick={() => onZoom(1 / GRAPH.zoomStep)}
      >
        <ZoomOutIcon aria-hidden="true" />
      </Button>
      <Button size="icon" variant="outline" aria-label="Reset view" onClick={onReset}>
        <RotateCcwIcon aria-hidden="true" />
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant="outline">
            <SettingsIcon aria-hidden="true" /> Settings
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="grid w-60 gap-3 p-3" aria-label="Display Options">
          <p className="text-sm font-semibold">Display Options</p>
          <label className="flex items-center justify-between gap-2 text-sm">
            Show labels
            <input
              type="checkbox"
              checked={view.showLabels}
              onChange={(e) => onChange({ showLabels: e.target.checked })}
            />
          </label>
          <label className="grid gap-1 text-sm">
            Node size: {view.nodeSize}
            <input
              type="range"
              min={GRAPH.nodeSize.min}
              max={GRAPH.nodeSize.max}
              step={GRAPH.nodeSize.step}
              value={view.nodeSize}
              onChange={(e) => onChange({ nodeSize: Number(e.target.value) })}
            />
          </label>
          <label className="grid gap-1 text-sm">
            Link opacity: {view.linkOpacity.toFixed(1)}
            <input
              type="range"
              min={GRAPH.linkOpacity.min}
              max={GRAPH.linkOpacity.max}
              step={GRAPH.linkOpacity.step}
              value={view.linkOpacity}
              onChange={(e) => onChange({ linkOpacity: Number(e.target.value) })}
            />
          </label>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button size="sm" variant="outline" onClick={onExport}>
        <DownloadIcon aria-hidden="true" /> Export
      </Button>
    </div>
  );
}
