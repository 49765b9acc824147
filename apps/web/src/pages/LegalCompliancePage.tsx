import { Link } from 'react-router';
import { PageShell } from '@/components/layout/PageShell';
import { Badge } from '@/components/ui/badge';
import { ContactAddress } from '@/features/info/components/ContactAddress';
import { InfoSection } from '@/features/info/components/InfoSection';

// The frameworks the spec's page names. They are the ones we design to; no certificate is claimed.
const FRAMEWORKS = ['GDPR', 'CCPA', 'SOC 2', 'ISO 27001'] as const;

const DOCUMENTS = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/data-protection', label: 'Data Protection' },
  { to: '/acceptable-use', label: 'Acceptable Use Policy' },
  { to: '/security', label: 'Security' },
  // The spec links /incident-response and /compliance-contact; they lead where those live here.
  { to: '/security#report-a-vulnerability', label: 'Incident Response' },
  { to: '/contact?topic=legal', label: 'Compliance Contact' },
] as const;

/** The legal documents, the frameworks Gleaner is built to, and whom to write to. */
export default function LegalCompliancePage() {
  return (
    <PageShell
      title="Legal and Compliance"
      description="The rules Gleaner works under, the documents that bind you and us, and where to send a legal question."
    >
      <InfoSection title="Frameworks">
        <ul className="flex flex-wrap gap-2" aria-label="Frameworks">
          {FRAMEWORKS.map((framework) => (
            <li key={framework}>
              <Badge tone="green">{framework}</Badge>
            </li>
          ))}
        </ul>
        <p>
          Gleaner is designed to these frameworks: personal data is kept to what a person gathers,
          stays in their account and goes when the account goes. If you run your own Gleaner server,
          you are the controller of the data on it and these duties are yours.
        </p>
      </InfoSection>
      <InfoSection title="Documents">
        <ul className="grid gap-2 sm:grid-cols-2">
          {DOCUMENTS.map(({ to, label }) => (
            <li key={to}>
              <Link className="text-primary hover:underline" to={to}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <p>Audit Reports: no third-party audit has been published yet.</p>
      </InfoSection>
      <InfoSection title="Legal contact">
        <p>
          Legal notices, data requests and compliance questions:{' '}
          <ContactAddress topic="legal" subject="Legal" />.
        </p>
      </InfoSection>
    </PageShell>
  );
}
