import type { ContactTopic } from '@gleaner/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface ContactButtonProps {
  topic: ContactTopic;
  children: string;
  variant?: 'default' | 'outline';
}

/** Opens the contact form with the topic chosen, so the message reaches the right reader. */
export function ContactButton({ topic, children, variant = 'default' }: ContactButtonProps) {
  return (
    <Button asChild variant={variant}>
      <Link to={`/contact?topic=${topic}`}>{children}</Link>
    </Button>
  );
}
