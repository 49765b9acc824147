import type { ReactNode } from 'react';
import { useHashTarget } from '../hooks/use-hash-target';

interface InfoSectionProps {
  /** The heading; also gives the section its #anchor. */
  title: string;
  children: ReactNode;
}

export function sectionId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** One titled part of an informational page, linkable by its heading. */
export function InfoSection({ title, children }: InfoSectionProps) {
  const id = sectionId(title);
  const ref = useHashTarget<HTMLElement>(id);
  return (
    <section ref={ref} aria-labelledby={id} className="mt-10 scroll-mt-20 first:mt-0">
      <h2 id={id} className="scroll-mt-20 text-xl font-semibold tracking-tight">
        <a href={`#${id}`} className="outline-none hover:underline focus-visible:underline">
          {title}
        </a>
      </h2>
      <div className="mt-3 space-y-3 text-sm leading-relaxed text-muted-foreground [&_strong]:text-foreground">
        {children}
      </div>
    </section>
  );
}
