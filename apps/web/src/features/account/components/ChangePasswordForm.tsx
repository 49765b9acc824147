import { ChangePasswordBodySchema } from '@gleaner/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/features/auth/components/PasswordInput';
import { useChangePassword } from '../hooks/use-account-actions';

/** Current and new password; the new one replaces it and the person's other sign-ins end. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChangePasswordBodySchema.safeParse({
      current_password: current,
      new_password: next,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the passwords');
      return;
    }
    setProblem(null);
    change.mutate(parsed.data, {
      onSuccess: () => {
        setCurrent('');
        setNext('');
      },
      onError: (error) => setProblem(error.message),
    });
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-3 sm:max-w-sm">
      <div className="grid gap-1.5">
        <Label htmlFor="current-password">Current password</Label>
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="new-password">New password</Label>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start"
        disabled={change.isPending}
      >
        {change.isPending ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
