import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useOpenApi } from '../hooks/use-openapi';
import { TryCredentialsContext } from '../hooks/use-try-credentials';
import { operationsByTag } from '../openapi';
import { InlineCode } from './InlineCode';
import { OpenApiOperation } from './OpenApiOperation';
import { TryCredentialsForm } from './TryCredentialsForm';

/** Opens and shows the route a link names (`#api-reference/tag/keys/POST/api/keys`). */
function useOpenLinkedOperation(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!ready || !id.startsWith('api-reference/')) return;
    const target = document.getElementById(id);
    if (target instanceof HTMLDetailsElement) target.open = true;
    target?.scrollIntoView();
  }, [ready, hash]);
}

/**
 * Every route of the server's OpenAPI description, generated from the document it serves:
 * grouped by area, each with its parameters, body, replies, a curl example and Try it. Its own
 * chunk, loaded with the API reference section.
 */
export default function OpenApiReference() {
  const { data, error, isPending } = useOpenApi();
  const { session } = useAuth();
  // Signed in, Try it speaks for this person until told otherwise.
  const [schemeName, setSchemeName] = useState(session ? 'bearerAuth' : '');
  const [value, setValue] = useState(session?.access_token ?? '');
  const schemes = useMemo(() => data?.components?.securitySchemes ?? {}, [data]);
  const credentials = useMemo(
    () => ({ schemeName, scheme: schemes[schemeName], value }),
    [schemeName, schemes, value],
  );
  useOpenLinkedOperation(Boolean(data));
  if (isPending) return <p role="status">Loading the API description…</p>;
  if (error) {
    return (
      <p role="alert" className="text-destructive">
        The API description could not be loaded: {error.message}. Try reloading the page.
      </p>
    );
  }
  const groups = operationsByTag(data);
  const count = groups.reduce((sum, [, operations]) => sum + operations.length, 0);
  return (
    <TryCredentialsContext value={credentials}>
      <div className="grid min-w-0 gap-6">
        <div className="grid gap-2">
          <h3 className="text-lg font-semibold text-foreground">{data.info.title}</h3>
          <p>
            {count} operations of version {data.info.version}, read from the server’s own
            description. Open one for its parameters, request body, replies and an example.
          </p>
          {data.info.description && (
            <p>
              <InlineCode text={data.info.description} />
            </p>
          )}
        </div>
        <TryCredentialsForm
          schemes={schemes}
          schemeName={schemeName}
          value={value}
          onSchemeChange={setSchemeName}
          onValueChange={setValue}
        />
        {groups.map(([tag, operations]) => (
          <div key={tag} className="grid min-w-0 gap-2">
            {/* Routes are tagged by their path's first part after /api. */}
            <h3 className="font-mono text-sm font-semibold text-foreground">/api/{tag}</h3>
            {operations.map((listed) => (
              <OpenApiOperation key={listed.anchor} listed={listed} schemes={schemes} />
            ))}
          </div>
        ))}
      </div>
    </TryCredentialsContext>
  );
}
