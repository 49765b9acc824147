import type { ReactNode } from 'react';

interface SystemCardProps {
  title: string;
  icon: ReactNode;
  /** The headline figure, or the unavailable / loading text. */
  value: ReactNode;
  detail: ReactNode;
  onOpen: () => void;
}

/** One System Command Center card; the whole card opens its detail dialog. */
export function SystemCard({ title, icon, value, detail, onOpen }: SystemCardProps) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="grid min-w-0 gap-1 rounded-xl border bg-card p-4 text-left shadow-sm transition-colors outline-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        {title}
        {icon}
      </span>
      <span className="text-xl font-semibold tabular-nums">{value}</span>
      <span className="text-xs break-words text-muted-foreground">{detail}</span>
    </button>
  );
}
