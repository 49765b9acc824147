import { dollarsText, type UsageSummary } from '@gleaner/shared';
import { formatNumber } from '../format';

/** Requests, tokens and cost per model in the period, dearest first: the model-call part of the spend. */
export function ModelTable({ models }: { models: UsageSummary['ai_usage']['by_model'] }) {
  if (models.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table className="w-full text-sm">
        <caption className="px-4 pt-3 text-left text-sm font-semibold">
          Per model (model calls only; pages read are not in this table)
        </caption>
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-4 py-2 font-medium">Model</th>
            <th className="px-4 py-2 text-right font-medium">Requests</th>
            <th className="px-4 py-2 text-right font-medium">Tokens</th>
            <th className="px-4 py-2 text-right font-medium">Cost</th>
          </tr>
        </thead>
        <tbody>
          {models.map((model) => (
            <tr key={model.model} className="border-t">
              <td className="px-4 py-2 font-mono text-xs">{model.model}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatNumber(model.requests)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatNumber(model.tokens)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{dollarsText(model.cost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
