import { BotIcon, UserIcon } from 'lucide-react';
import { EntityChips } from '@/features/documents/components/EntityChips';
import { cn } from '@/lib/utils';
import type { ChatEntry } from '../workspace-state';
import { JobStartNote } from './JobStartNote';
import { PlanCard } from './PlanCard';

/** One message of the conversation, with the plan when the reply carries one. */
export function ChatMessage({ entry }: { entry: ChatEntry }) {
  const mine = entry.role === 'user';
  const Icon = mine ? UserIcon : BotIcon;
  return (
    <li className={cn('flex gap-2', mine && 'flex-row-reverse')}>
      <span
        className={cn(
          'mt-0.5 grid size-7 shrink-0 place-items-center rounded-full',
          mine ? 'bg-primary text-primary-foreground' : 'bg-secondary text-primary',
        )}
        aria-hidden="true"
      >
        <Icon className="size-4" />
      </span>
      <div
        className={cn(
          'max-w-[85%] rounded-xl px-3 py-2 text-sm',
          mine ? 'bg-primary text-primary-foreground' : 'bg-muted',
          entry.fallback && 'border border-amber-300 bg-amber-50 text-amber-950',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Agent: '}</span>
        <p className="break-words whitespace-pre-wrap">{entry.content}</p>
        {entry.start && <JobStartNote messageId={entry.id} start={entry.start} />}
        {entry.plan && <PlanCard plan={entry.plan} />}
        {entry.entities && <EntityChips entities={entry.entities} label="Found in the data" />}
      </div>
    </li>
  );
}
