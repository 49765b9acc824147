import { PRODUCT_NAME } from '@gleaner/shared';
import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageShellProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** A content page: document title, heading, body and a way back home. */
export function PageShell({ title, description, children }: PageShellProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${title} — ${PRODUCT_NAME}`}</title>
      <Link
        to="/"
        className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {description && <p className="mt-3 text-muted-foreground">{description}</p>}
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
