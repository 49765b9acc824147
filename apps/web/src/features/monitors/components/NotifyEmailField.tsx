import { useMailDelivery } from '@/features/info/hooks/use-health';

/** Text under the e-mail switch on a server without SMTP: the switch alone would promise mail. */
const NO_MAIL_MONITOR_NOTE =
  'This server sends no e-mail: a run’s changes and failures show here, in its runs, and reach ' +
  'its webhook if it has one.';

/** The monitor's e-mail switch; says so when this server sends no e-mail. */
export function NotifyEmailField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const noMail = useMailDelivery() === 'none';
  return (
    <div className="grid gap-1">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        E-mail me when a run finds changes or fails
      </label>
      {noMail && <p className="text-xs text-muted-foreground">{NO_MAIL_MONITOR_NOTE}</p>}
    </div>
  );
}
