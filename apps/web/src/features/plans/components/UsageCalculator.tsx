import { calculateMonthlyCost, type CalculatorInput, countOf } from '@gleaner/shared';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatNumber, formatRate } from '@/features/account/format';
import { Unavailable } from '@/features/account/components/Unavailable';
import { usePrices } from '../hooks/use-prices';

const FIELDS: { key: keyof CalculatorInput; label: string }[] = [
  { key: 'pages', label: 'Pages scraped a month' },
  { key: 'records', label: 'Records stored a month' },
  { key: 'tokens', label: 'Model tokens a month' },
  { key: 'storageGb', label: 'Other storage (GB)' },
];

/** A non-negative number from what was typed; anything else counts as 0 and is flagged. */
const amount = (text: string) => {
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/** The Usage Calculator, priced by the server's price table, with its formula on the page. */
export function UsageCalculator() {
  const prices = usePrices();
  const [draft, setDraft] = useState<Record<keyof CalculatorInput, string>>({
    pages: '1000',
    records: '20000',
    tokens: '50000',
    storageGb: '0',
  });
  if (prices.isPending) return <p className="text-sm text-muted-foreground">Loading prices…</p>;
  if (prices.isError)
    return <Unavailable reason={prices.error.message} onRetry={() => void prices.refetch()} />;
  const table = prices.data.prices;
  const perRecord = prices.data.measured.bytes_per_item;
  const input = Object.fromEntries(
    Object.entries(draft).map(([key, text]) => [key, amount(text) ?? 0]),
  ) as unknown as CalculatorInput;
  const result = calculateMonthlyCost(table, input, perRecord);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-3">
        {FIELDS.map((field) => (
          <div key={field.key} className="grid gap-1.5">
            <Label htmlFor={`calc-${field.key}`}>{field.label}</Label>
            <Input
              id={`calc-${field.key}`}
              inputMode="decimal"
              value={draft[field.key]}
              aria-invalid={amount(draft[field.key]) === null}
              onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
            />
            {amount(draft[field.key]) === null && (
              <p className="text-xs text-destructive">Enter a number of 0 or more.</p>
            )}
          </div>
        ))}
      </div>
      <div className="grid content-start gap-3 rounded-xl border bg-muted/50 p-4 text-sm">
        <p className="text-xs font-medium text-muted-foreground">Estimated monthly cost</p>
        <p className="text-3xl font-semibold tabular-nums" aria-live="polite">
          {formatRate(result.monthlyCost)}
        </p>
        <p>
          Cheapest plan that fits:{' '}
          <strong>
            {result.plan
              ? `${result.plan.name} (${result.plan.price}${result.plan.period ?? ''})`
              : 'none of these: talk to us about a custom plan'}
          </strong>
        </p>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
          <dt>AI: {countOf(input.tokens, 'token')}</dt>
          <dd className="text-right">{formatRate(result.aiCost)}</dd>
          <dt>
            Storage: {result.totalGb.toLocaleString('en-US', { maximumFractionDigits: 3 })} GB
          </dt>
          <dd className="text-right">{formatRate(result.storageCost)}</dd>
        </dl>
        <div className="grid gap-1 border-t pt-3 text-xs text-muted-foreground">
          <p className="font-medium text-foreground">How this is worked out</p>
          <p>
            Monthly cost = tokens × {formatRate(table.ai_per_1000_tokens)} / 1,000 + ⌈storage GB⌉ ×{' '}
            {formatRate(table.storage_per_gb_month)}.
          </p>
          <p>
            Storage GB = other storage + records ×{' '}
            {perRecord === null
              ? '0 (no item is stored on this server yet to measure its size)'
              : `${formatNumber(perRecord)} bytes (the measured average of the latest ${formatNumber(prices.data.measured.items)} stored items)`}
            .
          </p>
          <p>
            Pages are not priced: the price table has no per-page price. The plan is the first of
            Free, Pro and Teams whose tokens and storage cover yours. Prices in force since{' '}
            {table.effective_from}.
          </p>
        </div>
      </div>
    </div>
  );
}
