import {
  PREVIEW_MESSAGE_SOURCE,
  PreviewFrameMessageSchema,
  type PreviewCommand,
  type PreviewFrameMessage,
} from '@gleaner/shared';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** A command without its source, which is added on sending. */
export type FrameCommand = PreviewCommand extends infer C
  ? C extends PreviewCommand
    ? Omit<C, 'source'>
    : never
  : never;

type Pick = Extract<PreviewFrameMessage, { type: 'pick' }>;
type Hover = Extract<PreviewFrameMessage, { type: 'hover' }>;

/**
 * Talks to the sandboxed preview frame. Only messages from that frame's window that match the
 * shared schema count: anything else on the page may post messages too.
 */
export function usePreviewFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  onPick: (pick: Pick) => void,
  onEscape?: () => void,
) {
  const [ready, setReady] = useState(false);
  const [hover, setHover] = useState<Hover | null>(null);
  const [matches, setMatches] = useState<{ selector: string; count: number } | null>(null);
  const pickRef = useRef(onPick);
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    pickRef.current = onPick;
    escapeRef.current = onEscape;
  });

  useEffect(() => {
    const handleMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const parsed = PreviewFrameMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'ready') setReady(true);
      else if (message.type === 'escape') escapeRef.current?.();
      else if (message.type === 'hover') setHover(message);
      else if (message.type === 'highlighted')
        setMatches({ selector: message.selector, count: message.count });
      else {
        setMatches({ selector: message.selector, count: message.count });
        pickRef.current(message);
      }
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [frame]);

  // The frame has an opaque origin, so '*' is the only target origin that reaches it.
  const command = useCallback(
    (message: FrameCommand) =>
      frame.current?.contentWindow?.postMessage(
        { source: PREVIEW_MESSAGE_SOURCE, ...message },
        '*',
      ),
    [frame],
  );
  const reset = useCallback(() => {
    setReady(false);
    setHover(null);
    setMatches(null);
  }, []);
  return { ready, hover, matches, command, reset };
}
