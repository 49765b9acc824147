import type { ContactTopic } from '@gleaner/shared';
import { Link } from 'react-router';
import { usePublicConfig } from '../hooks/use-public-config';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * The operator's address for one kind of question. The operator sets one address
 * (CONTACT_EMAIL); the subject line tells the kinds apart. Without it, the contact form.
 */
export function ContactAddress({ topic, subject }: { topic: ContactTopic; subject: string }) {
  const { data } = usePublicConfig();
  if (data?.contactEmail) {
    return (
      <a
        className={linkClass}
        href={`mailto:${data.contactEmail}?subject=${encodeURIComponent(subject)}`}
      >
        {data.contactEmail}
      </a>
    );
  }
  return (
    <Link className={linkClass} to={`/contact?topic=${topic}`}>
      the contact form
    </Link>
  );
}
