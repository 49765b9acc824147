import { LogInIcon, LogOutIcon, UserRoundIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '../hooks/use-auth';
import { useSignInDialog } from '../hooks/use-sign-in-dialog';
import { useSignOut } from '../hooks/use-sign-out';

/** Who is using the app: the signed-in e-mail with Sign Out, or an invitation to sign in. */
export function AccountCard() {
  const { user } = useAuth();
  const { openSignIn } = useSignInDialog();
  const signOut = useSignOut();

  return (
    <section
      aria-label="Account"
      className="flex flex-col gap-4 rounded-xl border bg-card p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary text-primary">
          <UserRoundIcon className="size-5" aria-hidden="true" />
        </span>
        {user ? (
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">Signed in as</p>
            <p className="truncate font-medium">{user.email}</p>
          </div>
        ) : (
          <p className="text-sm">Sign in to keep your job history</p>
        )}
      </div>
      {user ? (
        <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOutIcon aria-hidden="true" />
          Sign Out
        </Button>
      ) : (
        <Button onClick={() => openSignIn()}>
          <LogInIcon aria-hidden="true" />
          Sign In
        </Button>
      )}
    </section>
  );
}
