import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTryCredentials } from '../hooks/use-try-credentials';
import {
  credentialHeader,
  exampleValue,
  jsonBodyOf,
  requestPath,
  type ListedOperation,
} from '../openapi';
import { CodeBlock } from './CodeBlock';

/** Replies longer than this are cut in the page (the request itself is not). */
const SHOWN_CHARS = 20_000;

type Outcome = { status: number; text: string } | { problem: string };

function initialValues(listed: ListedOperation): Record<string, string> {
  return Object.fromEntries(
    (listed.operation.parameters ?? []).map((parameter) => {
      const fallback = parameter.schema?.default;
      return [
        parameter.name,
        fallback === undefined ? '' : JSON.stringify(fallback).replace(/^"|"$/g, ''),
      ];
    }),
  );
}

/** Calls the operation on this server from the page, signed as chosen above, and shows the reply. */
export function TryOperation({ listed }: { listed: ListedOperation }) {
  const { scheme, value } = useTryCredentials();
  const parameters = listed.operation.parameters ?? [];
  const bodySchema = jsonBodyOf(listed.operation);
  const [values, setValues] = useState(() => initialValues(listed));
  const [body, setBody] = useState(() =>
    bodySchema ? JSON.stringify(exampleValue(bodySchema), null, 2) : '',
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);

  async function handleSend(event: FormEvent) {
    event.preventDefault();
    const missing = parameters.find((p) => p.required && !values[p.name]);
    if (missing) return setOutcome({ problem: `Fill in ${missing.name} first.` });
    try {
      if (bodySchema) JSON.parse(body);
    } catch (error) {
      return setOutcome({ problem: `The body is not valid JSON: ${(error as Error).message}` });
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    const credential = credentialHeader(scheme, value);
    if (credential) headers[credential[0]] = credential[1];
    if (bodySchema) headers['Content-Type'] = 'application/json';
    setSending(true);
    try {
      const response = await fetch(requestPath(listed.path, parameters, values), {
        method: listed.method.toUpperCase(),
        headers,
        ...(bodySchema ? { body } : {}),
      });
      const text = await response.text();
      let shown = text;
      try {
        shown = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // Not JSON (a CSV export, a stream): shown as it came.
      }
      setOutcome({ status: response.status, text: shown.slice(0, SHOWN_CHARS) });
    } catch (error) {
      setOutcome({ problem: `The request failed: ${(error as Error).message}` });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSend(event)} className="grid min-w-0 gap-3 text-xs">
      {parameters.map((parameter) => (
        <label key={`${parameter.in} ${parameter.name}`} className="grid gap-1">
          <span>
            <code className="font-semibold text-foreground">{parameter.name}</code> ({parameter.in}
            {parameter.required ? ', required' : ''})
          </span>
          <Input
            value={values[parameter.name] ?? ''}
            onChange={(event) => setValues({ ...values, [parameter.name]: event.target.value })}
          />
        </label>
      ))}
      {bodySchema && (
        <label className="grid gap-1">
          <span>Body (JSON)</span>
          <Textarea
            className="font-mono text-xs"
            rows={Math.min(12, body.split('\n').length + 1)}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </label>
      )}
      <Button type="submit" size="sm" className="justify-self-start" disabled={sending}>
        {sending ? 'Sending…' : `Send ${listed.method.toUpperCase()} request`}
      </Button>
      {outcome && (
        <div role="status" className="grid min-w-0 gap-1">
          {'problem' in outcome ? (
            <p className="text-destructive">{outcome.problem}</p>
          ) : (
            <>
              <p>
                Reply <strong>{outcome.status}</strong>
              </p>
              {outcome.text && <CodeBlock label="Reply body">{outcome.text}</CodeBlock>}
            </>
          )}
        </div>
      )}
    </form>
  );
}
