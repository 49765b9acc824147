import type { ApiKey } from '@gleaner/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRevokeApiKey } from '../hooks/use-api-keys';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const shown = (iso: string) => when.format(new Date(iso));

/** One key: its name, the start of its secret, when made and last used; Revoke asks first. */
export function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeApiKey();
  return (
    <li className="grid gap-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{apiKey.name}</p>
          <p className="text-xs text-muted-foreground">
            <code className="font-mono">{apiKey.prefix}…</code> · Created {shown(apiKey.createdAt)}{' '}
            · {apiKey.lastUsedAt ? `Last used ${shown(apiKey.lastUsedAt)}` : 'Never used'}
          </p>
        </div>
        {!confirming && (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            Revoke
          </Button>
        )}
      </div>
      {confirming && (
        <div
          role="group"
          aria-label={`Revoke ${apiKey.name}`}
          className="flex flex-wrap items-center gap-2 rounded-md bg-destructive-soft p-2 text-sm"
        >
          <span className="flex-1">Programs using this key will be refused at once.</span>
          <Button
            size="sm"
            variant="destructive"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(apiKey.id, { onSettled: () => setConfirming(false) })}
          >
            {revoke.isPending ? 'Revoking…' : 'Revoke key'}
          </Button>
          <Button size="sm" variant="ghost" autoFocus onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      )}
    </li>
  );
}
