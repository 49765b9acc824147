import { LayoutDashboardIcon, LogInIcon, StarIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useSignInDialog } from '@/features/auth/hooks/use-sign-in-dialog';
import { Wordmark } from './Wordmark';

export function SiteHeader() {
  const { user, loading } = useAuth();
  const { openSignIn, preloadSignIn } = useSignInDialog();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Wordmark />
        <nav aria-label="Main" className="flex items-center gap-2">
          <Button variant="ghost" size="sm" asChild>
            <Link to="/community">
              <StarIcon aria-hidden="true" />
              Star
            </Link>
          </Button>
          {loading ? (
            // Holds the button's place while a stored session is checked, so nothing jumps.
            <span className="h-9 w-24 animate-pulse rounded-md bg-muted" aria-hidden="true" />
          ) : user ? (
            <Button size="sm" asChild>
              <Link to="/dashboard">
                <LayoutDashboardIcon aria-hidden="true" />
                Dashboard
              </Link>
            </Button>
          ) : (
            <Button
              size="sm"
              onClick={() => openSignIn()}
              onPointerEnter={preloadSignIn}
              onFocus={preloadSignIn}
            >
              <LogInIcon aria-hidden="true" />
              Sign In
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
