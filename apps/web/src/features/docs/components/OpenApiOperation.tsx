import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import {
  curlExample,
  jsonBodyOf,
  needsSignIn,
  typeLabel,
  type ListedOperation,
  type SecurityScheme,
} from '../openapi';
import { CodeBlock } from './CodeBlock';
import { InlineCode } from './InlineCode';
import { SchemaFields } from './SchemaFields';
import { TryOperation } from './TryOperation';

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

interface OperationProps {
  listed: ListedOperation;
  schemes: Record<string, SecurityScheme>;
}

/** One route: method and path, who may call it, parameters, body, replies, curl and Try it. */
export function OpenApiOperation({ listed, schemes }: OperationProps) {
  const { method, path, operation, anchor } = listed;
  const parameters = operation.parameters ?? [];
  const [bodyType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const replies = Object.entries(operation.responses ?? {});
  return (
    <details id={anchor} className="group min-w-0 scroll-mt-20 rounded-lg border bg-card">
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
        {operation.summary && <p className="font-medium">{operation.summary}</p>}
        {operation.description && (
          <p>
            <InlineCode text={operation.description} />
          </p>
        )}
        <a className="text-xs text-primary hover:underline" href={`#${anchor}`}>
          Link to this route
        </a>
        {parameters.length > 0 && (
          <Part title="Parameters">
            <ul className="grid gap-1.5 text-xs">
              {parameters.map((parameter) => (
                <li key={`${parameter.in} ${parameter.name}`}>
                  <code className="font-semibold text-foreground">{parameter.name}</code> (
                  {parameter.in}){' '}
                  <code>{parameter.schema ? typeLabel(parameter.schema) : 'string'}</code>{' '}
                  {parameter.required ? 'required' : 'optional'}
                  {parameter.description && (
                    <>
                      {' '}
                      · <InlineCode text={parameter.description} />
                    </>
                  )}
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
                <strong>{status}</strong> <InlineCode text={reply.description ?? ''} />
                {type && !type.includes('json') && <> ({type})</>}
                {detailed && content.schema && <SchemaFields schema={content.schema} />}
              </div>
            );
          })}
        </Part>
        <Part title="Example">
          <CodeBlock label={`curl ${method.toUpperCase()} ${path}`}>
            {curlExample(window.location.origin, listed, schemes)}
          </CodeBlock>
        </Part>
        <details className="min-w-0 rounded-md border p-2">
          <summary className="cursor-pointer text-xs font-semibold">
            Try it{jsonBodyOf(operation) ? ' (edit the body first)' : ''}
          </summary>
          <div className="pt-3">
            <TryOperation listed={listed} />
          </div>
        </details>
      </div>
    </details>
  );
}
