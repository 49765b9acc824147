import { ChevronDownIcon, HomeIcon, LogOutIcon, SettingsIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useClock } from '../hooks/use-clock';

/** Up to two letters of the name, else of the e-mail's local part. */
export function initialsOf(name: string, email: string): string {
  const words = (name.trim() || email.split('@')[0] || '?').split(/[\s._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

interface DashboardHeaderProps {
  email: string;
  fullName: string;
  connected: boolean;
}

/** Avatar, e-mail and menu; the job socket's state and the time, refreshed every 5 s. */
export function DashboardHeader({ email, fullName, connected }: DashboardHeaderProps) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const now = useClock();
  const handleSignOut = () => signOut.mutate(undefined, { onSettled: () => void navigate('/') });
  return (
    <header className="flex min-w-0 flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge tone={connected ? 'green' : 'red'} role="status">
            <span
              className={`size-1.5 rounded-full ${connected ? 'bg-green-600' : 'bg-red-600'}`}
              aria-hidden="true"
            />
            {connected ? 'Connected' : 'Disconnected'}
          </Badge>
          <span>
            Last update: <time dateTime={now.toISOString()}>{now.toLocaleTimeString()}</time>
          </span>
        </p>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            className="max-w-full min-w-0 gap-2 px-2"
            aria-label="Account menu"
          >
            <span
              className="grid size-8 shrink-0 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
              aria-hidden="true"
            >
              {initialsOf(fullName, email)}
            </span>
            <span className="min-w-0 truncate text-sm">{email}</span>
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => void navigate('/')}>
            <HomeIcon aria-hidden="true" />
            Go to App
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate('/account?tab=settings')}>
            <SettingsIcon aria-hidden="true" />
            Settings
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={handleSignOut} disabled={signOut.isPending}>
            <LogOutIcon aria-hidden="true" />
            Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  );
}
