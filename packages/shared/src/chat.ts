import { z } from 'zod';
import { AgentInstructionSchema, ConversationStateSchema, WorkflowStepSchema } from './agent.js';
import { EntityStatusSchema, EntityTypeSchema } from './entity-kinds.js';
import { JobOptionsSchema, JobPlanSchema } from './jobs.js';
import { RecordSpecSchema, RecordValueSchema, ValueKindSchema } from './items.js';
import { PageExpectationSchema } from './page-expectation.js';
import { withoutControlCharacters } from './plain-text.js';

/** A workflow action the agent proposes; `start_job` carries what the job should run. */
export const WorkflowActionSchema = /* @__PURE__ */ z.object({
  /** `redact`: the export menus' Redact personal data switch is set to `enabled`. */
  type: z.enum(['start_job', 'extract', 'navigate', 'stop', 'redact']),
  description: z.string(),
  execute_immediately: z.boolean(),
  plan: JobPlanSchema.optional(),
  options: JobOptionsSchema.partial().optional(),
  /** The pages the plan expects: what the job's estimate counts. */
  expected: PageExpectationSchema.optional(),
  url: z.string().optional(),
  enabled: z.boolean().optional(),
});
export type WorkflowAction = z.infer<typeof WorkflowActionSchema>;

/** One proposed column: where it comes from, what it holds, how sure the agent is. */
export const PlanFieldSchema = /* @__PURE__ */ z.object({
  name: z.string(),
  kind: ValueKindSchema,
  selector: z.string(),
  confidence: z.number().min(0).max(1),
  samples: z.array(z.string()),
  /** Where the value is read, in words a person can check ("structured data: Recipe › name"). */
  source: z.string().optional(),
  /** Read on each record's own page rather than the list. */
  fromDetailPage: z.boolean().optional(),
});

/** The agent's plan as the screens show it, with what a job needs to run it. */
export const PlanSummarySchema = /* @__PURE__ */ z.object({
  url: z.string(),
  /** What the records are, in words ("quotes", "products"). */
  entity: z.string(),
  fields: z.array(PlanFieldSchema),
  /** Requested fields the page does not seem to have. */
  missingFields: z.array(z.string()),
  recordCount: z.number().int(),
  recordSpec: RecordSpecSchema.optional(),
  instructions: z.array(AgentInstructionSchema),
  pagination: z
    .object({
      selector: z.string().optional(),
      nextUrl: z.string().optional(),
      maxPages: z.number().int(),
    })
    .optional(),
  sampleRows: z.array(z.record(z.string(), RecordValueSchema)),
  needsJavaScript: z.boolean(),
  /** The list the records were read on, when it is one this page links to (a front page of categories). */
  sampleUrl: z.string().optional(),
  /** The page holds none of what was asked: the plan is shown with its reason, never run. */
  nothingFound: z.boolean().optional(),
  job: z.object({
    plan: JobPlanSchema,
    options: JobOptionsSchema,
    expected: PageExpectationSchema.optional(),
  }),
});
export type PlanSummary = z.infer<typeof PlanSummarySchema>;

export const ChatContextSchema = /* @__PURE__ */ z.object({
  /** The id of a reply to continue that conversation; the server issues ids and checks owners. */
  conversation_id: z.string().max(100).nullish(),
  /** The job whose captured data the screen shows: "find the e-mail addresses" searches it. */
  job_id: z.uuid('job_id must be a job id').nullish(),
  url: z.string().max(2048).nullish(),
  currentInstruction: z.string().max(5000).nullish(),
  extractedData: z.array(z.unknown()).max(1000).nullish(),
  conversation_state: ConversationStateSchema.nullish(),
  workflow_actions: z.array(z.unknown()).max(100).nullish(),
  /** The client's copy of the last entries (the server keeps its own). */
  conversationHistory: z
    .array(
      z.object({
        role: z.string().max(20),
        content: z.string().max(20_000),
        timestamp: z.string().max(40),
      }),
    )
    .max(20)
    .nullish(),
});

/**
 * The query of WebSocket `/ws`: the browser's own id, the access token when signed in, and
 * otherwise the browser's anonymous id, which owns its conversations as it owns its jobs (and
 * hands them to the account it signs in to). Without either, a conversation lasts one socket.
 */
export const ChatSocketQuerySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    user_id: z.string().max(100).optional(),
    token: z.string().max(4096).optional(),
    anonymous_id: z.string().max(200).optional(),
  }),
);

/** Browser → server on WebSocket `/ws?user_id=…` (spec/core.md section 7). */
export const ChatRequestSchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    type: z.literal('chat'),
    message: z.string().trim().min(1, 'message is empty').max(10_000, 'message is too long'),
    user_id: z.string().max(100).nullish(),
    context: ChatContextSchema.default({}),
    model_preference: z.string().max(200).nullish(),
  }),
);
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** Server → browser while the agent trains: the whole step list each time one changes. */
export const TrainingStepsMessageSchema = /* @__PURE__ */ z.object({
  type: z.literal('training_steps'),
  conversation_id: z.string(),
  training_steps: z.array(WorkflowStepSchema),
});

/** Server → browser: the agent's reply to one chat message. */
export const ChatResponseSchema = /* @__PURE__ */ z.object({
  type: z.literal('response'),
  message: z.string(),
  conversation_id: z.string(),
  conversation_state: ConversationStateSchema,
  workflow_actions: z.array(WorkflowActionSchema).optional(),
  training_steps: z.array(WorkflowStepSchema).optional(),
  plan: PlanSummarySchema.optional(),
  /** What "find the e-mail addresses" found in the captured data, each value once. */
  entities: z
    .array(
      z.object({
        type: EntityTypeSchema,
        value: z.string(),
        text: z.string(),
        confidence: z.number(),
        status: EntityStatusSchema,
        occurrences: z.number().int(),
      }),
    )
    .optional(),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

export const ChatErrorSchema = /* @__PURE__ */ z.object({
  type: z.literal('error'),
  message: z.string(),
});

export const ChatServerMessageSchema = /* @__PURE__ */ z.discriminatedUnion('type', [
  TrainingStepsMessageSchema,
  ChatResponseSchema,
  ChatErrorSchema,
]);
export type ChatServerMessage = z.infer<typeof ChatServerMessageSchema>;

/** `GET /api/conversations?userId=&limit=50`: the signed-in person's own exchanges. */
export const ConversationsQuerySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    userId: z.string().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  }),
);

/** A stored exchange (spec/dashboard.md: conversation). */
export const ConversationSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  conversation_id: z.string(),
  user_message: z.string(),
  ai_response: z.string(),
  workflow_actions: z.array(z.unknown()).nullable(),
  created_at: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;
