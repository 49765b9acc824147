import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, type ContactTopic } from '@gleaner/shared';
import { CheckCircle2Icon, LoaderIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useContactForm } from '../hooks/use-contact-form';
import { useMailDelivery } from '../hooks/use-health';
import { usePublicConfig } from '../hooks/use-public-config';
import { FormField } from './FormField';

const selectClass =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 sm:text-sm';

/** Name, e-mail, topic and message; checked here as the server checks them, then sent. */
export function ContactForm({ initialTopic }: { initialTopic: ContactTopic }) {
  const { draft, errors, change, submit, mutation } = useContactForm(initialTopic);
  const noMail = useMailDelivery() === 'none';
  const contactEmail = usePublicConfig().data?.contactEmail ?? null;

  if (mutation.isSuccess && noMail) {
    return (
      <Alert variant="success">
        <CheckCircle2Icon aria-hidden="true" />
        <div>
          <p className="font-medium">Thank you, your message is saved on this server.</p>
          <p className="mt-1">
            This server sends no e-mail, so nobody was told by mail: its operator reads it there and
            may reply to {mutation.variables.email}. If it is urgent, reach them another way.
          </p>
        </div>
      </Alert>
    );
  }
  if (mutation.isSuccess) {
    return (
      <Alert variant="success">
        <CheckCircle2Icon aria-hidden="true" />
        <div>
          <p className="font-medium">Thank you, your message was sent.</p>
          <p className="mt-1">
            {contactEmail
              ? `It went to ${contactEmail}; the reply will come to ${mutation.variables.email}.`
              : `It went to this server's own mailbox, for the people who run it; a reply would come to ${mutation.variables.email}.`}
          </p>
        </div>
      </Alert>
    );
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const invalid = (field: keyof typeof errors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `contact-${field}-error` } : {};

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      {noMail && (
        <p className="text-sm text-muted-foreground">
          This server sends no e-mail: your message is kept on it for its operator, who is not told
          by mail. Expect a reply only once they read it there.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name}>
          <Input
            id="contact-name"
            autoComplete="name"
            value={draft.name}
            onChange={(event) => change('name', event.target.value)}
            {...invalid('name')}
          />
        </FormField>
        <FormField id="contact-email" label="E-mail" error={errors.email}>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            value={draft.email}
            onChange={(event) => change('email', event.target.value)}
            {...invalid('email')}
          />
        </FormField>
      </div>
      <FormField id="contact-topic" label="Topic" error={errors.topic}>
        <select
          id="contact-topic"
          className={selectClass}
          value={draft.topic}
          onChange={(event) => change('topic', event.target.value)}
        >
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic.value} value={topic.value}>
              {topic.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message}>
        <Textarea
          id="contact-message"
          rows={7}
          maxLength={CONTACT_MESSAGE_MAX}
          value={draft.message}
          onChange={(event) => change('message', event.target.value)}
          {...invalid('message')}
        />
      </FormField>
      {mutation.isError && (
        <Alert variant="destructive">
          <p>{mutation.error.message} Your message is still here; try again.</p>
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <LoaderIcon className="animate-spin" aria-hidden="true" />}
          Send message
        </Button>
      </div>
    </form>
  );
}
