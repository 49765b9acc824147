import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { LazyApiKeysSection } from '@/features/api-keys/components/LazyApiKeysSection';
import { useBudgets } from '../hooks/use-budgets';
import { AlertsPanel } from './AlertsPanel';
import { BudgetsForm } from './BudgetsForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DataControls } from './DataControls';
import { Unavailable } from './Unavailable';

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} className="grid scroll-mt-4 gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Settings: plan, budgets, alerts and recommendations, password, API keys, my data. */
export function SettingsTab() {
  const budgets = useBudgets();
  return (
    <div className="grid gap-4">
      <Section title="Plan">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          Plan type <Badge tone="blue">Free</Badge>
          <Link to="/plans" className="text-primary underline-offset-4 hover:underline">
            Compare plans
          </Link>
        </p>
      </Section>
      {/* "Raise budget" (a job refused for its budget) opens #budgets. */}
      <Section title="Budgets" id="budgets">
        {budgets.isPending ? (
          <p className="text-sm text-muted-foreground">Loading budgets…</p>
        ) : budgets.isError ? (
          <Unavailable reason={budgets.error.message} onRetry={() => void budgets.refetch()} />
        ) : (
          <BudgetsForm
            budgets={budgets.data.budgets}
            spent={budgets.data.spent}
            isDefault={budgets.data.is_default}
          />
        )}
      </Section>
      <Section title="Alerts and recommendations">
        <AlertsPanel />
      </Section>
      <Section title="Change password">
        <ChangePasswordForm />
      </Section>
      <div className="rounded-xl border bg-card p-4 shadow-sm">
        <LazyApiKeysSection />
      </div>
      <Section title="Your data">
        <DataControls />
      </Section>
    </div>
  );
}
