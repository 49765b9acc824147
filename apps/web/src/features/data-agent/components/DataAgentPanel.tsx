import { BotIcon } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDataAgentChat } from '../hooks/use-data-agent-chat';
import { DataAgentChat } from './DataAgentChat';
import { SuggestedPrompts } from './SuggestedPrompts';

/** The AI data agent panel: Chat and Suggested Prompts about one job's records. */
export function DataAgentPanel({ jobId }: { jobId: string }) {
  const { messages, busy, ask } = useDataAgentChat(jobId);
  const [tab, setTab] = useState('chat');
  const pick = (question: string) => {
    setTab('chat');
    void ask(question);
  };
  return (
    <section
      aria-label="AI data agent"
      className="grid min-w-0 grid-cols-1 content-start gap-3 rounded-xl border bg-card p-3 shadow-sm"
    >
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <BotIcon className="size-4 text-primary" aria-hidden="true" /> AI Data Agent
      </h2>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="chat">Chat</TabsTrigger>
          <TabsTrigger value="prompts">Suggested Prompts</TabsTrigger>
        </TabsList>
        <TabsContent value="chat" className="mt-3">
          <DataAgentChat messages={messages} busy={busy} onAsk={ask} />
        </TabsContent>
        <TabsContent value="prompts" className="mt-3">
          <SuggestedPrompts jobId={jobId} busy={busy} onPick={pick} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
