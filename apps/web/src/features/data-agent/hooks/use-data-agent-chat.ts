import { useCallback, useRef, useState } from 'react';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { askDataAgent, DataAgentError } from '../api';
import { answerMessage, errorMessage, userMessage, type ChatMessage } from '../chat-messages';

/**
 * The chat with the data agent about one job. Blank input and input while an answer is on its
 * way are ignored (spec section 5); the conversation starts afresh for another job.
 */
export function useDataAgentChat(jobId: string | null) {
  const who = useJobsIdentity();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [forJob, setForJob] = useState(jobId);
  if (forJob !== jobId) {
    setForJob(jobId);
    setMessages([]);
  }

  const ask = useCallback(
    async (text: string): Promise<boolean> => {
      const question = text.trim();
      if (!question || busyRef.current || !jobId) return false;
      busyRef.current = true;
      setBusy(true);
      setMessages((list) => [...list, userMessage(question)]);
      try {
        const answer = await askDataAgent(who, jobId, question);
        setMessages((list) => [...list, answerMessage(answer)]);
      } catch (error) {
        const failure =
          error instanceof Error ? error : new DataAgentError(String(error), 'exception');
        setMessages((list) => [...list, errorMessage(failure)]);
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
      return true;
    },
    [who, jobId],
  );

  return { messages, busy, ask };
}
