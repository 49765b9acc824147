import { Link } from 'react-router';
import { PageShell } from '@/components/layout/PageShell';
import { ContactButton } from '@/features/info/components/ContactButton';
import { InfoSection } from '@/features/info/components/InfoSection';

const link = 'text-primary hover:underline';

/** The privacy of the people who use Gleaner and of the people named on pages it reads. */
export default function PrivacyRightsPage() {
  return (
    <PageShell
      title="Privacy Rights"
      description="Two groups of people have privacy rights here: you, and the people whose information appears on the pages you gather."
    >
      <InfoSection title="Your data">
        <p>
          Gleaner keeps your account (e-mail, optional name, a salted password hash), your jobs,
          what they captured and your conversations with the agent. Nothing else: no tracking
          scripts, no advertising profiles, no selling of data.
        </p>
        <p>
          Without an account, your jobs are tied to a random id kept in your browser. Deleting an
          account deletes its jobs, captured data and conversations with it.
        </p>
      </InfoSection>
      <InfoSection title="People on the pages you gather">
        <p>
          Gleaner keeps no personal data beyond what you choose to scrape, and that stays in your
          account, visible only to you. If what you gather names people, you are responsible for
          having a lawful reason to process it, keeping it no longer than needed, and honouring
          their requests to see or erase it.
        </p>
      </InfoSection>
      <InfoSection title="Your rights">
        <p>
          You can see, export and delete what Gleaner holds about you at any time, or ask us to do
          it. The{' '}
          <Link className={link} to="/privacy">
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link className={link} to="/data-protection">
            Data Protection
          </Link>{' '}
          pages give the details.
        </p>
        <ContactButton topic="legal" variant="outline">
          Make a privacy request
        </ContactButton>
      </InfoSection>
    </PageShell>
  );
}
