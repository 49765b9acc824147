import { CHAT_WINDOW_HEIGHT_PX } from '@gleaner/shared';
import { GripHorizontalIcon, LoaderIcon, RotateCcwIcon, XIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useDraggable } from '../hooks/use-draggable';
import { useWorkspace } from '../hooks/use-workspace';
import { ChatComposer } from './ChatComposer';
import { ChatMessage } from './ChatMessage';

/** The AI conversation window: draggable by its title bar, 600 px high (loaded on demand). */
export default function ChatWindow() {
  const { state, dispatch, send, reset } = useWorkspace();
  const drag = useDraggable();
  const list = useRef<HTMLOListElement>(null);
  const close = () => dispatch({ type: 'patch', patch: { chatOpen: false } });

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [state.messages.length, state.waiting]);

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      onKeyDown={(event) => event.key === 'Escape' && close()}
      className="fixed right-2 bottom-2 left-2 z-40 flex flex-col overflow-hidden rounded-xl border bg-background shadow-2xl sm:right-6 sm:bottom-6 sm:left-auto sm:w-[26rem]"
      style={{ height: `min(${CHAT_WINDOW_HEIGHT_PX}px, calc(100dvh - 1rem))`, ...drag.style }}
    >
      <header
        {...drag.handle}
        tabIndex={0}
        aria-label="Move the chat window with the arrow keys"
        className="flex cursor-move touch-none items-center gap-2 border-b bg-card px-3 py-2 outline-none select-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <GripHorizontalIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        <h2 id="chat-title" className="flex-1 text-sm font-semibold">
          AI Conversation
        </h2>
        <Button size="sm" variant="ghost" onClick={reset} title="Start a new conversation">
          <RotateCcwIcon aria-hidden="true" />
          Reset
        </Button>
        <Button size="icon" variant="ghost" onClick={close} aria-label="Close chat">
          <XIcon aria-hidden="true" />
        </Button>
      </header>
      <ol ref={list} aria-live="polite" className="flex flex-1 flex-col gap-3 overflow-y-auto p-3">
        {state.messages.length === 0 && (
          <li className="m-auto max-w-64 text-center text-sm text-muted-foreground">
            Say what data you want and from which web address; the agent studies the page and
            proposes a plan.
          </li>
        )}
        {state.messages.map((entry) => (
          <ChatMessage key={entry.id} entry={entry} />
        ))}
        {state.waiting && (
          <li role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderIcon className="size-4 animate-spin" aria-hidden="true" />
            The agent is working…
          </li>
        )}
      </ol>
      <ChatComposer busy={state.waiting} onSend={(text) => void send(text)} />
    </section>
  );
}
