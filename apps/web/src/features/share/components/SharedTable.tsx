import type { SharedResult } from '@gleaner/shared';
import { contentText } from '@/lib/format';

function Cell({ value }: { value: unknown }) {
  // A list reads as its items ('a; b'), as the CSV export writes it.
  const text = contentText(value);
  // A link a shared table holds is opened without telling the site where it came from.
  if (/^https?:\/\/\S+$/.test(text))
    return (
      <a
        href={text}
        target="_blank"
        rel="noreferrer noopener nofollow"
        className="break-all underline"
      >
        {text}
      </a>
    );
  return <>{text}</>;
}

const isRecord = (content: unknown): content is Record<string, unknown> =>
  typeof content === 'object' && content !== null && !Array.isArray(content);

/** A shared job's results: one column per record field, else each item's type and content. */
export function SharedTable({ fields, results }: { fields: string[]; results: SharedResult[] }) {
  const columns = fields.length > 0 ? fields : ['type', 'content'];
  return (
    <div className="max-h-[70dvh] overflow-auto rounded-lg border">
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {results.map((result, i) => (
            <SharedRow key={i} fields={fields} result={result} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SharedRow({ fields, result }: { fields: string[]; result: SharedResult }) {
  const { content } = result;
  if (fields.length === 0)
    return (
      <tr className="border-t align-top">
        <td className="px-3 py-1.5">{result.type}</td>
        <td className="px-3 py-1.5 break-words">{contentText(content)}</td>
      </tr>
    );
  // An item of another kind in a job of records spans the row.
  if (result.type !== 'record' || !isRecord(content))
    return (
      <tr className="border-t align-top">
        <td colSpan={fields.length} className="px-3 py-1.5 break-words">
          {result.type}: {contentText(content)}
        </td>
      </tr>
    );
  return (
    <tr className="border-t align-top">
      {fields.map((field) => (
        <td key={field} className="px-3 py-1.5 break-words">
          <Cell value={content[field]} />
        </td>
      ))}
    </tr>
  );
}
