import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/** A labelled form control: the label points at the control through htmlFor. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
