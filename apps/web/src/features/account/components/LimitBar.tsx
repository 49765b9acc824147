import { Progress } from '@/components/ui/progress';

/** Use against a plan limit, as a bar and in words. */
export function LimitBar({
  label,
  used,
  limit,
  unit,
}: {
  label: string;
  used: number;
  limit: number;
  unit: string;
}) {
  const share = limit > 0 ? used / limit : 0;
  const words = `${used.toLocaleString('en-US', { maximumFractionDigits: 2 })} of ${limit.toLocaleString('en-US')} ${unit}`;
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">{words}</span>
      </div>
      <Progress value={share} label={`${label}: ${words}`} />
    </div>
  );
}
