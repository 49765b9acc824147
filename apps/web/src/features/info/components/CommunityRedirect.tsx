import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/PageShell';
import { usePublicConfig } from '../hooks/use-public-config';

const NAMES = { discord: 'Discord', github: 'GitHub' } as const;

/** /discord and /github: on to the operator's community address, or say there is none. */
export function CommunityRedirect({ place }: { place: keyof typeof NAMES }) {
  const { data, isPending, isError, refetch } = usePublicConfig();
  const url = place === 'discord' ? data?.discordUrl : data?.githubUrl;
  const name = NAMES[place];

  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);

  let body;
  if (isPending) body = <p role="status">Looking up the {name} address…</p>;
  else if (isError)
    body = (
      <p>
        The address could not be loaded.{' '}
        <button className="text-primary hover:underline" onClick={() => void refetch()}>
          Retry
        </button>
      </p>
    );
  else if (url)
    body = (
      <p role="status">
        Taking you to{' '}
        <a className="text-primary hover:underline" href={url}>
          {url}
        </a>
        …
      </p>
    );
  else
    body = (
      <p>
        This Gleaner server has no {name} community set up. See the{' '}
        <Link className="text-primary hover:underline" to="/community">
          Community
        </Link>{' '}
        page for other ways to take part.
      </p>
    );
  return <PageShell title={name}>{body}</PageShell>;
}
