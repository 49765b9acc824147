import { BanIcon, CheckCircle2Icon, ClockIcon, LoaderCircleIcon, XCircleIcon } from 'lucide-react';

/** The status icon of a job row (spec: dashboard job list), beside its badge. */
export function JobStatusIcon({ status }: { status: string }) {
  const props = { className: 'size-4 shrink-0', 'aria-hidden': true } as const;
  switch (status) {
    case 'completed':
      return <CheckCircle2Icon {...props} className={`${props.className} text-green-700`} />;
    case 'processing':
      return (
        <LoaderCircleIcon
          {...props}
          className={`${props.className} text-blue-700 motion-safe:animate-spin`}
        />
      );
    case 'failed':
      return <XCircleIcon {...props} className={`${props.className} text-red-700`} />;
    case 'cancelled':
      return <BanIcon {...props} className={`${props.className} text-muted-foreground`} />;
    default:
      return <ClockIcon {...props} className={`${props.className} text-muted-foreground`} />;
  }
}
