import type { ExtractionPlan, PageAnalysis, ParsedRequest } from '../types.js';

/**
 * The one seam for an optional language model (DESIGN.md: "With an LLM configured, the same page
 * analysis is handed to the model to choose and name fields and to write the replies").
 * Nothing implements it yet: the built-in planner answers everything. An implementation built on
 * `ai` + `@ai-sdk/openai-compatible` gets its settings injected by the server (no environment
 * reads here), parses the model's output with zod, and on any failure the caller keeps the
 * built-in plan and reply.
 */
export interface PlannerModel {
  /** Improves field choice and naming; returns null to keep the built-in plan. */
  refinePlan(input: {
    request: ParsedRequest;
    analysis: PageAnalysis;
    plan: ExtractionPlan;
  }): Promise<ExtractionPlan | null>;
  /** Writes the reply in the model's words; returns null to keep the built-in reply. */
  writeReply(input: {
    request: ParsedRequest;
    plan: ExtractionPlan;
    builtInReply: string;
  }): Promise<string | null>;
}
