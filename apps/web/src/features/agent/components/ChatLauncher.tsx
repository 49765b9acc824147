import { lazy, Suspense } from 'react';
import { LoaderIcon } from 'lucide-react';
import { toast } from 'sonner';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { useWorkspace } from '../hooks/use-workspace';

const ChatWindow = lazy(() => import('./ChatWindow'));

function ChatLoading() {
  return (
    <div
      role="status"
      className="fixed right-6 bottom-6 z-40 flex items-center gap-2 rounded-xl border bg-card px-4 py-3 text-sm shadow-xl"
    >
      <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Opening the AI chat…
    </div>
  );
}

/** The chat window, loaded on demand; if it fails to load, say so and close it (spec section 8). */
export function ChatLauncher() {
  const { state, dispatch } = useWorkspace();
  if (!state.chatOpen) return null;
  const handleError = (error: Error) => {
    console.error('AI conversation failed', error);
    toast.error('AI Conversation Error', {
      description:
        'The conversation component failed to load. Please refresh the page and try again.',
    });
    dispatch({ type: 'patch', patch: { chatOpen: false } });
  };
  return (
    <ErrorBoundary onError={handleError} fallback={null}>
      <Suspense fallback={<ChatLoading />}>
        <ChatWindow />
      </Suspense>
    </ErrorBoundary>
  );
}
