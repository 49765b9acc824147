import { AgentStage } from './AgentStage';
import { WorkspacePanels } from './WorkspacePanels';

/** The landing screen's agent area (loaded once there is something to show). */
export default function LandingWorkspace() {
  return (
    <>
      <AgentStage />
      <WorkspacePanels />
    </>
  );
}
