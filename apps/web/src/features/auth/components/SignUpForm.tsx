import { MIN_PASSWORD_LENGTH, SIGN_UP_REDIRECT_DELAY_MS } from '@gleaner/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Input } from '@/components/ui/input';
import { useMailDelivery } from '@/features/info/hooks/use-health';
import { useSignUp } from '../hooks/use-sign-up';
import { NO_MAIL_SIGN_UP_SUCCESS } from '../no-mail';
import { Field } from './Field';
import { FormFeedback } from './FormFeedback';
import { PasswordInput } from './PasswordInput';
import { SubmitButton } from './SubmitButton';

// Not the spec's 'Check your email for a confirmation link!': sign-up mails nothing, with SMTP or
// without. A link mailed to an address anyone may register would, once its owner followed it,
// prove the address for whoever registered it first (and ADMIN_EMAILS rights follow a proof).
const SIGN_UP_SUCCESS = 'Account created: you are signed in and can start now.';

/** Spec section 5: the only client-side checks, and only on sign-up. */
function validate(password: string, confirm: string): string | null {
  if (password !== confirm) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  return null;
}

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const id = useId();
  const [fields, setFields] = useState({ email: '', password: '', confirm: '' });
  const [invalid, setInvalid] = useState<string | null>(null);
  const signUp = useSignUp();
  const noMail = useMailDelivery() === 'none';
  const navigate = useNavigate();
  const done = signUp.isSuccess;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      onSignedUp();
      void navigate('/app');
    }, SIGN_UP_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, onSignedUp]);

  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((prev) => ({ ...prev, [key]: event.target.value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validate(fields.password, fields.confirm);
    setInvalid(problem);
    if (problem) return;
    const { email, password } = fields;
    signUp.mutate(
      { email, password },
      { onSuccess: () => setFields({ email: '', password: '', confirm: '' }) },
    );
  };

  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <Field id={`${id}-email`} label="Email">
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
        />
      </Field>
      <Field id={`${id}-password`} label="Password">
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          required
          value={fields.password}
          onChange={set('password')}
        />
      </Field>
      <Field id={`${id}-confirm`} label="Confirm Password">
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          required
          value={fields.confirm}
          onChange={set('confirm')}
        />
      </Field>
      <FormFeedback
        error={invalid ?? signUp.error?.message}
        success={done ? (noMail ? NO_MAIL_SIGN_UP_SUCCESS : SIGN_UP_SUCCESS) : null}
      />
      <SubmitButton pending={signUp.isPending || done}>Sign Up</SubmitButton>
    </form>
  );
}
