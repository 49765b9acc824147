import { TRUNCATE } from '@gleaner/shared';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { truncate } from '@/lib/format';

/**
 * A failed job's reason in a job list: 'Error: ' and its first 50 characters (spec), the whole
 * reason on hover and on keyboard focus, and whole to screen readers.
 */
export function JobErrorReason({ reason }: { reason: string }) {
  const text = `Error: ${reason}`;
  if (reason.length <= TRUNCATE.errorMessage) return <p className="text-xs text-red-700">{text}</p>;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A button so keyboard users can focus it to read the rest; it does nothing else. */}
        <button
          type="button"
          className="w-fit cursor-help rounded-sm text-left text-xs text-red-700 underline decoration-dotted underline-offset-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <span aria-hidden="true">{`Error: ${truncate(reason, TRUNCATE.errorMessage)}`}</span>
          <span className="sr-only">{text}</span>
        </button>
      </TooltipTrigger>
      <TooltipContent className="max-w-sm break-words">{text}</TooltipContent>
    </Tooltip>
  );
}
