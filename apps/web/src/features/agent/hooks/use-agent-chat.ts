import { DEFAULT_MODEL_PREFERENCE, type ChatResponse } from '@gleaner/shared';
import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { toast } from 'sonner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { anonymousId, chatUserId } from '@/lib/identity';
import { localId } from '../agent-machine';
import type { ChatClient } from '../chat-client';
import { chatSocketUrl } from '../chat-socket-url';
import { chatContext, outgoingMessage } from '../outgoing-message';
import type { WorkspaceAction, WorkspaceState } from '../workspace-state';

async function fallbackText(text: string, error: Error): Promise<string> {
  try {
    return (await import('../chat-client')).fallbackReply(text, error);
  } catch {
    return `I'm sorry, there was a temporary service issue and I could not answer. Error details: ${error.message}`;
  }
}

/** Sends a message over /ws with the spec's context; failures become the spec's fallback reply. */
export function useAgentChat(
  state: WorkspaceState,
  dispatch: Dispatch<WorkspaceAction>,
  onReply: (reply: ChatResponse) => void,
) {
  const { user, session } = useAuth();
  const token = session?.access_token ?? null;
  const client = useRef<ChatClient | null>(null);
  const latest = useRef(state);
  // Which message was last sent and which last answered: the 100 ms "scraping" of a start
  // signal must not land after the answer has already started, or refused, the job.
  const sent = useRef(0);
  const answered = useRef(0);
  useEffect(() => {
    latest.current = state;
  });
  useEffect(() => () => client.current?.close(), []);

  const send = useCallback(
    async (text: string) => {
      const current = latest.current;
      const message = (sent.current += 1);
      const outgoing = outgoingMessage(current, text);
      dispatch({ type: 'patch', patch: outgoing.patch });
      const now = new Date().toISOString();
      const entry = { id: localId('msg'), role: 'user' as const, content: text, timestamp: now };
      dispatch({ type: 'message', entry });
      if (outgoing.startsScraping) {
        setTimeout(() => {
          if (answered.current < message)
            dispatch({ type: 'patch', patch: { agentState: 'scraping' } });
        }, 100);
      }
      const userId = chatUserId(user?.id);
      try {
        // The channel code (and its reply schemas) loads with the first message, not the page.
        const { ChatClient } = await import('../chat-client');
        const url = chatSocketUrl(location, {
          userId,
          token,
          anonymousId: anonymousId(),
        });
        // Signed in, out, or a renewed token: a socket of the old identity would continue the
        // conversation under the wrong owner, or be closed by the server as its sign-in ends.
        if (client.current && client.current.url !== url) {
          client.current.close();
          client.current = null;
        }
        client.current ??= new ChatClient(url, (steps) =>
          dispatch({ type: 'patch', patch: { steps } }),
        );
        await client.current.connect();
        const context = chatContext(current, text, outgoing);
        const reply = await client.current.send({
          type: 'chat',
          message: text,
          user_id: userId,
          context,
          model_preference: DEFAULT_MODEL_PREFERENCE,
        });
        answered.current = message;
        onReply(reply);
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        console.error('Chat failed', error);
        toast.error(`The agent did not answer: ${error.message}`);
        dispatch({ type: 'steps-fail', reason: `The agent did not answer: ${error.message}` });
        const entry = {
          id: localId('msg'),
          role: 'assistant' as const,
          content: await fallbackText(text, error),
          timestamp: new Date().toISOString(),
          fallback: true,
        };
        dispatch({ type: 'message', entry });
      } finally {
        dispatch({ type: 'patch', patch: { waiting: false } });
      }
    },
    [dispatch, onReply, user?.id, token],
  );

  const close = useCallback(() => {
    client.current?.close();
    client.current = null;
  }, []);
  return { send, close };
}
