import { Input } from '@/components/ui/input';
import type { SecurityScheme } from '../openapi';
import { InlineCode } from './InlineCode';

/** What a scheme is, in a few words: `HTTP bearer (JWT)`, `header x-gleaner-anonymous-id`. */
function schemeLabel(scheme: SecurityScheme): string {
  if (scheme.type === 'http') return `HTTP ${scheme.scheme ?? ''} (${scheme.bearerFormat ?? ''})`;
  if (scheme.type === 'apiKey') return `${scheme.in ?? ''} ${scheme.name ?? ''}`;
  return scheme.type;
}

interface TryCredentialsFormProps {
  schemes: Record<string, SecurityScheme>;
  schemeName: string;
  value: string;
  onSchemeChange: (name: string) => void;
  onValueChange: (value: string) => void;
}

/** The sign-in schemes the API accepts, and the one Try it uses with its token, key or id. */
export function TryCredentialsForm({
  schemes,
  schemeName,
  value,
  onSchemeChange,
  onValueChange,
}: TryCredentialsFormProps) {
  return (
    <div className="grid min-w-0 gap-3 rounded-lg border bg-card p-3 text-sm">
      <h3 className="font-semibold text-foreground">Signing in</h3>
      <ul className="grid gap-1.5 text-xs">
        {Object.entries(schemes).map(([name, scheme]) => (
          <li key={name}>
            <code className="font-semibold text-foreground">{name}</code>{' '}
            <code>{schemeLabel(scheme)}</code>
            {scheme.description && (
              <>
                {' '}
                · <InlineCode text={scheme.description} />
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="grid gap-2 sm:grid-cols-[auto_1fr] sm:items-end">
        <label className="grid gap-1 text-xs">
          Try it signs in with
          <select
            className="h-10 rounded-md border border-input bg-card px-2 text-sm"
            value={schemeName}
            onChange={(event) => onSchemeChange(event.target.value)}
          >
            <option value="">No sign-in</option>
            {Object.keys(schemes).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-xs">
          Token, key or id (kept in this page only)
          <Input
            type="password"
            autoComplete="off"
            disabled={!schemeName}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
          />
        </label>
      </div>
    </div>
  );
}
