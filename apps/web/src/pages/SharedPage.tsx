import { countOf, PRODUCT_NAME } from '@gleaner/shared';
import { DownloadIcon, LoaderIcon } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ShareApiError, sharedExportHref } from '@/features/share/api';
import { SharedTable } from '@/features/share/components/SharedTable';
import { SHARED_PAGE_SIZE, useSharedResults } from '@/features/share/hooks/use-shared-results';

/** /share/:token: one job's results as its owner shared them, for anyone with the link. */
export default function SharedPage() {
  const { token = '' } = useParams();
  const [offset, setOffset] = useState(0);
  const shared = useSharedResults(token, offset);
  const data = shared.data;
  const last = data ? Math.min(data.offset + data.results.length, data.total) : 0;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-8 sm:px-6">
      <title>{`Shared results — ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Shared results</h1>
      {shared.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading the results…
        </p>
      )}
      {shared.isError && (
        <p role="alert" className="text-sm text-red-700">
          {shared.error instanceof ShareApiError && shared.error.status === 404
            ? 'This link does not open anything: its owner revoked it, or it was never made.'
            : `Could not load the results: ${shared.error.message}`}
        </p>
      )}
      {data && (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="min-w-0 text-sm text-muted-foreground">
              {countOf(data.total, 'result')} gathered from{' '}
              <span className="break-all text-foreground">{data.job.url}</span>
              {data.job.completedAt && ` on ${new Date(data.job.completedAt).toLocaleDateString()}`}
              {data.job.status === 'processing' && ' (still running)'}
            </p>
            <div className="flex gap-2">
              {(['csv', 'json'] as const).map((format) => (
                <Button key={format} size="sm" variant="outline" asChild>
                  <a href={sharedExportHref(token, format)} download>
                    <DownloadIcon aria-hidden="true" />
                    {format.toUpperCase()}
                  </a>
                </Button>
              ))}
            </div>
          </div>
          {data.total === 0 ? (
            <p className="text-sm text-muted-foreground">This job has no results yet.</p>
          ) : (
            <SharedTable fields={data.job.fields} results={data.results} />
          )}
          {data.total > SHARED_PAGE_SIZE && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
              <span className="text-muted-foreground">
                {(data.offset + 1).toLocaleString('en-US')}–{last.toLocaleString('en-US')} of{' '}
                {data.total.toLocaleString('en-US')}
              </span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - SHARED_PAGE_SIZE))}
                >
                  Previous
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={last >= data.total}
                  onClick={() => setOffset(offset + SHARED_PAGE_SIZE)}
                >
                  Next
                </Button>
              </span>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
