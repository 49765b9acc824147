import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { needsSignIn, typeLabel, type ListedOperation } from '../openapi';
import { SchemaFields } from './SchemaFields';

const METHOD_TONES: Record<string, string> = {
  get: 'bg-sky-100 text-sky-900',
  post: 'bg-green-100 text-green-900',
  put: 'bg-amber-100 text-amber-900',
  patch: 'bg-amber-100 text-amber-900',
  delete: 'bg-red-100 text-red-900',
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <h4 className="text-xs font-semibold tracking-wide text-foreground uppercase">{title}</h4>
      {children}
    </div>
  );
}

/** One route of the description: method and path, who may call it, parameters, body, replies. */
export function OpenApiOperation({ method, path, operation }: ListedOperation) {
  const parameters = operation.parameters ?? [];
  const [bodyType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const replies = Object.entries(operation.responses ?? {});
  return (
    <details className="group min-w-0 rounded-lg border bg-card">
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-3">
        <span
          className={cn(
            'rounded px-1.5 py-0.5 font-mono text-xs font-semibold uppercase',
            METHOD_TONES[method],
          )}
        >
          {method}
        </span>
        <code className="text-sm text-foreground [overflow-wrap:anywhere]">{path}</code>
        {needsSignIn(operation) && <Badge tone="yellow">sign-in or API key</Badge>}
      </summary>
      <div className="grid min-w-0 gap-4 border-t p-3">
        {operation.description && <p>{operation.description}</p>}
        {parameters.length > 0 && (
          <Part title="Parameters">
            <ul className="grid gap-1.5 text-xs">
              {parameters.map((parameter) => (
                <li key={`${parameter.in} ${parameter.name}`}>
                  <code className="font-semibold text-foreground">{parameter.name}</code> (
                  {parameter.in}){' '}
                  <code>{parameter.schema ? typeLabel(parameter.schema) : 'string'}</code>{' '}
                  {parameter.required ? 'required' : 'optional'}
                </li>
              ))}
            </ul>
          </Part>
        )}
        {body?.schema && (
          <Part title={`Request body (${bodyType})`}>
            <SchemaFields schema={body.schema} />
          </Part>
        )}
        <Part title="Replies">
          {replies.map(([status, reply]) => {
            const [type, content] = Object.entries(reply.content ?? {})[0] ?? [];
            const detailed = /^[23]/.test(status) && content?.schema;
            return (
              <div key={status} className="min-w-0 text-xs">
                <strong>{status}</strong> {reply.description}
                {type && !type.includes('json') && <> ({type})</>}
                {detailed && content.schema && <SchemaFields schema={content.schema} />}
              </div>
            );
          })}
        </Part>
      </div>
    </details>
  );
}
