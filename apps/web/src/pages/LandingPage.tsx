import { ChatLauncher } from '@/features/agent/components/ChatLauncher';
import { LandingAgentArea } from '@/features/agent/components/LandingAgentArea';
import { WorkspaceProvider } from '@/features/agent/components/WorkspaceProvider';
import { DeploySection } from '@/features/landing/components/DeploySection';
import { Hero } from '@/features/landing/components/Hero';
import { HowItWorks } from '@/features/landing/components/HowItWorks';
import { usePreloadViewer } from '@/features/preview/components/PreviewPane';

/** The landing screen of /: the request, then the agent's work as overlays (/launch: LaunchPage). */
export default function LandingPage() {
  usePreloadViewer();
  return (
    <WorkspaceProvider>
      <Hero />
      <LandingAgentArea />
      <HowItWorks />
      <DeploySection />
      <ChatLauncher />
    </WorkspaceProvider>
  );
}
