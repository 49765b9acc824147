import {
  createConversation,
  createLlmPlanner,
  fallbackReply,
  handleMessage,
  type ConversationDeps,
  type ModelUsage,
} from '@gleaner/agent';
import { findEntitiesReply } from './find-entities-reply.js';
import type { LanguageModel } from 'ai';
import {
  BUILT_IN_MODEL,
  ChatRequestSchema,
  ChatResponseSchema,
  estimateTokenCount,
  type ChatResponse,
  type ChatServerMessage,
  type WorkflowAction,
} from '@gleaner/shared';
import type { FastifyBaseLogger } from 'fastify';
import { openConversation } from '../commands/chat/open-conversation.js';
import type { Db } from '../db/database.js';
import { conversations } from '../db/schema.js';
import type { JobOwner } from '../jobs/job-owner.js';
import { logModelUsage } from '../services/usage-log.js';
import type { ConversationStore } from './conversation-store.js';
import { presentPlan, startJobAction } from './plan-summary.js';

export interface ChatDeps {
  db: Db;
  store: ConversationStore;
  log: FastifyBaseLogger;
  fetchHtml: ConversationDeps['fetchHtml'];
  renderHtml?: ConversationDeps['renderHtml'];
  /** The configured language model (LLM_*), if any, and its name for usage logs. */
  model?: { languageModel: LanguageModel; name: string };
}

export interface ChatIdentity {
  /** The signed-in account, when the socket carried a valid token. */
  userId: string | null;
  /** What the browser calls itself (user_id query), for anonymous history. */
  clientUserId: string | null;
  /** Whose conversations this socket may continue. */
  owner: JobOwner;
}

/**
 * One chat message in, the messages to send back out: training steps as they change, then the
 * reply. Any failure still ends in a reply: the spec's fallback text.
 */
export async function answerChat(
  deps: ChatDeps,
  identity: ChatIdentity,
  raw: unknown,
  send: (message: ChatServerMessage) => void,
): Promise<void> {
  const parsed = ChatRequestSchema.safeParse(raw);
  if (!parsed.success) {
    send({ type: 'error', message: parsed.error.issues[0]?.message ?? 'Invalid chat message' });
    return;
  }
  const request = parsed.data;
  let conversationId: string;
  try {
    conversationId = await openConversation(
      deps.db,
      identity.owner,
      request.context.conversation_id,
    );
  } catch (error) {
    deps.log.error({ err: error }, 'could not open the conversation');
    send({ type: 'error', message: 'The conversation could not be opened; try again in a moment' });
    return;
  }
  const started = performance.now();
  let conversation = deps.store.get(conversationId) ?? createConversation(conversationId);
  let reply: string;
  let workflowActions: WorkflowAction[] | undefined;
  let success = true;
  let response: ChatResponse;
  const modelCalls: ModelUsage[] = [];
  const planner = deps.model
    ? createLlmPlanner(deps.model.languageModel, { onUsage: (usage) => modelCalls.push(usage) })
    : undefined;
  try {
    const turn = await handleMessage(conversation, request.message, {
      fetchHtml: deps.fetchHtml,
      ...(planner ? { model: planner } : {}),
      ...(deps.renderHtml ? { renderHtml: deps.renderHtml } : {}),
      hasCapturedData: Boolean(request.context.job_id),
      onStep: (_step, steps) =>
        send({ type: 'training_steps', conversation_id: conversationId, training_steps: steps }),
    });
    conversation = turn.conversation;
    deps.store.set(conversation);
    reply = turn.reply;
    const planEvent = turn.events.findLast((event) => event.type === 'plan');
    const execute = turn.events.find((event) => event.type === 'execute');
    const cancel = turn.events.some((event) => event.type === 'cancel');
    const redact = turn.events.find((event) => event.type === 'redact');
    const find = turn.events.find((event) => event.type === 'find_entities');
    if (execute?.type === 'execute') workflowActions = [startJobAction(execute.plan)];
    else if (cancel)
      workflowActions = [
        { type: 'stop', description: 'Stop the running job', execute_immediately: true },
      ];
    else if (redact?.type === 'redact')
      workflowActions = [
        {
          type: 'redact',
          description: redact.enabled
            ? 'Redact personal data in exports'
            : 'Keep personal data in exports',
          execute_immediately: true,
          enabled: redact.enabled,
        },
      ];
    let found: Awaited<ReturnType<typeof findEntitiesReply>> | undefined;
    if (find?.type === 'find_entities' && request.context.job_id) {
      found = await findEntitiesReply(deps, identity, request.context.job_id, find.entityType);
      reply = found.message;
      // The engine's placeholder ("Looking for…") gives way to the answer in the history too.
      const history = conversation.history.slice(0, -1);
      const last = conversation.history.at(-1);
      if (last)
        conversation = { ...conversation, history: [...history, { ...last, content: reply }] };
      deps.store.set(conversation);
    }
    response = {
      type: 'response',
      message: reply,
      conversation_id: conversationId,
      conversation_state: conversation.state,
      ...(workflowActions ? { workflow_actions: workflowActions } : {}),
      training_steps: conversation.steps,
      ...(planEvent?.type === 'plan'
        ? { plan: presentPlan(planEvent.plan, conversation.request?.entity ?? null) }
        : {}),
      ...(found?.entities ? { entities: found.entities } : {}),
    };
  } catch (error) {
    success = false;
    deps.log.error({ err: error, conversationId }, 'agent failed to answer');
    reply = fallbackReply(request.message, error);
    response = {
      type: 'response',
      message: reply,
      conversation_id: conversationId,
      conversation_state: conversation.state,
    };
  }

  // Stored before the reply goes out, so a reply the person has seen is already in their
  // history, usage and cost; a failed write is logged and the reply still sent.
  const elapsed = performance.now() - started;
  await Promise.all([
    deps.db.insert(conversations).values({
      conversationId,
      userId: identity.userId,
      clientUserId: identity.clientUserId,
      userMessage: request.message,
      aiResponse: reply,
      workflowActions: workflowActions ?? null,
    }),
    logModelUsage(deps.db, {
      userId: identity.userId,
      model: BUILT_IN_MODEL,
      requestType: 'chat',
      processingTimeMs: elapsed,
      inputTokens: estimateTokenCount(request.message),
      outputTokens: estimateTokenCount(reply),
      success,
    }),
    ...modelCalls.map((call) =>
      logModelUsage(deps.db, {
        userId: identity.userId,
        model: deps.model?.name ?? 'unknown',
        requestType: call.requestType,
        processingTimeMs: call.processingTimeMs,
        inputTokens: call.inputTokens,
        outputTokens: call.outputTokens,
        success: call.success,
      }),
    ),
  ]).catch((error: unknown) => deps.log.error({ err: error }, 'could not store the exchange'));
  send(readableReply(response, deps.log));
}

/**
 * The reply as the client will read it. One that breaks the contract (a plan part the schema
 * refuses) would be dropped by the client, which then waits out its timeout: its words are
 * sent without the part that breaks it, and the fault is logged.
 */
function readableReply(response: ChatResponse, log: FastifyBaseLogger): ChatResponse {
  const checked = ChatResponseSchema.safeParse(response);
  if (checked.success) return response;
  log.error(
    { issues: checked.error.issues },
    'chat reply breaks its schema; sent without its plan',
  );
  return {
    type: 'response',
    message: response.message,
    conversation_id: response.conversation_id,
    conversation_state: response.conversation_state,
  };
}
