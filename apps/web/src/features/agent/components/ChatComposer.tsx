import { LoaderIcon, SendIcon } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { requestLengthProblem } from '../request-length';

interface ChatComposerProps {
  busy: boolean;
  onSend: (text: string) => void;
}

/** The chat input: Enter (or Ctrl/Cmd+Enter) sends, Shift+Enter adds a line; blank never sends. */
export function ChatComposer({ busy, onSend }: ChatComposerProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  const tooLong = requestLengthProblem(text);
  const submit = () => {
    if (blank || busy || tooLong) return;
    onSend(text.trim());
    setText('');
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form onSubmit={handleSubmit} className="flex flex-wrap items-end gap-2 border-t p-3">
      {tooLong && (
        <p id="chat-message-too-long" role="alert" className="w-full text-xs text-destructive">
          {tooLong}
        </p>
      )}
      <label htmlFor="chat-message" className="sr-only">
        Message to the agent
      </label>
      <Textarea
        id="chat-message"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder="Reply to the agent, e.g. “yes start”"
        rows={2}
        // The window opens because the person is talking to the agent: let them keep typing.
        autoFocus
        aria-describedby={tooLong ? 'chat-message-too-long' : undefined}
        aria-invalid={tooLong ? true : undefined}
        className="min-h-0 flex-1 resize-none"
      />
      <Button
        type="submit"
        size="icon"
        disabled={blank || busy || tooLong !== null}
        aria-label="Send message"
      >
        {busy ? (
          <LoaderIcon className="animate-spin" aria-hidden="true" />
        ) : (
          <SendIcon aria-hidden="true" />
        )}
      </Button>
    </form>
  );
}
