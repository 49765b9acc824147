import { LIVE_RESULTS_SHOWN, TRUNCATE, type LiveResult } from '@gleaner/shared';
import { contentText, truncate } from '@/lib/format';

/** The last 10 live results, content cut at 80 characters. */
export function LiveResults({ results }: { results: LiveResult[] }) {
  const shown = results.slice(-LIVE_RESULTS_SHOWN).reverse();
  if (shown.length === 0) {
    return (
      <p className="text-xs text-muted-foreground">Live results appear here as pages finish.</p>
    );
  }
  return (
    <ol aria-label="Live results" className="grid grid-cols-1 gap-1">
      {shown.map((result) => (
        <li key={result.id} className="flex gap-2 rounded bg-muted/50 px-2 py-1 font-mono text-xs">
          <span className="shrink-0 text-primary">{result.type}</span>
          <span className="min-w-0 truncate">
            {truncate(contentText(result.content), TRUNCATE.liveResult)}
          </span>
        </li>
      ))}
    </ol>
  );
}
