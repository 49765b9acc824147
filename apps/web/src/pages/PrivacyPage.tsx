import { PageShell } from '@/components/layout/PageShell';
import { ContactAddress } from '@/features/info/components/ContactAddress';
import { InfoSection } from '@/features/info/components/InfoSection';

/** What Gleaner stores about the people who use it, why, for how long, and who else sees it. */
export default function PrivacyPage() {
  return (
    <PageShell
      title="Privacy Policy"
      description="Exactly what this Gleaner server keeps about you, and nothing it does not."
    >
      <InfoSection title="What is stored">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>Account:</strong> your e-mail address, an optional name, and your password as an
            Argon2id hash (the password itself is never stored).
          </li>
          <li>
            <strong>Sign-ins and API keys:</strong> refresh tokens and key hashes, so sign-ins and
            keys can be ended.
          </li>
          <li>
            <strong>Your work:</strong> jobs, their settings and progress, the data they captured,
            and your conversations with the agent.
          </li>
          <li>
            <strong>Usage:</strong> counts of agent and model calls and their cost, for your usage
            page and budgets.
          </li>
          <li>
            <strong>Mail:</strong> messages sent to you (password resets) and messages you send
            through the contact form.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Without an account">
        <p>
          Your browser makes a random id and keeps it in local storage; your jobs and conversations
          are tied to it. When you sign up or sign in, they move to your account.
        </p>
      </InfoSection>
      <InfoSection title="In your browser">
        <p>
          No cookies and no tracking or advertising scripts. Local storage holds your sign-in token
          and the anonymous id; signing out removes the token.
        </p>
      </InfoSection>
      <InfoSection title="Addresses and logs">
        <p>
          Your IP address is used to count requests against the rate limits; the counts live in the
          server&apos;s memory for the length of a window. Server logs record requests without
          passwords, tokens or keys.
        </p>
      </InfoSection>
      <InfoSection title="Who else sees it">
        <p>
          No one, by default: the built-in agent runs on the server. If the operator connects an
          outside AI model, your requests and the text of the pages you work on are sent to it. If
          the operator sets up e-mail, messages pass through their mail provider.
        </p>
      </InfoSection>
      <InfoSection title="How long, and deleting it">
        <p>
          Everything is kept until your account is deleted, which deletes its jobs, captured data,
          conversations and keys with it.
        </p>
        <p>
          Questions or requests: <ContactAddress topic="legal" subject="Privacy request" />.
        </p>
      </InfoSection>
    </PageShell>
  );
}
