import { InfoIcon } from 'lucide-react';
import { usePublicConfig } from '../hooks/use-public-config';

/**
 * Where a message sent with the contact form goes: the published contact address, or without
 * one the server's own mailbox (MAIL_FROM), said so instead of promising a support team. Whether
 * the server sends mail at all is the form's own notice (useMailDelivery).
 */
export function ContactDestination() {
  const { data, isPending } = usePublicConfig();
  if (isPending) return null;
  return (
    <p role="note" className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      {data?.contactEmail ? (
        <span>
          Your message goes to <span className="font-medium">{data.contactEmail}</span>, read by the
          people who run this Gleaner server.
        </span>
      ) : (
        <span>
          This Gleaner server has no public contact address: your message goes to the server&apos;s
          own mailbox (the address it sends its e-mail from), for the people who run it.
        </span>
      )}
    </p>
  );
}
