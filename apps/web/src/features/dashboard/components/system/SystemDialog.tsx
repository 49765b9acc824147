import { RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface SystemDialogProps {
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  refreshing: boolean;
  onRefresh: () => void;
  children: ReactNode;
}

/** A System Command Center detail: title, Refresh, and the figures. */
export function SystemDialog(props: SystemDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-4xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <div>
          <Button size="sm" variant="outline" onClick={props.onRefresh} disabled={props.refreshing}>
            <RefreshCwIcon className={props.refreshing ? 'animate-spin' : ''} aria-hidden="true" />
            Refresh
          </Button>
        </div>
        <div className="min-w-0">{props.children}</div>
      </DialogContent>
    </Dialog>
  );
}
