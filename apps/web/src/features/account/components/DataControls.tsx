import { DownloadIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDeleteAccount, useExportAccount } from '../hooks/use-account-actions';
import { useAccountOwner } from '../hooks/use-account-owner';

/** Export all my data as JSON; delete my account after typing its e-mail address. */
export function DataControls() {
  const { email } = useAccountOwner();
  const exporter = useExportAccount();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const handleDelete = (event: FormEvent) => {
    event.preventDefault();
    if (matches) remove.mutate(typed);
  };
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => exporter.mutate()} disabled={exporter.isPending}>
          <DownloadIcon aria-hidden="true" />
          {exporter.isPending ? 'Exporting…' : 'Export all my data (JSON)'}
        </Button>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2Icon aria-hidden="true" />
          Delete my account
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        The export holds every job, captured item, annotation, conversation and usage row stored for
        you.
      </p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your jobs, captured data, annotations, conversations, usage, budgets, alerts and API
              keys are deleted for good; running jobs are stopped. Type <strong>{email}</strong> to
              confirm.
            </DialogDescription>
          </DialogHeader>
          <form onSubmit={handleDelete} className="grid gap-3">
            <Label htmlFor="confirm-email">Your e-mail address</Label>
            <Input
              id="confirm-email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            {remove.isError && (
              <p role="alert" className="text-sm text-destructive">
                {remove.error.message}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Keep my account
              </Button>
              <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Delete everything'}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
