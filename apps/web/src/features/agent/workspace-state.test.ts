import { describe, expect, it } from 'vitest';
import { initialSteps } from './agent-machine';
import { initialWorkspace, workspaceReducer } from './workspace-state';

describe('workspace reducer', () => {
  it('a failure ends the training: the running step fails with the reason, none stays active', () => {
    const training = {
      ...initialWorkspace,
      agentState: 'training' as const,
      steps: initialSteps(),
    };
    const failed = workspaceReducer(training, {
      type: 'steps-fail',
      reason: 'The agent did not answer: WebSocket message timeout',
    });
    expect(failed.steps.map((step) => step.status)).toEqual(['completed', 'failed', 'pending']);
    expect(failed.steps[1]?.description).toBe(
      'The agent did not answer: WebSocket message timeout',
    );
  });
});
