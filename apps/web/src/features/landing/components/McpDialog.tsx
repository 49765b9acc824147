import { PlugZapIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
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

const CODE = 'rounded bg-muted px-1 py-0.5 font-mono text-[0.8125rem]';

/** The Connect to MCP button and its dialog: for now, how to reach the REST API instead. */
export function McpDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="lg" className="w-full md:w-auto">
          <PlugZapIcon aria-hidden="true" />
          Connect to MCP
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Connect to MCP</DialogTitle>
          <DialogDescription>
            A Model Context Protocol endpoint is not available yet. Until it is, your agents can use
            Gleaner&apos;s REST API on this server.
          </DialogDescription>
        </DialogHeader>
        <ol className="grid list-decimal gap-2 pl-5 text-sm leading-relaxed">
          <li>
            Sign in with <code className={CODE}>POST /api/auth/login</code> and keep the{' '}
            <code className={CODE}>access_token</code> from the reply.
          </li>
          <li>
            Send it as <code className={CODE}>Authorization: Bearer &lt;token&gt;</code> with every
            call under <code className={CODE}>/api</code>.
          </li>
          <li>Read the Documentation page for the scraping and job endpoints.</li>
        </ol>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button asChild>
            <Link to="/docs" onClick={() => setOpen(false)}>
              Open Documentation
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
