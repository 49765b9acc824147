import type { ChatResponse } from '@gleaner/shared';
import { useCallback, useMemo, useReducer, type ReactNode } from 'react';
import { useJobsSocket } from '@/features/jobs/hooks/use-jobs-socket';
import { AGENT_AFTER, initialSteps, localId, saysAnalysing } from '../agent-machine';
import { useAgentChat } from '../hooks/use-agent-chat';
import { usePlanRunner } from '../hooks/use-plan-runner';
import { WorkspaceContext, type WorkspaceValue } from '../workspace-context';
import { initialWorkspace, workspaceReducer } from '../workspace-state';
import { useJobAction } from '@/features/jobs/hooks/use-job-actions';

/** Holds the agent flow of one screen: conversation, agent state, plan, job and captures. */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(workspaceReducer, initialWorkspace);
  const runPlan = usePlanRunner(state, dispatch);
  const cancel = useJobAction((action) =>
    dispatch({ type: 'patch', patch: { agentState: AGENT_AFTER[action] } }),
  );
  useJobsSocket();

  const handleReply = useCallback(
    (reply: ChatResponse) => {
      const actions = reply.workflow_actions ?? [];
      // Only a job's start or stop moves the conversation; the redact switch does not.
      const jobActions = actions.filter((action) => action.type !== 'redact');
      const immediate = jobActions.some((action) => action.execute_immediately);
      const starts = actions.some((a) => a.type === 'start_job' && a.execute_immediately);
      const messageId = localId('msg');
      dispatch({
        type: 'message',
        entry: {
          id: messageId,
          role: 'assistant',
          content: reply.message,
          timestamp: new Date().toISOString(),
          ...(reply.plan ? { plan: reply.plan } : {}),
          ...(reply.entities ? { entities: reply.entities } : {}),
          // Says "started" only once the server has accepted the job (see usePlanRunner).
          ...(starts ? { start: { status: 'pending' as const } } : {}),
        },
      });
      dispatch({
        type: 'patch',
        patch: {
          conversationId: reply.conversation_id,
          conversationState: immediate
            ? 'executing'
            : jobActions.length > 0
              ? 'planning'
              : reply.conversation_state,
          workflowActions: actions,
          ...(reply.training_steps ? { steps: reply.training_steps } : {}),
          // A new plan is a new question: the last refusal was of the old one.
          ...(reply.plan
            ? {
                plan: reply.plan,
                instructions: reply.plan.instructions,
                url: reply.plan.url,
                refusal: null,
              }
            : {}),
        },
      });
      if (saysAnalysing(reply.message) && state.agentState === 'idle') {
        const steps = reply.training_steps ?? initialSteps();
        dispatch({ type: 'patch', patch: { agentState: 'training', steps } });
      }
      for (const action of actions) {
        if (!action.execute_immediately) continue;
        if (action.type === 'start_job') void runPlan(action, { messageId });
        if (action.type === 'stop' && state.jobId)
          cancel.mutate({ action: 'cancel', id: state.jobId });
        // The switch lives with the export menus, loaded with them rather than the landing page.
        if (action.type === 'redact')
          void import('@/features/jobs/redact-preference').then(({ setRedactExports }) =>
            setRedactExports(action.enabled ?? true),
          );
      }
    },
    [runPlan, cancel, state.jobId, state.agentState],
  );
  const chat = useAgentChat(state, dispatch, handleReply);

  const value = useMemo<WorkspaceValue>(
    () => ({
      state,
      dispatch,
      send: chat.send,
      runPlan: (options) => runPlan(undefined, options),
      runAnyway: () =>
        void runPlan(state.refusal?.action ?? undefined, {
          confirmOverBudget: true,
          messageId: state.refusal?.messageId ?? null,
        }),
      reset: () => {
        chat.close();
        dispatch({ type: 'reset' });
      },
    }),
    [state, chat, runPlan],
  );
  return <WorkspaceContext value={value}>{children}</WorkspaceContext>;
}
