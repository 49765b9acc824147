import { countOf } from '@gleaner/shared';
import { DownloadIcon, ListCollapseIcon, ListTreeIcon, SearchIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { downloadText, fileStamp } from '../export-document';
import { useDebounced } from '../hooks/use-debounced';
import { searchJson } from './json-search';
import { JsonNode, type JsonContext } from './JsonNode';

/** The job's export document as a tree: search, expand all, collapse all, copy, download. */
export function JsonViewer({ document: doc }: { document: unknown }) {
  const [search, setSearch] = useState('');
  const [expandAll, setExpandAll] = useState(false);
  const [version, setVersion] = useState(0);
  const query = useDebounced(search);
  const found = useMemo(() => searchJson(doc, query), [doc, query]);
  const text = useMemo(() => JSON.stringify(doc, null, 2), [doc]);
  const ctx: JsonContext = { expandAll, hits: found.hits, open: found.open };
  const reopen = (all: boolean) => {
    setExpandAll(all);
    setVersion((v) => v + 1);
  };
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1 basis-48">
          <SearchIcon
            className="absolute top-1/2 left-2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            className="pl-8"
            placeholder="Search JSON…"
            aria-label="Search JSON"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {query && (
          <span className="text-xs text-muted-foreground">{countOf(found.hits.size, 'match')}</span>
        )}
        <Button size="sm" variant="outline" onClick={() => reopen(true)}>
          <ListTreeIcon aria-hidden="true" /> Expand all
        </Button>
        <Button size="sm" variant="outline" onClick={() => reopen(false)}>
          <ListCollapseIcon aria-hidden="true" /> Collapse all
        </Button>
        <CopyButton text={text} label="JSON" />
        <Button
          size="sm"
          variant="outline"
          onClick={() => downloadText(text, `scraped-data-${fileStamp()}.json`, 'application/json')}
        >
          <DownloadIcon aria-hidden="true" /> Download
        </Button>
      </div>
      <ul
        key={`${version}:${query}`}
        className="max-h-[520px] overflow-auto rounded-lg border p-2 font-mono text-xs"
        aria-label="JSON document"
      >
        <JsonNode name="document" value={doc} path="" depth={0} ctx={ctx} />
      </ul>
    </div>
  );
}
