import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Input } from '@/components/ui/input';
import { useSignIn } from '../hooks/use-sign-in';
import { Field } from './Field';
import { FormFeedback } from './FormFeedback';
import { PasswordInput } from './PasswordInput';
import { SubmitButton } from './SubmitButton';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const navigate = useNavigate();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.mutate(
      { email, password },
      {
        onSuccess: () => {
          setEmail('');
          setPassword('');
          onSignedIn();
          void navigate('/app');
        },
      },
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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field id={`${id}-password`} label="Password">
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <FormFeedback error={signIn.error?.message} />
      <SubmitButton pending={signIn.isPending}>Sign In</SubmitButton>
    </form>
  );
}
