import { ANONYMOUS_ID_HEADER } from '@gleaner/shared';
import { PlugZapIcon } from 'lucide-react';
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
import { LazyApiKeysSection } from '@/features/api-keys/components/LazyApiKeysSection';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { CodeSample } from './CodeSample';

function samples(origin: string) {
  return [
    {
      title: 'Scrape one page (REST)',
      code: `curl -X POST ${origin}/api/execute-scraping \\\n  -H 'Content-Type: application/json' \\\n  -H '${ANONYMOUS_ID_HEADER}: my-agent-0000000001' \\\n  -d '{"url":"https://example.com"}'`,
    },
    {
      title: 'Crawl a site as a job (REST)',
      code: `curl -X POST ${origin}/api/jobs \\\n  -H 'Content-Type: application/json' \\\n  -H 'Authorization: Bearer <access token>' \\\n  -d '{"url":"https://example.com","instruction":"Get every article","options":{"maxPages":50}}'`,
    },
    { title: 'Command line: one page', code: 'npx gleaner scrape <url>' },
    { title: 'Command line: a whole site', code: 'npx gleaner crawl <url> --max-pages 50' },
  ];
}

/** Connect to MCP: how to use Gleaner from other tools (REST API and the command line). */
export function McpDialog() {
  const { user } = useAuth();
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
            Use Gleaner from your own tools and assistants: call its REST API on this server, or run
            the <code className="font-mono">gleaner</code> command line.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          {samples(location.origin).map((sample) => (
            <CodeSample key={sample.title} {...sample} />
          ))}
        </div>
        <p className="text-xs text-muted-foreground">
          Signed-in calls send{' '}
          <code className="font-mono">Authorization: Bearer &lt;token&gt;</code> (from{' '}
          <code className="font-mono">POST /api/auth/login</code>); anonymous ones send the{' '}
          <code className="font-mono">{ANONYMOUS_ID_HEADER}</code> header with an id of 16–128
          letters, digits, _ or -.
        </p>
        {user && <LazyApiKeysSection />}
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
