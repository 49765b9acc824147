import { Link } from 'react-router';
import { PageShell } from '@/components/layout/PageShell';
import { ContactAddress } from '@/features/info/components/ContactAddress';
import { InfoSection } from '@/features/info/components/InfoSection';

const link = 'text-primary hover:underline';

/** The terms of using Gleaner, in plain words. */
export default function TermsPage() {
  return (
    <PageShell
      title="Terms of Service"
      description="The agreement between you and whoever runs this Gleaner server. Version 1.0.0."
    >
      <InfoSection title="The service">
        <p>
          Gleaner fetches public web pages you point it at, lets an agent plan what to extract, runs
          the extraction as a job and lets you review and export the results. You can use it without
          an account; an account keeps your jobs and conversations across browsers.
        </p>
      </InfoSection>
      <InfoSection title="Your account">
        <p>
          Give a real e-mail address and keep your password and API keys secret; what is done with
          them is done in your name. You can delete your account and everything it holds.
        </p>
      </InfoSection>
      <InfoSection title="How you may use it">
        <p>
          You are responsible for what you gather and how you use it: the target site&apos;s terms,
          copyright and database rights, and data protection law all apply to you. The{' '}
          <Link className={link} to="/acceptable-use">
            Acceptable Use Policy
          </Link>{' '}
          is part of these terms. Gleaner obeys robots.txt and limits its pace per site; do not try
          to get around either.
        </p>
      </InfoSection>
      <InfoSection title="Your data">
        <p>
          What you gather stays yours. We store it to show it to you and delete it when you delete
          it or your account. See the{' '}
          <Link className={link} to="/privacy">
            Privacy Policy
          </Link>
          .
        </p>
      </InfoSection>
      <InfoSection title="Limits and availability">
        <p>
          Requests, previews, jobs and chat messages are limited per person so that one user cannot
          slow the service for others. The service is provided as it is: sites change, and an
          extraction that worked yesterday may need a new plan today. Check results that matter
          before relying on them.
        </p>
      </InfoSection>
      <InfoSection title="Running your own server">
        <p>
          Gleaner can be run on your own machines. If you run it for others, you are the provider to
          them: these terms are a starting point, and you are responsible for your own terms, your
          users&apos; data and the sites your server contacts.
        </p>
      </InfoSection>
      <InfoSection title="Ending and changes">
        <p>
          We may suspend accounts that break these terms, and will say why. When the terms change,
          the version number above changes.
        </p>
        <p>
          Questions: <ContactAddress topic="legal" subject="Terms of Service" />.
        </p>
      </InfoSection>
    </PageShell>
  );
}
