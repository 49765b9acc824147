import { z } from 'zod';

export const WorkflowStepStatusSchema = /* @__PURE__ */ z.enum([
  'pending',
  'active',
  'completed',
  'failed',
]);
export const WorkflowStepSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: WorkflowStepStatusSchema,
  timestamp: z.string().optional(),
});
export type WorkflowStep = z.infer<typeof WorkflowStepSchema>;

export const InstructionTypeSchema = /* @__PURE__ */ z.enum([
  'extract',
  'click',
  'scroll',
  'wait',
  'navigate',
]);
export type InstructionType = z.infer<typeof InstructionTypeSchema>;

/** An agent instruction (spec/core.md section 3); `value` is the URL for navigate. */
export const AgentInstructionSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  type: InstructionTypeSchema,
  description: z.string(),
  selector: z.string().optional(),
  value: z.string().optional(),
  condition: z.string().optional(),
});
export type AgentInstruction = z.infer<typeof AgentInstructionSchema>;

export const ConversationStateSchema = /* @__PURE__ */ z.enum([
  'initial',
  'planning',
  'executing',
  'completed',
]);
export type ConversationState = z.infer<typeof ConversationStateSchema>;
