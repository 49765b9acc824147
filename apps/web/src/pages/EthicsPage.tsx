import { PageShell } from '@/components/layout/PageShell';
import { ContactButton } from '@/features/info/components/ContactButton';
import { InfoSection } from '@/features/info/components/InfoSection';

/** How Gleaner gathers data responsibly: what the software does by default, and why. */
export default function EthicsPage() {
  return (
    <PageShell
      title="Ethics"
      description="Gleaner reads public web pages on your behalf. These are the rules it follows by default, and the ones it asks of you."
    >
      <InfoSection title="Polite by default">
        <p>
          Before fetching a page, Gleaner reads the site&apos;s <strong>robots.txt</strong> and
          obeys its Allow and Disallow rules and its <strong>Crawl-delay</strong> (up to a minute
          between requests). It identifies itself as <strong>GleanerBot</strong>, so site owners can
          address it by name.
        </p>
        <p>
          It keeps at most two requests in flight to any one site at a time, backs off when a site
          answers with errors or asks it to slow down, and fetches each page of a job once, even
          when a job is resumed.
        </p>
      </InfoSection>
      <InfoSection title="Public web only">
        <p>
          Scraping stays on the public internet. Every connection, every redirect and every request
          the built-in browser makes is checked against private, loopback and reserved addresses, so
          Gleaner cannot be turned into a tool for reaching inside someone&apos;s network.
        </p>
      </InfoSection>
      <InfoSection title="Transparent AI">
        <p>
          The agent shows its plan before it runs: which page it read, which fields it found, and
          where on the page each value comes from. A field it could not find is named, not guessed.
          By default no outside AI service sees your requests; the built-in planner works without
          one.
        </p>
      </InfoSection>
      <InfoSection title="What we ask of you">
        <p>
          Gather only what you are entitled to use, respect a site&apos;s terms and the people whose
          information appears on it, and do not use Gleaner to overload a site. The{' '}
          <a className="text-primary hover:underline" href="/acceptable-use">
            Acceptable Use Policy
          </a>{' '}
          lists what is not allowed.
        </p>
        <ContactButton topic="general" variant="outline">
          Raise an ethical concern
        </ContactButton>
      </InfoSection>
    </PageShell>
  );
}
