import { LoaderIcon, SendIcon } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ChatMessage } from '../chat-messages';
import { ChatMessageView } from './ChatMessageView';

interface Props {
  messages: ChatMessage[];
  busy: boolean;
  onAsk: (question: string) => Promise<boolean>;
}

/** The chat window (600 px high, spec section 2): messages, a loading state, the question box. */
export function DataAgentChat({ messages, busy, onAsk }: Props) {
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // A block body: Chromium's scrollIntoView returns a promise, which React would take as cleanup.
    void end.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length, busy]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The text stays until the question is taken: nothing typed is lost to a busy agent.
    void onAsk(draft).then((taken) => {
      if (taken) setDraft('');
    });
  };
  const ask = (question: string) => void onAsk(question);

  return (
    <div className="flex h-[600px] flex-col rounded-lg border">
      <ol
        className="flex-1 space-y-3 overflow-y-auto p-3"
        aria-label="Data agent chat"
        aria-live="polite"
      >
        {messages.length === 0 && (
          <li className="py-8 text-center text-sm text-muted-foreground">
            Ask a question about this job&apos;s records, such as &ldquo;how many records are
            there?&rdquo;, or pick one under Suggested Prompts.
          </li>
        )}
        {messages.map((message) => (
          <ChatMessageView key={message.id} message={message} onAsk={ask} busy={busy} />
        ))}
        {busy && (
          <li role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Analysing your data…
          </li>
        )}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form onSubmit={handleSubmit} className="flex gap-2 border-t p-2">
        <Input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Ask about your data…"
          aria-label="Question for the data agent"
          maxLength={500}
        />
        <Button type="submit" disabled={busy || draft.trim() === ''} aria-label="Ask">
          <SendIcon aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}
