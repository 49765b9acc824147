import { PlugZapIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

// The set-ups and the key manager load when the dialog opens, not with the landing page.
const McpDialogBody = lazy(() => import('./McpDialogBody'));

/** Connect to MCP: use Gleaner from assistants and programs (MCP over stdio or HTTP, REST). */
export function McpDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="lg" className="w-full md:w-auto">
          <PlugZapIcon aria-hidden="true" />
          Connect to MCP
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Connect to MCP</DialogTitle>
          <DialogDescription>
            Give your assistant Gleaner&apos;s tools (plan, scrape, crawl, job status, results,
            cancel) with an API key, or call the REST API from your own programs.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
          <McpDialogBody />
        </Suspense>
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
