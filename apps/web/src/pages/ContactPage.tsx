import { useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/PageShell';
import { ContactForm } from '@/features/info/components/ContactForm';
import { topicFrom } from '@/features/info/hooks/use-contact-form';

/** Write to the people running Gleaner; buttons elsewhere choose the topic in the link. */
export default function ContactPage() {
  const [params] = useSearchParams();
  const topic = topicFrom(params.get('topic'));
  return (
    <PageShell
      title="Contact Us"
      description="Questions, pro bono applications, partnerships, security reports: a person reads every message."
    >
      {/* A new topic from another link starts a fresh form. */}
      <ContactForm key={topic} initialTopic={topic} />
    </PageShell>
  );
}
