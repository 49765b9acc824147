import type { ExtractionPlan, PageAnalysis, ParsedRequest } from '../types.js';

/**
 * The one seam for an optional language model (DESIGN.md: "With an LLM configured, the same page
 * analysis is handed to the model to choose and name fields and to write the replies").
 * `createLlmPlanner` implements it with the AI SDK; its settings are injected by the server (no
 * environment reads here), its output is parsed with zod, and on any failure the caller keeps
 * the built-in plan and reply.
 */
export interface PlannerModel {
  /** Improves field choice and naming; returns null to keep the built-in plan. */
  refinePlan(input: {
    request: ParsedRequest;
    analysis: PageAnalysis;
    plan: ExtractionPlan;
    /** The page the plan was made on, to validate the refined plan on it. */
    page: { html: string; url: string };
  }): Promise<ExtractionPlan | null>;
  /** Writes the reply in the model's words; returns null to keep the built-in reply. */
  writeReply(input: {
    request: ParsedRequest;
    plan: ExtractionPlan;
    builtInReply: string;
  }): Promise<string | null>;
}
