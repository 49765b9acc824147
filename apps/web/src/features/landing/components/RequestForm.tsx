import { LoaderIcon, MessageSquareIcon, SparklesIcon } from 'lucide-react';
import { useCallback, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useWorkspace } from '@/features/agent/hooks/use-workspace';
import { requestLengthProblem } from '@/features/agent/request-length';
import { Textarea } from '@/components/ui/textarea';

const PLACEHOLDER =
  'e.g. Get all books on https://books.toscrape.com with title, price and rating, every page';

const EXAMPLES = [
  'Get all books on https://books.toscrape.com with title, price and rating, every page',
  'Collect every quote with its author and tags from https://quotes.toscrape.com',
];

/** The hero's request box: blank text cannot be sent; Ctrl/Cmd+Enter sends it to the agent. */
export function RequestForm() {
  const id = useId();
  const [request, setRequest] = useState('');
  const { state, dispatch, send } = useWorkspace();
  const blank = request.trim() === '';
  const tooLong = requestLengthProblem(request);
  const busy = state.waiting;
  // Arriving from a "Start scraping" link (/#request): the box is where to begin.
  const focusIfAsked = useCallback((box: HTMLTextAreaElement | null) => {
    if (box && window.location.hash === '#request') box.focus();
  }, []);

  const submit = () => {
    if (blank || busy || tooLong) return;
    void send(request.trim());
    setRequest('');
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={handleSubmit} className="w-full">
      <div className="rounded-xl border bg-card p-2 shadow-lg shadow-primary/5 transition-shadow focus-within:ring-2 focus-within:ring-ring/40">
        <label htmlFor={`${id}-request`} className="sr-only">
          Describe the data you want
        </label>
        <Textarea
          id={`${id}-request`}
          ref={focusIfAsked}
          value={request}
          onChange={(event) => setRequest(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={PLACEHOLDER}
          aria-describedby={tooLong ? `${id}-too-long` : `${id}-hint`}
          aria-invalid={tooLong ? true : undefined}
          rows={4}
          className="resize-none border-0 bg-transparent text-base shadow-none focus-visible:ring-0 sm:text-base"
        />
        {tooLong && (
          <p id={`${id}-too-long`} role="alert" className="px-2 pb-1 text-sm text-destructive">
            {tooLong}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 px-2 pt-1 pb-1 sm:flex-row sm:items-center sm:justify-between">
          <p id={`${id}-hint`} className="hidden text-xs text-muted-foreground sm:block">
            Press <kbd className="font-mono">Ctrl</kbd>/<kbd className="font-mono">⌘</kbd> +{' '}
            <kbd className="font-mono">Enter</kbd> to start
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {state.chatStarted && (
              <Button
                type="button"
                variant="outline"
                onClick={() => dispatch({ type: 'patch', patch: { chatOpen: true } })}
              >
                <MessageSquareIcon aria-hidden="true" />
                Open AI Chat
              </Button>
            )}
            <Button type="submit" disabled={blank || busy || tooLong !== null}>
              {busy ? (
                <LoaderIcon className="animate-spin" aria-hidden="true" />
              ) : (
                <SparklesIcon aria-hidden="true" />
              )}
              Start AI Conversation
            </Button>
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {EXAMPLES.map((example) => (
          <button
            key={example}
            type="button"
            onClick={() => setRequest(example)}
            className="max-w-full cursor-pointer truncate rounded-full border bg-card px-3 py-1 text-xs text-muted-foreground transition-colors hover:border-primary/40 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {example}
          </button>
        ))}
      </div>
    </form>
  );
}
