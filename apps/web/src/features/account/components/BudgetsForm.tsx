import {
  BudgetsSchema,
  spendTexts,
  spentLabel,
  type Budgets,
  type BudgetsReply,
  type UsagePeriod,
} from '@gleaner/shared';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSaveBudgets } from '../hooks/use-budgets';

/** Each budget and, for the three over a window, the window its spending is counted in. */
const FIELDS: { key: keyof Budgets; label: string; period?: UsagePeriod }[] = [
  { key: 'daily', label: 'Daily budget ($)', period: 'day' },
  { key: 'weekly', label: 'Weekly budget ($)', period: 'week' },
  { key: 'monthly', label: 'Monthly budget ($)', period: 'month' },
  { key: 'max_per_request', label: 'Maximum per request ($)' },
];

/**
 * The person's budgets, editable, each with what was spent in its window; what they typed stays
 * when it is refused.
 */
export function BudgetsForm({
  budgets,
  spent,
  isDefault,
}: {
  budgets: Budgets;
  spent: BudgetsReply['spent'];
  isDefault: boolean;
}) {
  const [draft, setDraft] = useState<Record<keyof Budgets, string>>(() => ({
    daily: String(budgets.daily),
    weekly: String(budgets.weekly),
    monthly: String(budgets.monthly),
    max_per_request: String(budgets.max_per_request),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveBudgets();
  const raising = useLocation().hash === '#budgets';
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BudgetsSchema.safeParse(
      Object.fromEntries(Object.entries(draft).map(([key, text]) => [key, Number(text)])),
    );
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the budgets');
      return;
    }
    setProblem(null);
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.key} className="grid content-start gap-1.5">
            <Label htmlFor={`budget-${field.key}`}>{field.label}</Label>
            <Input
              id={`budget-${field.key}`}
              // Sent here to raise it ("Raise budget" on a refused job): the daily one is first.
              autoFocus={field.key === 'daily' && raising}
              inputMode="decimal"
              value={draft[field.key]}
              onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
            />
            {field.period && field.key !== 'max_per_request' && (
              <p className="text-xs text-muted-foreground">
                {spentLabel(field.period)}: {spendTexts(spent[field.key]).total}
              </p>
            )}
          </div>
        ))}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save budgets'}
        </Button>
        <span className="text-xs text-muted-foreground">
          {isDefault ? 'These are the defaults.' : 'Your own budgets.'} Alerts are raised when a day
          passes the daily budget or one request passes the maximum.
        </span>
      </div>
    </form>
  );
}
