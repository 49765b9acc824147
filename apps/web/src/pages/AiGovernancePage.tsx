import { PageShell } from '@/components/layout/PageShell';
import { CardGrid } from '@/features/info/components/CardGrid';
import { ContactButton } from '@/features/info/components/ContactButton';
import { InfoSection } from '@/features/info/components/InfoSection';
import { Badge } from '@/components/ui/badge';

// Committees, tiers, standards, reporting and feedback as spec/dashboard.md section 2 lists them.
const COMMITTEES = [
  {
    title: 'AI Ethics Board',
    body: 'Reviews new agent capabilities before release.',
    points: [
      'Authority to halt projects with ethical concerns',
      'Public reporting of its decisions',
    ],
  },
  {
    title: 'Technical Review Committee',
    body: 'Checks how the agent behaves on real sites.',
    points: [
      'Pre-deployment safety assessments',
      'Continuous monitoring',
      'Risk mitigation',
      'Standards compliance',
    ],
  },
  {
    title: 'Stakeholder Advisory Panel',
    body: 'Brings in the people affected by what the product does.',
    points: [
      'Community impact',
      'Accessibility feedback',
      'Cultural sensitivity',
      'Policy recommendations',
    ],
  },
] as const;

const TIERS = [
  {
    title: 'High risk',
    tone: 'red',
    body: 'Gathering that could touch personal data or reach many sites at once.',
    points: ['Mandatory ethics review', 'Extended testing', 'Regular audits'],
  },
  {
    title: 'Medium risk',
    tone: 'yellow',
    body: 'New ways of reading pages or planning extractions.',
    points: ['Standard review', 'Bias testing', 'Performance monitoring'],
  },
  {
    title: 'Low risk',
    tone: 'green',
    body: 'Changes to layout, exports and wording.',
    points: ['Streamlined approval', 'Basic safety checks', 'Periodic reviews'],
  },
] as const;

const STANDARDS = [
  'ISO/IEC 23053',
  'IEEE',
  'Partnership on AI',
  'EU AI Act preparation',
  'NIST AI RMF',
  'Montreal Declaration',
  'Asilomar AI Principles',
  'Future of Life guidelines',
] as const;

/** How decisions about Gleaner's AI are made, checked and reported. */
export default function AiGovernancePage() {
  return (
    <PageShell
      title="AI Governance"
      description="Gleaner's agent decides what to read on a page and how. These are the bodies, rules and reports that keep those decisions accountable."
    >
      <InfoSection title="Committees and duties">
        <CardGrid cards={COMMITTEES} />
      </InfoSection>
      <InfoSection title="Risk framework">
        <p>Every change to the agent is placed in one of three tiers before it ships.</p>
        <CardGrid
          cards={TIERS.map((tier) => ({
            ...tier,
            title: tier.title,
            body: (
              <>
                <Badge tone={tier.tone}>{tier.title}</Badge>
                <p className="mt-2">{tier.body}</p>
              </>
            ),
          }))}
        />
      </InfoSection>
      <InfoSection title="Standards we follow">
        <ul className="flex flex-wrap gap-2">
          {STANDARDS.map((standard) => (
            <li key={standard}>
              <Badge tone="blue">{standard}</Badge>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title="Reporting">
        <ul className="list-disc space-y-1 pl-5">
          <li>Annual governance report</li>
          <li>Quarterly ethics board summaries</li>
          <li>Incident disclosures</li>
          <li>Metric transparency: how well the agent reads pages, measured on saved sites</li>
        </ul>
      </InfoSection>
      <InfoSection title="Feedback">
        <ul className="list-disc space-y-1 pl-5">
          <li>Public consultation on major changes</li>
          <li>Whistleblower protection for anyone who reports a concern</li>
          <li>Community channels</li>
          <li>Third-party audits</li>
        </ul>
        <ContactButton topic="general">Share feedback</ContactButton>
      </InfoSection>
    </PageShell>
  );
}
