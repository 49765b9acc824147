import { countOf, type Entity, type PdfItemContent } from '@gleaner/shared';
import { FileTextIcon, LoaderIcon } from 'lucide-react';
import { useState } from 'react';
import { useTextEntities } from '../hooks/use-text-analysis';
import { EntityChips } from './EntityChips';
import { HighlightedText } from './HighlightedText';

/** A `pdf` item's content, or null for anything else. */
export function pdfContentOf(content: unknown): PdfItemContent | null {
  if (!content || typeof content !== 'object') return null;
  const candidate = content as Partial<PdfItemContent>;
  return typeof candidate.text === 'string' && typeof candidate.url === 'string'
    ? (content as PdfItemContent)
    : null;
}

/** Each entity once (by type and value), for the chips. */
function distinct(entities: Entity[]): Entity[] {
  const seen = new Map<string, Entity>();
  for (const entity of entities) seen.set(`${entity.type}:${entity.value}`, entity);
  return [...seen.values()];
}

/**
 * A document a job read: its title, pages and warnings; its text collapsed until opened, then
 * shown with its entities as chips and marked in the text.
 */
export function DocumentText({ document }: { document: PdfItemContent }) {
  const [open, setOpen] = useState(false);
  const entities = useTextEntities(document.text, open);
  const found = entities.data?.entities ?? [];
  return (
    <div className="mt-2 rounded-md border bg-background p-2 text-xs">
      <p className="flex items-center gap-1.5 font-medium break-all">
        <FileTextIcon className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
        {document.title}
      </p>
      <p className="text-muted-foreground">
        {document.pages_read} of {countOf(document.page_count, 'page')} read ·{' '}
        {countOf(document.text.length, 'character')} ·{' '}
        <a href={document.url} target="_blank" rel="noreferrer" className="underline">
          open the file
        </a>
      </p>
      {document.error && (
        <p role="alert" className="mt-1 text-red-700">
          {document.error}
        </p>
      )}
      {document.warnings.map((warning) => (
        <p key={warning} className="mt-1 text-amber-800">
          {warning}
        </p>
      ))}
      {document.text && (
        <details className="mt-1" onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className="cursor-pointer font-medium text-primary">Document text</summary>
          {entities.isFetching && (
            <p role="status" className="mt-1 flex items-center gap-1 text-muted-foreground">
              <LoaderIcon className="size-3 animate-spin" aria-hidden="true" /> Finding entities…
            </p>
          )}
          {entities.isError && (
            <p role="alert" className="mt-1 text-red-700">
              Entities unavailable: {entities.error.message}
            </p>
          )}
          <EntityChips entities={distinct(found)} label={`Entities in ${document.title}`} />
          <pre className="mt-2 max-h-64 overflow-auto rounded bg-muted p-2 font-sans break-words whitespace-pre-wrap">
            <HighlightedText text={document.text} entities={found} />
          </pre>
        </details>
      )}
    </div>
  );
}
