import type { ShareLink } from '@gleaner/shared';
import { Button } from '@/components/ui/button';

interface ShareLinkListProps {
  links: ShareLink[];
  /** The link being revoked now, if any. */
  revoking: string | undefined;
  onRevoke: (id: string) => void;
}

/** A job's links, newest first: when each was made, and Revoke, or when it was revoked. */
export function ShareLinkList({ links, revoking, onRevoke }: ShareLinkListProps) {
  if (links.length === 0)
    return <p className="text-sm text-muted-foreground">No links yet: create one to share.</p>;
  return (
    <ul className="grid gap-1 text-sm">
      {links.map((link) => (
        <li
          key={link.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
        >
          <span>
            Made {new Date(link.createdAt).toLocaleString()}
            {link.revokedAt && (
              <span className="text-muted-foreground">
                {' '}
                · revoked {new Date(link.revokedAt).toLocaleString()}
              </span>
            )}
          </span>
          {!link.revokedAt && (
            <Button
              size="sm"
              variant="outline"
              disabled={revoking === link.id}
              onClick={() => onRevoke(link.id)}
            >
              Revoke
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
