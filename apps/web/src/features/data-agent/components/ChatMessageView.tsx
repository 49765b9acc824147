import { AlertTriangleIcon, BotIcon, UserIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { ChatMessage } from '../chat-messages';
import { AnswerTable } from './AnswerTable';

interface Props {
  message: ChatMessage;
  /** Asks another reading of an unclear question. */
  onAsk: (question: string) => void;
  busy: boolean;
}

/**
 * One message: the question, or the answer's sentence, table, how it was answered (always in
 * view, the plan's JSON a click away) and other readings of an unclear question.
 */
export function ChatMessageView({ message, onAsk, busy }: Props) {
  const mine = message.role === 'user';
  const answer = message.data;
  return (
    <li className={cn('flex gap-2', mine && 'flex-row-reverse')}>
      <span className="mt-1 shrink-0 text-muted-foreground" aria-hidden="true">
        {mine ? (
          <UserIcon className="size-4" />
        ) : message.type === 'error' ? (
          <AlertTriangleIcon className="size-4 text-red-600" />
        ) : (
          <BotIcon className="size-4" />
        )}
      </span>
      <div
        className={cn(
          'grid min-w-0 gap-2 rounded-lg px-3 py-2 text-sm',
          mine ? 'max-w-[85%] bg-primary text-primary-foreground' : 'w-full bg-muted',
          message.type === 'error' && 'border border-red-200 bg-red-50 text-red-900',
        )}
        data-testid={mine ? 'question' : 'answer'}
      >
        <p className="break-words">{message.content}</p>
        {answer?.table && <AnswerTable table={answer.table} />}
        {answer && (
          <div className="grid gap-1 text-xs text-muted-foreground">
            <p>
              <span className="font-medium">How I answered: </span>
              {answer.explanation}
            </p>
            {!answer.declined && (
              <details>
                <summary className="cursor-pointer select-none">The plan it ran</summary>
                <pre className="mt-1 overflow-x-auto rounded bg-card p-2 text-[11px]">
                  {JSON.stringify(answer.plan, null, 2)}
                </pre>
              </details>
            )}
          </div>
        )}
        {answer?.alternatives && answer.alternatives.length > 0 && (
          <div className="grid gap-1">
            <p className="text-xs text-muted-foreground">Did you mean:</p>
            <div className="flex flex-wrap gap-1">
              {answer.alternatives.map((reading) => (
                <button
                  key={reading.question}
                  type="button"
                  disabled={busy}
                  title={reading.description}
                  onClick={() => onAsk(reading.question)}
                  className="rounded-full border bg-card px-2 py-0.5 text-xs hover:bg-accent disabled:opacity-50"
                >
                  {reading.question}
                </button>
              ))}
            </div>
          </div>
        )}
      </div>
    </li>
  );
}
