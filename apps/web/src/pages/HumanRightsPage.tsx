import { PageShell } from '@/components/layout/PageShell';
import { ContactButton } from '@/features/info/components/ContactButton';
import { InfoSection } from '@/features/info/components/InfoSection';

/** Gleaner's commitments on human rights, stated as what the product does and refuses. */
export default function HumanRightsPage() {
  return (
    <PageShell
      title="Human Rights"
      description="Data gathering can serve accountability and research, or surveillance. We build Gleaner for the first and refuse the second."
    >
      <InfoSection title="Our commitment">
        <p>
          We follow the UN Guiding Principles on Business and Human Rights: we look for the ways our
          product could harm people, act to prevent them, and say openly what we do.
        </p>
      </InfoSection>
      <InfoSection title="Uses we refuse">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Tracking, profiling or harassing individuals, activists, journalists or minorities.
          </li>
          <li>Gathering data to discriminate in housing, employment, credit or public services.</li>
          <li>Helping to suppress speech, assembly or access to information.</li>
        </ul>
        <p>
          Accounts used this way are closed. Report misuse through the contact form; reports are
          read by a person.
        </p>
      </InfoSection>
      <InfoSection title="Uses we support">
        <p>
          Journalism, academic research, government transparency and public interest work can apply
          for free access through our pro bono programme.
        </p>
        <div className="flex flex-wrap gap-3">
          <ContactButton topic="pro-bono">Apply for Pro Bono Access</ContactButton>
          <ContactButton topic="legal" variant="outline">
            Report misuse
          </ContactButton>
        </div>
      </InfoSection>
    </PageShell>
  );
}
