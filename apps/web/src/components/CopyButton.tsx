import { COPY_CONFIRMATION_MS } from '@gleaner/shared';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/** Copies text; says "Copied" for 2 s (spec: copy confirmation), or why it could not. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      (error: unknown) => {
        console.error('Copy failed', error);
        toast.error('Could not copy: the browser refused access to the clipboard');
      },
    );
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => void copy()}
      aria-label={copied ? `${label} copied` : `Copy ${label}`}
    >
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
