import { ChromeIcon, GithubIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

const NOT_CONFIGURED = 'Google and GitHub sign-in are not configured on this server.';

// A disabled button gets no pointer or focus events, so the tooltip hangs on a focusable wrapper.
function UnavailableProvider({ icon, name }: { icon: ReactNode; name: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          tabIndex={0}
          className="flex-1 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Button variant="outline" className="w-full" disabled aria-describedby="provider-note">
            {icon}
            {name}
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent>{`${name} sign-in is not configured on this server.`}</TooltipContent>
    </Tooltip>
  );
}

export function ProviderButtons() {
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="flex gap-3">
        <UnavailableProvider icon={<ChromeIcon aria-hidden="true" />} name="Google" />
        <UnavailableProvider icon={<GithubIcon aria-hidden="true" />} name="GitHub" />
      </div>
      <p id="provider-note" className="text-center text-xs text-muted-foreground">
        {NOT_CONFIGURED}
      </p>
    </div>
  );
}
