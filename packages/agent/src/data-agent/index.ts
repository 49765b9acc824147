export { buildPlan } from './plan-builder.js';
export type { BuiltPlan, PlanContext, Reading, ValueMatch } from './plan-builder.js';
export { candidatePhrases } from './vocabulary.js';
export { describeFilter, describePlan } from './describe-plan.js';
export { planProblem } from './plan-checks.js';
export { modelPlan } from './model-plan.js';
export { suggestedPrompts } from './suggested-prompts.js';
export type { PromptCategory } from './suggested-prompts.js';
