import { TRUNCATE } from '@gleaner/shared';
import { LoaderIcon } from 'lucide-react';
import { truncate } from '@/lib/format';
import { useConversations } from '../hooks/use-dashboard-data';

/** The person's last 50 exchanges with the agent, newest first. */
export function ConversationsList({ active }: { active: boolean }) {
  const conversations = useConversations(active);
  if (conversations.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading conversations…
      </p>
    );
  }
  if (conversations.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Could not load your conversations: {conversations.error.message}
      </p>
    );
  }
  if (conversations.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        No AI conversations found. Start a conversation to see your chat history here.
      </p>
    );
  }
  return (
    <ul className="grid gap-2">
      {conversations.data.map((item) => (
        <li key={item.id} className="grid gap-1.5 rounded-lg border p-3 text-sm">
          <p className="text-xs text-muted-foreground">
            {new Date(item.created_at).toLocaleString()}
          </p>
          <p className="break-words">
            <span className="font-medium">You asked: </span>
            {truncate(item.user_message, TRUNCATE.conversationUser)}
          </p>
          <p className="break-words">
            <span className="font-medium">AI responded: </span>
            {truncate(item.ai_response, TRUNCATE.conversationAi)}
          </p>
          {item.workflow_actions && item.workflow_actions.length > 0 && (
            <pre className="max-h-48 overflow-auto rounded-md bg-muted p-2 text-xs">
              {JSON.stringify(item.workflow_actions, null, 2)}
            </pre>
          )}
        </li>
      ))}
    </ul>
  );
}
