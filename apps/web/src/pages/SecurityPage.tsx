import { PageShell } from '@/components/layout/PageShell';
import { ContactButton } from '@/features/info/components/ContactButton';
import { InfoSection } from '@/features/info/components/InfoSection';

/** How Gleaner protects its users and the web, and how to report a vulnerability. */
export default function SecurityPage() {
  return (
    <PageShell
      title="Security"
      description="How Gleaner is protected, and how to tell us about a vulnerability."
    >
      <InfoSection title="Report a vulnerability">
        <ol className="list-decimal space-y-1 pl-5">
          <li>
            Send it through the contact form with the topic <strong>Security report</strong>: what
            is affected, how to reproduce it, and what an attacker could do.
          </li>
          <li>
            Test only against your own account or your own server; do not touch others&apos; data.
          </li>
          <li>Give us 90 days to fix it before publishing; we will keep you informed.</li>
        </ol>
        <p>We acknowledge reports within three working days and credit you if you wish.</p>
        <ContactButton topic="security">Report a vulnerability</ContactButton>
      </InfoSection>
      <InfoSection title="How Gleaner is protected">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Scraping cannot reach private, loopback or link-local addresses: every connection and
            redirect is checked, and the built-in browser goes through a guard that resolves names
            itself, so DNS rebinding cannot slip past.
          </li>
          <li>
            Pages are previewed as static, sandboxed snapshots; their scripts do not run in your
            browser.
          </li>
          <li>
            Each page renders in its own browser context; WebSockets and service workers are
            blocked.
          </li>
          <li>Passwords are hashed with Argon2id; API keys are stored as hashes and shown once.</li>
          <li>
            Signing out or resetting a password ends that sign-in&apos;s tokens and open
            connections.
          </li>
          <li>Sign-in, password reset and every costly request are rate-limited.</li>
        </ul>
      </InfoSection>
    </PageShell>
  );
}
