import { LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface DocsSectionProps {
  id: string;
  title: string;
  hidden: boolean;
  children: ReactNode;
}

/** One linkable part of the docs (`/docs#id`), hidden but still searchable when filtered out. */
export function DocsSection({ id, title, hidden, children }: DocsSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      hidden={hidden}
      className="min-w-0 scroll-mt-20 border-t pt-8 first:border-t-0 first:pt-0"
    >
      <h2 id={`${id}-title`} className="group flex items-center gap-2 text-2xl font-semibold">
        {title}
        <a
          href={`#${id}`}
          aria-label={`Link to ${title}`}
          className="text-muted-foreground opacity-0 outline-none group-hover:opacity-100 focus-visible:opacity-100"
        >
          <LinkIcon className="size-4" aria-hidden="true" />
        </a>
      </h2>
      <div className="mt-4 space-y-4 text-sm leading-relaxed text-muted-foreground [&_strong]:text-foreground">
        {children}
      </div>
    </section>
  );
}
