import type { PlanSummary } from '@gleaner/shared';
import { ConfidenceBadge } from '@/features/captured/components/ConfidenceBadge';

// Below `sm` the table reflows into one block per field (name, where it is read, samples,
// confidence stacked): in a phone's chat the three columns clipped Confidence (issue 32). The
// explicit roles keep it a table for assistive technology once its parts are display: block.
const block = 'max-sm:block';

/** The plan's proposed columns: where each is read, samples and confidence. */
export function PlanFieldsTable({ fields }: { fields: PlanSummary['fields'] }) {
  return (
    <div className="sm:overflow-x-auto">
      <table role="table" className={`w-full text-left ${block}`}>
        <caption className="sr-only">Proposed columns</caption>
        <thead role="rowgroup" className="text-muted-foreground max-sm:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className="py-1 pr-2 font-medium">
              Column
            </th>
            <th role="columnheader" scope="col" className="py-1 pr-2 font-medium">
              Samples
            </th>
            <th role="columnheader" scope="col" className="py-1 font-medium">
              Confidence
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className={block}>
          {fields.map((field) => (
            <tr
              key={field.name}
              role="row"
              className="border-t align-top max-sm:grid max-sm:gap-1 max-sm:py-2"
            >
              <th
                role="rowheader"
                scope="row"
                className="py-1 pr-2 text-left align-top font-normal max-sm:block max-sm:p-0"
              >
                <span className="font-mono font-medium break-all">{field.name}</span>
                {(field.source ?? field.fromDetailPage) && (
                  <span className="block break-words text-[11px] text-muted-foreground sm:max-w-48">
                    {field.fromDetailPage && 'each item’s page · '}
                    {field.source}
                  </span>
                )}
              </th>
              <td role="cell" className="py-1 pr-2 break-words sm:max-w-56 max-sm:block max-sm:p-0">
                {field.samples.slice(0, 2).join(' · ') || '—'}
              </td>
              <td role="cell" className="py-1 max-sm:block max-sm:p-0">
                <span className="mr-1 text-muted-foreground sm:hidden">Confidence</span>
                <ConfidenceBadge value={field.confidence} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
