import { useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/PageShell';
import { ContactDestination } from '@/features/info/components/ContactDestination';
import { ContactForm } from '@/features/info/components/ContactForm';
import { topicFrom } from '@/features/info/hooks/use-contact-form';

/** Write to the people running Gleaner; buttons elsewhere choose the topic in the link. */
export default function ContactPage() {
  const [params] = useSearchParams();
  const topic = topicFrom(params.get('topic'));
  return (
    <PageShell
      title="Contact Us"
      description="Questions, pro bono applications, partnerships, security reports: write to the people who run this Gleaner server."
    >
      <div className="grid gap-4">
        <ContactDestination />
        {/* A new topic from another link starts a fresh form. */}
        <ContactForm key={topic} initialTopic={topic} />
      </div>
    </PageShell>
  );
}
