import { PRODUCT_NAME } from '@gleaner/shared';
import { WheatIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** The product wordmark, linking home. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <WheatIcon className="size-4.5" aria-hidden="true" />
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}
