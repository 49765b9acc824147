import { countOf } from '@gleaner/shared';
import { LinkIcon, LoaderIcon } from 'lucide-react';
import { CopyButton } from '@/components/CopyButton';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useShareLinks } from '../hooks/use-share-links';
import { ShareLinkList } from './ShareLinkList';

/** Make a read-only link to a job's results, copy it (shown once), and revoke links. */
export default function ShareDialog({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const { list, create, revoke } = useShareLinks(jobId);
  const made = create.data;
  const address = made ? new URL(made.path, window.location.origin).href : null;
  const working = list.data?.filter((link) => link.revokedAt === null).length ?? 0;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Share results</DialogTitle>
          <DialogDescription>
            Anyone with the link sees this job&apos;s results and can download them as CSV or JSON,
            without signing in. Nothing else of yours is shown. Revoke a link to stop it.
          </DialogDescription>
        </DialogHeader>
        {address ? (
          <div className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-medium">Copy the link now: it is not shown again.</p>
            <div className="flex items-center gap-2">
              <a
                href={address}
                target="_blank"
                rel="noreferrer"
                className="min-w-0 flex-1 font-mono text-xs break-all underline"
                data-testid="share-link"
              >
                {address}
              </a>
              <CopyButton text={address} label="share link" />
            </div>
          </div>
        ) : (
          <Button
            className="justify-self-start"
            disabled={create.isPending}
            onClick={() => create.mutate()}
          >
            {create.isPending ? (
              <LoaderIcon className="animate-spin" aria-hidden="true" />
            ) : (
              <LinkIcon aria-hidden="true" />
            )}
            Create a link
          </Button>
        )}
        <section aria-label="Links to these results" className="grid gap-2">
          <h3 className="text-sm font-medium">
            {list.data ? `${countOf(working, 'working link')}` : 'Links'}
          </h3>
          {list.isPending && (
            <p role="status" className="text-sm text-muted-foreground">
              Loading the links…
            </p>
          )}
          {list.isError && (
            <p role="alert" className="text-sm text-red-700">
              Could not load the links: {list.error.message}
            </p>
          )}
          {list.data && (
            <ShareLinkList
              links={list.data}
              revoking={revoke.isPending ? revoke.variables : undefined}
              onRevoke={(id) => revoke.mutate(id)}
            />
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
