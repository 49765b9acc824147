import { MAX_API_KEY_NAME_LENGTH, type CreateApiKeyReply } from '@gleaner/shared';
import { KeyRoundIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormFeedback } from '@/features/auth/components/FormFeedback';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateApiKey } from '../hooks/use-api-keys';

/** Name a new key and create it; the name stays in the field when creation fails. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (reply: CreateApiKeyReply) => void }) {
  const inputId = useId();
  const [name, setName] = useState('');
  const create = useCreateApiKey();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (reply) => {
        setName('');
        onCreated(reply);
      },
    });
  };
  return (
    <form onSubmit={handleSubmit} className="grid gap-2">
      <Label htmlFor={inputId}>New key name</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="e.g. Claude Desktop on my laptop"
          maxLength={MAX_API_KEY_NAME_LENGTH}
          required
        />
        <Button type="submit" disabled={create.isPending || !name.trim()}>
          <KeyRoundIcon aria-hidden="true" />
          {create.isPending ? 'Creating…' : 'Create key'}
        </Button>
      </div>
      <FormFeedback error={create.error?.message ?? null} />
    </form>
  );
}
