import {
  dollarsText,
  PERIOD_WORDS,
  spendParts,
  spendTexts,
  spentLabel,
  type UsageSummary,
} from '@gleaner/shared';
import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { saveFile } from '@/lib/format';
import { billingExport, billingExportName } from '../billing-export';
import { formatNumber, formatRate } from '../format';

/**
 * Billing: what the period's calls cost (the spend every screen shows), then the bill of the
 * period at the billing rates (line items, subtotal, total), the monthly projection and the
 * export.
 */
export function BillingTab({ summary }: { summary: UsageSummary }) {
  const bill = summary.billing_summary;
  const [ai, httpPages, browserPages, storage] = bill.line_items;
  const handleExport = () => {
    const json = JSON.stringify(billingExport(summary), null, 2);
    saveFile(new Blob([json], { type: 'application/json' }), billingExportName());
  };
  return (
    <section aria-label="Billing" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <div className="rounded-lg border px-4 py-3">
        <p className="text-sm">
          {spentLabel(summary.period)}: <strong>{spendTexts(summary.cost).total}</strong>
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          {spendParts(summary.cost)}, at the price table&apos;s prices: the figure Usage Details,
          the dashboard and your budgets show for this window.
        </p>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 className="text-base font-semibold">Bill of {PERIOD_WORDS[summary.period]}</h3>
          <p className="text-xs text-muted-foreground">
            At the billing rates: AI is billed by its tokens at one rate, not at each model&apos;s
            price, so its line is not what the model calls cost; storage is billed by the month.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={handleExport}>
          <DownloadIcon aria-hidden="true" />
          Export billing (JSON)
        </Button>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-xs sm:text-sm">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th className="py-2 pr-1.5 sm:pr-3 font-medium">Item</th>
              <th className="px-1.5 py-2 text-right font-medium sm:px-3">Quantity</th>
              <th className="px-1.5 py-2 text-right font-medium sm:px-3">Unit price</th>
              <th className="py-2 pl-1.5 sm:pl-3 text-right font-medium">Total</th>
            </tr>
          </thead>
          <tbody>
            {bill.line_items.map((item) => (
              <tr key={item.description} className="border-t">
                <td className="py-2 pr-1.5 sm:pr-3">{item.description}</td>
                <td className="px-1.5 py-2 text-right tabular-nums sm:px-3">
                  {formatNumber(item.quantity)}
                </td>
                <td className="px-1.5 py-2 text-right tabular-nums sm:px-3">
                  {formatRate(item.unit_price)}
                </td>
                <td className="py-2 pl-1.5 sm:pl-3 text-right tabular-nums">
                  {formatRate(item.total)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2">
            <tr>
              <th scope="row" colSpan={3} className="py-2 pr-1.5 sm:pr-3 text-left font-medium">
                Subtotal
              </th>
              <td className="py-2 pl-1.5 sm:pl-3 text-right tabular-nums">
                {formatRate(bill.subtotal)}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="py-2 pr-1.5 sm:pr-3 text-left font-semibold">
                Total
              </th>
              <td className="py-2 pl-1.5 sm:pl-3 text-right font-semibold tabular-nums">
                {formatRate(bill.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="rounded-lg bg-muted px-4 py-3 text-sm">
        <p>
          Estimated bill for a month: <strong>{dollarsText(bill.estimated_monthly)}</strong>
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          AI processing and pages read × {bill.projection_factor} plus storage, which is already a
          monthly price. AI at {formatRate((ai?.unit_price ?? 0) * 1000)} per 1,000 tokens; pages at{' '}
          {formatRate(httpPages?.unit_price ?? 0)} read over HTTP and{' '}
          {formatRate(browserPages?.unit_price ?? 0)} rendered in Chromium; storage at{' '}
          {formatRate(storage?.unit_price ?? 0)} per GB-month, GB rounded up.
        </p>
      </div>
      <p className="text-xs text-muted-foreground">
        {bill.stripe_ready
          ? 'A payment provider is configured for this server.'
          : 'No payment provider is set up on this server: nothing is charged.'}
      </p>
    </section>
  );
}
