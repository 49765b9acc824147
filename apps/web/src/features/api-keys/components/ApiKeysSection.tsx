import type { CreateApiKeyReply } from '@gleaner/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useApiKeys } from '../hooks/use-api-keys';
import { ApiKeyRow } from './ApiKeyRow';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { NewKeySecret } from './NewKeySecret';

export interface ApiKeysSectionProps {
  /** Told of each new key (its secret included), e.g. to fill it into client configurations. */
  onCreated?: (reply: CreateApiKeyReply) => void;
  /** The person has saved the new key and dismissed it: forget its secret too. */
  onSecretDismissed?: () => void;
}

/**
 * A signed-in person's API keys: create one (its secret shown once, with Copy), list them with
 * when each was made and last used, revoke one after confirming. Render only when signed in.
 */
export function ApiKeysSection({ onCreated, onSecretDismissed }: ApiKeysSectionProps) {
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreateApiKeyReply | null>(null);
  const handleCreated = (reply: CreateApiKeyReply) => {
    setCreated(reply);
    onCreated?.(reply);
  };
  return (
    <section aria-labelledby="api-keys-title" className="grid gap-3">
      <div>
        <h3 id="api-keys-title" className="text-base font-semibold">
          API keys
        </h3>
        <p className="text-sm text-muted-foreground">
          A key lets a program (an MCP client, a script) use Gleaner as you: send it as{' '}
          <code className="font-mono">Authorization: Bearer glnr_…</code>.
        </p>
      </div>
      <CreateApiKeyForm onCreated={handleCreated} />
      {created && (
        <NewKeySecret
          name={created.key.name}
          secret={created.secret}
          onDone={() => {
            setCreated(null);
            onSecretDismissed?.();
          }}
        />
      )}
      {keys.isPending && <p className="text-sm text-muted-foreground">Loading your keys…</p>}
      {keys.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          <span className="flex-1">{keys.error.message}</span>
          <Button size="sm" variant="outline" onClick={() => void keys.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {keys.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No keys yet. Name one above, such as the program that will use it, and create it.
        </p>
      )}
      {keys.data && keys.data.length > 0 && (
        <ul aria-label="Your API keys" className="divide-y border-y">
          {keys.data.map((apiKey) => (
            <ApiKeyRow key={apiKey.id} apiKey={apiKey} />
          ))}
        </ul>
      )}
    </section>
  );
}
