import { SIGN_IN_PROVIDER_NAMES, type SignInProvider } from '@gleaner/shared';
import { ChromeIcon, GithubIcon, LoaderCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useSignInProviders, useStartProviderSignIn } from '../hooks/use-sign-in-providers';
import { FormFeedback } from './FormFeedback';

const ICONS: Record<SignInProvider, ReactNode> = {
  google: <ChromeIcon aria-hidden="true" />,
  github: <GithubIcon aria-hidden="true" />,
};
const PROVIDERS: SignInProvider[] = ['google', 'github'];

// A disabled button gets no pointer or focus events, so the tooltip hangs on a focusable wrapper.
function UnavailableProvider({ provider }: { provider: SignInProvider }) {
  const name = SIGN_IN_PROVIDER_NAMES[provider];
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          tabIndex={0}
          className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Button variant="outline" className="w-full" disabled aria-describedby="provider-note">
            {ICONS[provider]}
            {name}
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent>{`${name} sign-in is not configured on this server.`}</TooltipContent>
    </Tooltip>
  );
}

function unavailableNote(missing: SignInProvider[]): string | null {
  if (missing.length === 0) return null;
  const names = missing.map((provider) => SIGN_IN_PROVIDER_NAMES[provider]);
  return `${names.join(' and ')} sign-in ${names.length > 1 ? 'are' : 'is'} not configured on this server.`;
}

/** Google and GitHub sign-in: working buttons for the providers the server is configured for. */
export function ProviderButtons({ error }: { error?: string | null }) {
  const providers = useSignInProviders();
  const start = useStartProviderSignIn();
  const leaving = start.isPending || start.isSuccess;
  const note = providers.isError
    ? 'Could not check which sign-in providers this server offers.'
    : providers.data && unavailableNote(PROVIDERS.filter((p) => !providers.data[p]));
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <FormFeedback error={start.error?.message ?? error} />
      <div className="grid grid-cols-2 gap-3">
        {PROVIDERS.map((provider) =>
          providers.data?.[provider] ? (
            <Button
              key={provider}
              variant="outline"
              className="w-full"
              disabled={leaving}
              onClick={() => start.mutate(provider)}
            >
              {leaving && start.variables === provider ? (
                <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
              ) : (
                ICONS[provider]
              )}
              {SIGN_IN_PROVIDER_NAMES[provider]}
            </Button>
          ) : providers.data || providers.isError ? (
            <UnavailableProvider key={provider} provider={provider} />
          ) : (
            <Button key={provider} variant="outline" className="w-full" disabled aria-busy="true">
              {ICONS[provider]}
              {SIGN_IN_PROVIDER_NAMES[provider]}
            </Button>
          ),
        )}
      </div>
      {note && (
        <p id="provider-note" className="text-center text-xs text-muted-foreground">
          {note}
        </p>
      )}
    </div>
  );
}
