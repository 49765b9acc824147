import { Link } from 'react-router';
import { PageShell } from '@/components/layout/PageShell';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardGrid } from '@/features/info/components/CardGrid';
import { CommunityLinks } from '@/features/info/components/CommunityLinks';
import { ContactAddress } from '@/features/info/components/ContactAddress';
import { InfoSection } from '@/features/info/components/InfoSection';
import { SendEmailButton } from '@/features/info/components/SendEmailButton';
import {
  AVERAGE_RESPONSE_TIME,
  EMAIL_SUPPORT,
  FIGURES_SOURCE,
  SUPPORT_HOURS,
} from '@/features/info/marketing-figures';

const ADDRESSES = [
  { what: 'General questions', topic: 'general', subject: 'General question' },
  { what: 'Technical support', topic: 'support', subject: 'Technical support' },
  { what: 'Billing', topic: 'billing', subject: 'Billing' },
  { what: 'Enterprise', topic: 'sales', subject: 'Enterprise' },
] as const;

/** Where to get help: the agent chat (said to be automated), e-mail, the docs, the hours and the addresses. */
export default function SupportPage() {
  return (
    <PageShell
      title="Support Center"
      description="Stuck on a site, a plan or an export? Here is how to get an answer."
    >
      <InfoSection title="Get help">
        <CardGrid
          cards={[
            {
              // The chat is the scraping agent, a program: say so, so nobody waits for a person.
              title: 'Live Chat with the agent',
              body: (
                <>
                  <span className="flex flex-wrap gap-1.5">
                    <Badge tone="green">Online</Badge>
                    <Badge>Automated, not a person</Badge>
                  </span>
                  <p className="mt-2">
                    The Gleaner agent answers in the app at once: it reads your page and helps with
                    requests, plans and exports. To reach a person, use e-mail or the{' '}
                    <Link className="font-medium text-primary hover:underline" to="/contact">
                      contact form
                    </Link>
                    .
                  </p>
                </>
              ),
              action: (
                <Button asChild>
                  <Link to="/app?chat=open">Start Chat</Link>
                </Button>
              ),
            },
            {
              title: 'Email Support',
              body: `${EMAIL_SUPPORT}.`,
              action: <SendEmailButton />,
            },
            {
              title: 'Documentation',
              body: 'Quick start, the request language, the command line and best practices.',
              action: (
                <Button asChild variant="outline">
                  <Link to="/docs">View Docs</Link>
                </Button>
              ),
            },
          ]}
        />
      </InfoSection>
      <InfoSection title="Support hours">
        <dl className="grid max-w-sm grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {SUPPORT_HOURS.map(({ days, hours }) => (
            <div key={days} className="contents">
              <dt>{days}</dt>
              <dd className="text-foreground">{hours}</dd>
            </div>
          ))}
          <dt>Email</dt>
          <dd className="text-foreground">{EMAIL_SUPPORT}</dd>
          <dt>Average response</dt>
          <dd className="text-foreground">{AVERAGE_RESPONSE_TIME}</dd>
        </dl>
        <p className="text-xs">
          {FIGURES_SOURCE} Enterprise customers receive priority e-mail support.
        </p>
      </InfoSection>
      <InfoSection title="Contact addresses">
        <ul className="space-y-1">
          {ADDRESSES.map(({ what, topic, subject }) => (
            <li key={topic}>
              {what}: <ContactAddress topic={topic} subject={subject} />
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title="Community">
        <CommunityLinks />
      </InfoSection>
    </PageShell>
  );
}
