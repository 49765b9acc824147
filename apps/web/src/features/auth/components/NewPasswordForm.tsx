import { MIN_PASSWORD_LENGTH } from '@gleaner/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useConfirmPasswordReset } from '../hooks/use-password-reset';
import { useSignInDialog } from '../hooks/use-sign-in-dialog';
import { Field } from './Field';
import { FormFeedback } from './FormFeedback';
import { PasswordInput } from './PasswordInput';
import { SubmitButton } from './SubmitButton';

const MISSING_TOKEN = 'This reset link is incomplete. Ask for a new one from the Reset tab.';

export function NewPasswordForm({ token }: { token: string }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [invalid, setInvalid] = useState<string | null>(token ? null : MISSING_TOKEN);
  const confirmReset = useConfirmPasswordReset();
  const { openSignIn } = useSignInDialog();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let problem: string | null = null;
    if (!token) problem = MISSING_TOKEN;
    else if (password !== confirm) problem = 'Passwords do not match';
    else if (password.length < MIN_PASSWORD_LENGTH) {
      problem = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
    }
    setInvalid(problem);
    if (!problem) confirmReset.mutate({ token, password });
  };

  if (confirmReset.isSuccess) {
    return (
      <div className="grid gap-4">
        <FormFeedback success={confirmReset.data} />
        <Button onClick={() => openSignIn('sign-in')} className="w-full sm:w-auto">
          Sign in with your new password
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <Field id={`${id}-password`} label="New Password">
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Field id={`${id}-confirm`} label="Confirm New Password">
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </Field>
      <FormFeedback error={invalid ?? confirmReset.error?.message} />
      <SubmitButton pending={confirmReset.isPending}>Set New Password</SubmitButton>
    </form>
  );
}
