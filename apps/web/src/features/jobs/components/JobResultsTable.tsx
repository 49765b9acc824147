import { CONFIDENCE_GREEN_ABOVE, TRUNCATE, type StoredResult } from '@gleaner/shared';
import { DocumentText, pdfContentOf } from '@/features/documents/components/DocumentText';
import { contentText, truncate } from '@/lib/format';

/** The View dialog's table: Type, Content (100), Confidence % (highlighted above 0.8), Selector (30). */
export function JobResultsTable({
  entries,
  fields,
}: {
  entries: StoredResult[];
  /** Record fields in the job plan's order. */
  fields?: string[];
}) {
  return (
    <div className="max-h-[50dvh] overflow-auto rounded-lg border">
      <table className="w-full text-left text-xs">
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th scope="col" className="px-2 py-2 font-medium">
              Type
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Content
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Confidence
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Selector
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t align-top">
              <td className="px-2 py-1.5">{entry.type}</td>
              <td className="px-2 py-1.5 break-words">
                <ResultContent entry={entry} fields={fields} />
              </td>
              <td className="px-2 py-1.5 tabular-nums">
                {entry.confidence > CONFIDENCE_GREEN_ABOVE ? (
                  <mark className="rounded bg-green-100 px-1 font-medium text-green-800">
                    {Math.round(entry.confidence * 100)}%
                  </mark>
                ) : (
                  `${Math.round(entry.confidence * 100)}%`
                )}
              </td>
              <td className="px-2 py-1.5 font-mono whitespace-nowrap">
                {truncate(entry.selector, TRUNCATE.selector)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A document shows its text (collapsed) and entities; other content its first 100 characters. */
function ResultContent({ entry, fields }: { entry: StoredResult; fields?: string[] }) {
  const document = entry.type === 'pdf' ? pdfContentOf(entry.content) : null;
  if (document) return <DocumentText document={document} />;
  return truncate(contentText(entry.content, fields), TRUNCATE.content);
}
