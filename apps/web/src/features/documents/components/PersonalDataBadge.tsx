import type { AnalyzeRiskResponse, RiskLevel } from '@gleaner/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoaderIcon, RotateCwIcon, ShieldAlertIcon, ShieldCheckIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useJobRisk } from '../hooks/use-job-risk';
import { useTextRisk } from '../hooks/use-text-analysis';

const TONE = { high: 'red', medium: 'yellow', low: 'green' } as const;

interface PersonalDataBadgeProps {
  jobId: string;
  /** Checked once the job has stopped capturing. */
  finished: boolean;
}

/**
 * Whether a job captured personal data: the risk level (the AI governance page's tiers) as a
 * badge, the reasons under it, and a hint to redact before export when there is any.
 */
export function PersonalDataBadge({ jobId, finished }: PersonalDataBadgeProps) {
  const risk = useJobRisk(jobId, finished);
  if (!finished) return null;
  return <RiskSummary risk={risk} />;
}

/** The same check of a text: what a panel shows (Captured Data), read by the server. */
export function TextPersonalDataBadge({ text }: { text: string }) {
  const risk = useTextRisk(text);
  if (!text.trim()) return null;
  return <RiskSummary risk={risk} />;
}

function RiskSummary({ risk }: { risk: UseQueryResult<AnalyzeRiskResponse, Error> }) {
  if (risk.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-xs text-muted-foreground">
        <LoaderIcon className="size-3 animate-spin" aria-hidden="true" /> Checking for personal
        data…
      </p>
    );
  if (risk.isError)
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-xs text-red-700">
        Personal data check unavailable: {risk.error.message}
        <Button size="sm" variant="outline" onClick={() => void risk.refetch()}>
          <RotateCwIcon aria-hidden="true" /> Retry
        </Button>
      </p>
    );
  const level: RiskLevel = risk.data.risk_level;
  const Icon = level === 'low' ? ShieldCheckIcon : ShieldAlertIcon;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer list-none">
        <Badge tone={TONE[level]}>
          <Icon className="size-3" aria-hidden="true" />
          Personal data: {level} risk
        </Badge>
      </summary>
      <ul className="mt-1 list-disc pl-5 text-muted-foreground">
        {risk.data.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {level !== 'low' && (
        <p className="mt-1 text-muted-foreground">
          Turn on Redact personal data in the export menu to mask it in the file.
        </p>
      )}
    </details>
  );
}
