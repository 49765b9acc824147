import { useId, useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';
import { useMailDelivery } from '@/features/info/hooks/use-health';
import { useRequestPasswordReset } from '../hooks/use-password-reset';
import { NO_MAIL_RESET_HINT, NO_MAIL_RESET_SUCCESS } from '../no-mail';
import { Field } from './Field';
import { FormFeedback } from './FormFeedback';
import { SubmitButton } from './SubmitButton';

const RESET_SUCCESS = 'Password reset email sent! Check your inbox.';

/** The spec's text when mail goes out, ours when none does, the server's own when unknown. */
function resetSuccessText({ message, mail }: { message: string; mail: string | null }): string {
  if (mail === 'smtp') return RESET_SUCCESS;
  if (mail === 'none') return NO_MAIL_RESET_SUCCESS;
  return message;
}

export function ResetForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const reset = useRequestPasswordReset();
  const noMail = useMailDelivery() === 'none';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset.mutate(email, { onSuccess: () => setEmail('') });
  };

  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {noMail
          ? NO_MAIL_RESET_HINT
          : 'Enter the e-mail address of your account and we will send you a link to choose a new password.'}
      </p>
      <Field id={`${id}-email`} label="Email">
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <FormFeedback
        error={reset.error?.message}
        success={reset.data ? resetSuccessText(reset.data) : null}
      />
      <SubmitButton pending={reset.isPending}>Send Reset Link</SubmitButton>
    </form>
  );
}
