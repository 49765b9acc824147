import { PRODUCT_VERSION } from '@gleaner/shared';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/PageShell';
import { Badge } from '@/components/ui/badge';
import { DocsSearch } from '@/features/docs/components/DocsSearch';
import { DocsSection } from '@/features/docs/components/DocsSection';
import { DOCS_SECTION_IDS, DOCS_SECTIONS } from '@/features/docs/docs-sections';
import { useScrollToHash } from '@/features/docs/hooks/use-scroll-to-hash';
import { useSectionSearch } from '@/features/docs/hooks/use-section-search';

const link = 'text-primary hover:underline';

/** How to use Gleaner: quick start, requests, the CLI, the API and good practice. */
export default function DocsPage() {
  const { query, search, matches, container } = useSectionSearch(DOCS_SECTION_IDS);
  useScrollToHash();
  return (
    <PageShell
      title="Documentation"
      description={
        <>
          Everything you need to gather data with Gleaner.{' '}
          <Badge tone="blue">v{PRODUCT_VERSION}</Badge>
        </>
      }
    >
      <div className="grid min-w-0 grid-cols-1 gap-6">
        <DocsSearch query={query} onChange={search} />
        <nav aria-label="On this page">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {DOCS_SECTIONS.filter(({ id }) => matches.has(id)).map(({ id, title }) => (
              <li key={id}>
                <a className={link} href={`#${id}`}>
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {matches.size === 0 && (
          <p role="status" className="text-sm text-muted-foreground">
            No section mentions “{query}”. Try fewer words, or{' '}
            <Link className={link} to="/contact?topic=support">
              ask us
            </Link>
            .
          </p>
        )}
        <div ref={container} className="grid min-w-0 grid-cols-1 gap-10">
          {DOCS_SECTIONS.map(({ id, title, Body }) => (
            <DocsSection key={id} id={id} title={title} hidden={!matches.has(id)}>
              <Body />
            </DocsSection>
          ))}
        </div>
        <p className="border-t pt-6 text-sm text-muted-foreground">
          Version {PRODUCT_VERSION}.{' '}
          <Link className={link} to="/">
            Home
          </Link>{' '}
          ·{' '}
          <Link className={link} to="/contact">
            Contact us
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
