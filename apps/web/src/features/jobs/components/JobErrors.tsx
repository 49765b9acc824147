import { countOf } from '@gleaner/shared';
import type { StreamingJob } from '@gleaner/shared';

/** The job's errors, newest last; nothing when there are none. */
export function JobErrors({ errors }: { errors: StreamingJob['errors'] }) {
  if (errors.length === 0) return null;
  return (
    <details className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-900">
      <summary className="cursor-pointer font-medium">{countOf(errors.length, 'error')}</summary>
      <ul className="mt-2 grid gap-1">
        {errors.slice(-20).map((error, index) => (
          <li key={`${error.timestamp}-${index}`} className="break-words">
            {error.url && <span className="font-mono">{error.url}: </span>}
            {error.message}
          </li>
        ))}
      </ul>
    </details>
  );
}
