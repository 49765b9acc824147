import { PRODUCT_NAME } from '@gleaner/shared';
import { PageLoading } from '@/components/layout/PageLoading';
import { AgentStage } from '@/features/agent/components/AgentStage';
import { ChatLauncher } from '@/features/agent/components/ChatLauncher';
import { OpenChatFromLink } from '@/features/agent/components/OpenChatFromLink';
import { WorkspacePanels } from '@/features/agent/components/WorkspacePanels';
import { WorkspaceProvider } from '@/features/agent/components/WorkspaceProvider';
import { AccountCard } from '@/features/auth/components/AccountCard';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { RequestForm } from '@/features/landing/components/RequestForm';
import { usePreloadViewer } from '@/features/preview/components/PreviewPane';

/** The main application screen: the same workspace as the landing, every panel shown. */
export default function AppPage() {
  const { loading } = useAuth();
  usePreloadViewer();
  return (
    <WorkspaceProvider>
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 pt-10 sm:px-6">
        <title>{`${PRODUCT_NAME} — App`}</title>
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{PRODUCT_NAME}</h1>
          <p className="mt-2 text-muted-foreground">Your workspace for gathering web data.</p>
        </div>
        {loading ? <PageLoading label="Checking your session…" /> : <AccountCard />}
        <RequestForm />
      </div>
      <AgentStage />
      <WorkspacePanels always />
      <ChatLauncher />
      <OpenChatFromLink />
    </WorkspaceProvider>
  );
}
