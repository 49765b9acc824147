import { CHAT_WINDOW_HEIGHT_PX } from '@gleaner/shared';
import {
  ChevronUpIcon,
  GripHorizontalIcon,
  LoaderIcon,
  MinusIcon,
  PanelRightIcon,
  PictureInPicture2Icon,
  RotateCcwIcon,
  XIcon,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useChatLayout } from '../hooks/use-chat-layout';
import { useDraggable } from '../hooks/use-draggable';
import { useWorkspace } from '../hooks/use-workspace';
import { ChatComposer } from './ChatComposer';
import { ChatMessage } from './ChatMessage';

/**
 * The AI conversation window (loaded on demand): docked beside the workspace on wide screens,
 * else floating, draggable by its title bar and 600 px high; it can be minimised to that bar.
 */
export default function ChatWindow() {
  const { state, dispatch, send, reset } = useWorkspace();
  const drag = useDraggable();
  const layout = useChatLayout();
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
      data-layout={layout.docked ? 'docked' : layout.minimised ? 'minimised' : 'floating'}
      className={cn(
        'fixed z-40 flex flex-col overflow-hidden bg-background',
        layout.docked
          ? 'top-0 right-0 bottom-0 w-[26rem] border-l shadow-xl'
          : 'right-2 bottom-2 left-2 rounded-xl border shadow-2xl sm:right-6 sm:bottom-6 sm:left-auto sm:w-[26rem]',
      )}
      style={
        layout.docked
          ? undefined
          : {
              height: layout.minimised
                ? 'auto'
                : `min(${CHAT_WINDOW_HEIGHT_PX}px, calc(100dvh - 1rem))`,
              ...drag.style,
            }
      }
    >
      <header
        {...(layout.docked ? {} : drag.handle)}
        tabIndex={layout.docked ? undefined : 0}
        aria-label={layout.docked ? undefined : 'Move the chat window with the arrow keys'}
        className={cn(
          'flex items-center gap-1 border-b bg-card px-3 py-2 outline-none select-none focus-visible:ring-2 focus-visible:ring-ring',
          !layout.docked && 'cursor-move touch-none',
        )}
      >
        {!layout.docked && (
          <GripHorizontalIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        )}
        <h2 id="chat-title" className="ml-1 flex-1 text-sm font-semibold">
          AI Conversation
        </h2>
        <Button size="sm" variant="ghost" onClick={reset} title="Start a new conversation">
          <RotateCcwIcon aria-hidden="true" />
          Reset
        </Button>
        {layout.dockable && !layout.minimised && (
          <Button
            size="icon"
            variant="ghost"
            onClick={layout.toggleDock}
            aria-label={
              layout.docked ? 'Float the chat over the page' : 'Dock the chat beside the page'
            }
            title={layout.docked ? 'Float over the page' : 'Dock beside the page'}
          >
            {layout.docked ? (
              <PictureInPicture2Icon aria-hidden="true" />
            ) : (
              <PanelRightIcon aria-hidden="true" />
            )}
          </Button>
        )}
        <Button
          size="icon"
          variant="ghost"
          onClick={layout.toggleMinimised}
          aria-label={layout.minimised ? 'Expand chat' : 'Minimise chat'}
          aria-expanded={!layout.minimised}
          title={layout.minimised ? 'Expand' : 'Minimise'}
        >
          {layout.minimised ? (
            <ChevronUpIcon aria-hidden="true" />
          ) : (
            <MinusIcon aria-hidden="true" />
          )}
        </Button>
        <Button size="icon" variant="ghost" onClick={close} aria-label="Close chat">
          <XIcon aria-hidden="true" />
        </Button>
      </header>
      <ol
        ref={list}
        aria-live="polite"
        hidden={layout.minimised}
        className="flex flex-1 flex-col gap-3 overflow-y-auto p-3"
      >
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
      <div hidden={layout.minimised}>
        <ChatComposer busy={state.waiting} onSend={(text) => void send(text)} />
      </div>
    </section>
  );
}
