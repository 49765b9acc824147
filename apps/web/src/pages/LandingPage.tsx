import { lazy, Suspense } from 'react';
import { ChatLauncher } from '@/features/agent/components/ChatLauncher';
import { LandingAgentArea } from '@/features/agent/components/LandingAgentArea';
import { WorkspaceProvider } from '@/features/agent/components/WorkspaceProvider';
import { Hero } from '@/features/landing/components/Hero';
import { usePreloadViewer } from '@/features/preview/components/PreviewPane';

// Below the request, so it can follow the first paint: the landing route's first load stays small.
const BelowTheFold = lazy(() => import('@/features/landing/components/BelowTheFold'));

/** The landing screen of /: the request, then the agent's work as overlays (/launch: LaunchPage). */
export default function LandingPage() {
  usePreloadViewer();
  return (
    <WorkspaceProvider>
      <Hero />
      <LandingAgentArea />
      <Suspense fallback={<div className="min-h-[48rem]" aria-hidden="true" />}>
        <BelowTheFold />
      </Suspense>
      <ChatLauncher />
    </WorkspaceProvider>
  );
}
