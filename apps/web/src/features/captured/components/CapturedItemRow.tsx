import { TRUNCATE } from '@gleaner/shared';
import { DocumentText, pdfContentOf } from '@/features/documents/components/DocumentText';
import { contentText, truncate } from '@/lib/format';
import type { PanelItem } from '../captured-export';
import { ConfidenceBadge } from './ConfidenceBadge';
import { RecordFields } from './FieldValue';

/** A record's fields: an object, not a list or a text. */
function isRecordContent(content: unknown): content is Record<string, unknown> {
  return typeof content === 'object' && content !== null && !Array.isArray(content);
}

interface CapturedItemRowProps {
  item: PanelItem;
  selected: boolean;
  onToggle: () => void;
  /** Record fields in the plan's order. */
  fields?: string[];
}

/** One captured item in list view, with its selection box. */
export function CapturedItemRow({ item, selected, onToggle, fields }: CapturedItemRowProps) {
  const document = item.type === 'pdf' ? pdfContentOf(item.content) : null;
  const text = document ? document.title : contentText(item.content, fields);
  return (
    <li className="flex items-start gap-3 rounded-lg border px-3 py-2">
      <input
        type="checkbox"
        checked={selected}
        onChange={onToggle}
        aria-label={`Select ${truncate(text, 40)}`}
        className="mt-1 size-4 accent-[var(--color-primary)]"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded bg-secondary px-1.5 py-0.5 font-mono text-xs">{item.type}</span>
          <ConfidenceBadge value={item.confidence} />
          <span className="truncate font-mono text-xs text-muted-foreground">
            {truncate(item.selector, TRUNCATE.selector)}
          </span>
        </div>
        {document ? (
          <DocumentText document={document} />
        ) : isRecordContent(item.content) ? (
          <RecordFields content={item.content} order={fields} />
        ) : (
          <p className="mt-1 text-sm break-words">{truncate(text, TRUNCATE.content)}</p>
        )}
      </div>
    </li>
  );
}
