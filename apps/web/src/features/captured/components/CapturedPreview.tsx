import { contentText } from '@/lib/format';
import type { PanelItem } from '../captured-export';
import { FieldValue } from '@/components/FieldValue';

/** Preview view: records as a table of their fields, other items as their full content. */
export function CapturedPreview({
  items,
  fields: order = [],
}: {
  items: PanelItem[];
  fields?: string[];
}) {
  const records = items.filter((item) => item.type === 'record');
  const fields = [
    ...new Set([
      ...order,
      ...records.flatMap((item) => Object.keys((item.content as object | null) ?? {})),
    ]),
  ];
  if (records.length === items.length && fields.length > 0) {
    return (
      <div className="max-h-96 overflow-auto rounded-lg border">
        <table className="w-full text-left text-xs">
          <thead className="sticky top-0 bg-muted">
            <tr>
              {fields.map((field) => (
                <th key={field} scope="col" className="px-2 py-2 font-medium">
                  {field}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {records.map((item) => (
              <tr key={item.id} className="border-t align-top">
                {fields.map((field) => (
                  <td key={field} className="px-2 py-1.5 break-words">
                    <FieldValue value={(item.content as Record<string, unknown>)[field]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <pre className="max-h-96 overflow-auto rounded-lg bg-muted p-3 text-xs break-words whitespace-pre-wrap">
      {items.map((item) => `${item.type}: ${contentText(item.content)}`).join('\n')}
    </pre>
  );
}
