import { ChevronDownIcon, ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';

export interface JsonContext {
  expandAll: boolean;
  hits: Set<string>;
  open: Set<string>;
}

/** Children shown per click: a 10 MB document renders only what is opened. */
const CHUNK = 100;

const scalar = (value: unknown) => {
  if (typeof value === 'string') return <span className="text-green-700">&quot;{value}&quot;</span>;
  if (value === null) return <span className="text-muted-foreground">null</span>;
  return <span className="text-sky-700">{JSON.stringify(value)}</span>;
};

interface Props {
  name: string;
  value: unknown;
  path: string;
  depth: number;
  ctx: JsonContext;
}

/** One key of the document; objects and arrays open on demand, their children a chunk at a time. */
export function JsonNode({ name, value, path, depth, ctx }: Props) {
  const branch = value !== null && typeof value === 'object';
  const [open, setOpen] = useState(ctx.expandAll || depth === 0 || ctx.open.has(path));
  const [shown, setShown] = useState(CHUNK);
  const hit = ctx.hits.has(path);
  const label = (
    <span className={hit ? 'rounded bg-yellow-200 px-0.5' : 'text-purple-800'}>{name}</span>
  );
  if (!branch)
    return (
      <li className="pl-5 break-all">
        {label}: <span className={hit ? 'bg-yellow-100' : ''}>{scalar(value)}</span>
      </li>
    );
  const entries = Object.entries(value) as [string, unknown][];
  const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  return (
    <li>
      <button
        type="button"
        className="flex items-center gap-0.5 text-left"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? (
          <ChevronDownIcon className="size-4" aria-hidden="true" />
        ) : (
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        )}
        {label} <span className="text-muted-foreground">{summary}</span>
      </button>
      {open && (
        <ul className="ml-2 border-l pl-2">
          {entries.slice(0, shown).map(([key, child]) => (
            <JsonNode
              key={key}
              name={key}
              value={child}
              path={path ? `${path}.${key}` : key}
              depth={depth + 1}
              ctx={ctx}
            />
          ))}
          {entries.length > shown && (
            <li className="pl-5">
              <button
                type="button"
                className="text-xs text-primary underline"
                onClick={() => setShown((n) => n + CHUNK)}
              >
                Show {Math.min(CHUNK, entries.length - shown)} more of {entries.length - shown}
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
