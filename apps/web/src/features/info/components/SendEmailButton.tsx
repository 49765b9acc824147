import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '../hooks/use-public-config';

/** Writes to the operator's address, or opens the contact form when none is published. */
export function SendEmailButton() {
  const { data } = usePublicConfig();
  return (
    <Button asChild variant="outline">
      {data?.contactEmail ? (
        <a href={`mailto:${data.contactEmail}?subject=${encodeURIComponent('Support request')}`}>
          Send Email
        </a>
      ) : (
        <Link to="/contact?topic=support">Send Email</Link>
      )}
    </Button>
  );
}
