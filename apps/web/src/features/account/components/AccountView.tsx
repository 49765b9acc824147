import { PRODUCT_NAME, type UsagePeriod } from '@gleaner/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAccountOwner } from '../hooks/use-account-owner';
import { useUsageSummary } from '../hooks/use-usage';
import { BillingTab } from './BillingTab';
import { PeriodToggle } from './PeriodToggle';
import { SettingsTab } from './SettingsTab';
import { StorageTab } from './StorageTab';
import { Unavailable } from './Unavailable';
import { UsageDetailsTab } from './UsageDetailsTab';

const TABS = [
  { value: 'usage', label: 'Usage Details' },
  { value: 'storage', label: 'Storage Breakdown' },
  { value: 'billing', label: 'Billing' },
  { value: 'settings', label: 'Settings' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/** The signed-in account page: period toggle and four tabs; `?tab=` names the open tab. */
export function AccountView() {
  const { email } = useAccountOwner();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'usage';
  const [period, setPeriod] = useState<UsagePeriod>('month');
  const summary = useUsageSummary(period);

  const usageTab = (render: (data: NonNullable<typeof summary.data>) => React.ReactNode) =>
    summary.data ? (
      render(summary.data)
    ) : summary.isError ? (
      <Unavailable reason={summary.error.message} onRetry={() => void summary.refetch()} />
    ) : (
      <p role="status" className="py-10 text-center text-sm text-muted-foreground">
        Loading your usage…
      </p>
    );

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <title>{`Your Account — ${PRODUCT_NAME}`}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold tracking-tight">Your Account</h1>
          <p className="mt-1 truncate text-sm text-muted-foreground">{email}</p>
        </div>
        <PeriodToggle value={period} onChange={setPeriod} />
      </header>
      {summary.isError && summary.data && (
        <div className="mt-4">
          <Unavailable reason={summary.error.message} onRetry={() => void summary.refetch()} />
        </div>
      )}
      <Tabs
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
        className="mt-6"
      >
        <TabsList className="grid h-auto grid-cols-2 gap-1 sm:grid-cols-4">
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="py-1.5">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="usage" className="mt-6">
          {usageTab((data) => (
            <UsageDetailsTab summary={data} />
          ))}
        </TabsContent>
        <TabsContent value="storage" className="mt-6">
          {usageTab((data) => (
            <StorageTab storage={data.storage_usage} />
          ))}
        </TabsContent>
        <TabsContent value="billing" className="mt-6">
          {usageTab((data) => (
            <BillingTab summary={data} />
          ))}
        </TabsContent>
        <TabsContent value="settings" className="mt-6">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
