import { CONFIDENCE_GREEN_ABOVE, CONFIDENCE_YELLOW_ABOVE } from '@gleaner/shared';
import { Badge } from '@/components/ui/badge';

/** Spec: above 0.8 green, above 0.5 yellow, otherwise red. */
export function confidenceTone(value: number) {
  if (value > CONFIDENCE_GREEN_ABOVE) return 'green' as const;
  if (value > CONFIDENCE_YELLOW_ABOVE) return 'yellow' as const;
  return 'red' as const;
}

export function ConfidenceBadge({ value }: { value: number }) {
  return (
    <Badge tone={confidenceTone(value)} title="Confidence">
      {Math.round(value * 100)}%
    </Badge>
  );
}
