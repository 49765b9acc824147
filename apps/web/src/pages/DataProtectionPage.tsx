import { PageShell } from '@/components/layout/PageShell';
import { ContactAddress } from '@/features/info/components/ContactAddress';
import { InfoSection } from '@/features/info/components/InfoSection';

/** Roles and duties under data protection law (GDPR, CCPA) for Gleaner, its users and operators. */
export default function DataProtectionPage() {
  return (
    <PageShell
      title="Data Protection"
      description="Who is responsible for which personal data, and how it is protected."
    >
      <InfoSection title="Who is responsible">
        <p>
          For your account data, the operator of this server is the controller. For personal data
          inside what you scrape, you decide what is gathered and why, so you are the controller and
          need a lawful basis; the operator processes it only to store it and show it to you.
        </p>
      </InfoSection>
      <InfoSection title="Keeping it small">
        <p>
          Gleaner keeps no personal data beyond what you choose to scrape. Ask only for the fields
          you need: the agent gathers the fields your request names, not whole pages.
        </p>
      </InfoSection>
      <InfoSection title="How it is protected">
        <ul className="list-disc space-y-1 pl-5">
          <li>Passwords hashed with Argon2id; API keys stored only as hashes.</li>
          <li>Each person sees only their own jobs, results and conversations.</li>
          <li>
            Each page is rendered in a browser context of its own; no cookies pass between people.
          </li>
          <li>Scraping cannot reach private or internal network addresses.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Your rights">
        <p>
          Access, correction, export, deletion and objection: export your data from the app at any
          time, delete jobs or your whole account, or write to{' '}
          <ContactAddress topic="legal" subject="Data protection request" />. We answer within 30
          days.
        </p>
      </InfoSection>
      <InfoSection title="Self-hosted servers">
        <p>
          If you run Gleaner yourself, the data stays on your database and you hold these duties:
          say who you are, secure the server, answer requests, and set how long data is kept.
        </p>
      </InfoSection>
    </PageShell>
  );
}
