import {
  COST_WINDOWS,
  type CostWindow,
  countOf,
  dollarsText,
  spendParts,
  spendTexts,
  spentLabel,
} from '@gleaner/shared';
import { CpuIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { fetchModelCosts } from '../../api';
import { useSystemPart } from '../../hooks/use-system-part';
import { formatMs, percent } from '../../system-format';
import { Unavailable } from '../Unavailable';
import { DataTable } from './DataTable';
import { SystemCard } from './SystemCard';
import { SystemDialog } from './SystemDialog';

const useCosts = (window: CostWindow, enabled = true) =>
  useSystemPart(`model-costs-${window}`, (token) => fetchModelCosts(token, window), enabled);

/**
 * Model costs (the spec's 'Modal costs'): the card shows what the person spent in the last 24
 * hours (model calls and pages read, the figure Usage Details and Billing show for a day); the
 * dialog lists model calls per model over a day, week or month.
 */
export function ModelCostsPart() {
  const [open, setOpen] = useState(false);
  const [window, setWindow] = useState<CostWindow>('day');
  const card = useCosts('day');
  const detail = useCosts(window, open);
  const day = card.data?.available ? card.data : null;
  return (
    <>
      <SystemCard
        title="Model costs"
        icon={<CpuIcon className="size-4" aria-hidden="true" />}
        value={day ? spendTexts(day.spent).total : card.isPending ? '…' : 'Unavailable'}
        detail={day ? `${spentLabel('day')}: ${spendParts(day.spent)}` : 'Open for the reason'}
        onOpen={() => {
          setOpen(true);
          void detail.refetch();
        }}
      />
      <SystemDialog
        title="Model costs"
        description="Requests, tokens, cost, average time and success rate per model, from the usage log."
        open={open}
        onOpenChange={setOpen}
        refreshing={detail.isFetching}
        onRefresh={() => void detail.refetch()}
      >
        <div className="mb-3 flex flex-wrap gap-1" role="group" aria-label="Window">
          {COST_WINDOWS.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === window ? 'default' : 'outline'}
              aria-pressed={option === window}
              onClick={() => setWindow(option)}
            >
              {option === 'day' ? 'Day' : option === 'week' ? 'Week' : 'Month'}
            </Button>
          ))}
        </div>
        {detail.isError && (
          <Unavailable reason={detail.error.message} onRetry={() => void detail.refetch()} />
        )}
        {detail.data && !detail.data.available && (
          <Unavailable reason={detail.data.reason} onRetry={() => void detail.refetch()} />
        )}
        {detail.data?.available && (
          <div className="grid gap-2">
            <p className="text-sm">
              {spentLabel(detail.data.window)}:{' '}
              <strong>{spendTexts(detail.data.spent).total}</strong>{' '}
              <span className="text-muted-foreground">({spendParts(detail.data.spent)})</span>
            </p>
            <DataTable
              caption="Model costs"
              headers={[
                'Model',
                'Requests',
                'Input tokens',
                'Output tokens',
                'Cost (model calls)',
                'Avg time',
                'Success',
              ]}
              empty="No model calls in this window. Ask the agent something to see its cost here."
              rows={detail.data.models.map((row) => ({
                key: row.model,
                cells: [
                  <span className="font-medium">{row.model}</span>,
                  row.requests,
                  row.inputTokens.toLocaleString(),
                  row.outputTokens.toLocaleString(),
                  dollarsText(row.cost),
                  formatMs(row.avgTimeMs),
                  percent(row.successRate),
                ],
              }))}
            />
            <p className="text-xs text-muted-foreground">
              {detail.data.scope === 'own'
                ? `Your calls only. Other people made ${countOf(detail.data.othersRequests, 'call')} in this window.`
                : 'Everyone’s calls; the spend above is yours.'}
            </p>
          </div>
        )}
      </SystemDialog>
    </>
  );
}
