import { PageShell } from '@/components/layout/PageShell';
import { ContactButton } from '@/features/info/components/ContactButton';
import { InfoSection } from '@/features/info/components/InfoSection';

/** What Gleaner may not be used for. */
export default function AcceptableUsePage() {
  return (
    <PageShell
      title="Acceptable Use Policy"
      description="Gleaner is for gathering public information responsibly. These uses are not allowed."
    >
      <InfoSection title="Not allowed">
        <ul className="list-disc space-y-1 pl-5">
          <li>Gathering data to track, profile, harass or discriminate against people.</li>
          <li>Collecting personal data without a lawful reason, or selling it.</li>
          <li>Copying protected content to republish it without the owner&apos;s permission.</li>
          <li>
            Overloading sites or getting around robots.txt, rate limits, sign-ins, paywalls or other
            access controls.
          </li>
          <li>Reaching private networks, or testing systems you are not allowed to test.</li>
          <li>Sharing accounts or API keys to get around the per-person limits.</li>
        </ul>
      </InfoSection>
      <InfoSection title="What Gleaner enforces itself">
        <p>
          robots.txt and Crawl-delay are obeyed, requests to one site are limited, private addresses
          are refused, and each person&apos;s requests, jobs and messages are limited per minute.
        </p>
      </InfoSection>
      <InfoSection title="Reporting misuse">
        <p>If you see Gleaner used against these rules, or against your site, tell us.</p>
        <ContactButton topic="legal">Report misuse</ContactButton>
      </InfoSection>
    </PageShell>
  );
}
