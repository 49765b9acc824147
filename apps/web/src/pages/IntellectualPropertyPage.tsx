import { PageShell } from '@/components/layout/PageShell';
import { ContactButton } from '@/features/info/components/ContactButton';
import { InfoSection } from '@/features/info/components/InfoSection';

/** Who owns what: the pages read, the data gathered, and Gleaner itself. */
export default function IntellectualPropertyPage() {
  return (
    <PageShell
      title="Intellectual Property"
      description="Reading a public page does not make its content yours. Here is how rights work around what Gleaner gathers."
    >
      <InfoSection title="Content you gather">
        <p>
          Gleaner gathers facts and content from pages; the rights in that content stay with their
          owners. Facts such as prices or dates are often free to use; text, images and databases
          may be protected by copyright or database rights. Check a site&apos;s terms and licence
          before republishing what you gather.
        </p>
      </InfoSection>
      <InfoSection title="What Gleaner respects">
        <p>
          robots.txt rules are obeyed by default, and an operator can turn that off only for sites
          they own. Gleaner does not sign in to sites, solve CAPTCHAs or get around paywalls for
          you.
        </p>
      </InfoSection>
      <InfoSection title="Your results">
        <p>
          What you gather and the plans you build are yours; we claim no rights in them and do not
          use them to train models.
        </p>
      </InfoSection>
      <InfoSection title="Rights holders">
        <p>
          If you believe Gleaner has been used to infringe your rights, tell us which pages and
          which account if you know it; we answer every notice.
        </p>
        <ContactButton topic="legal">Send a notice</ContactButton>
      </InfoSection>
    </PageShell>
  );
}
