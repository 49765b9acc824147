export { parseRequest, findUrl } from './request/parse-request.js';
export { analysePage } from './analysis/analyse-page.js';
export { plan, planItem, withDetailSpec } from './planning/plan.js';
export { planList } from './planning/plan-list.js';
export { planDetail } from './planning/plan-item.js';
export type { DetailPagePlan } from './planning/plan-item.js';
export { applyRecordSpec, rowsOf } from './planning/apply-record-spec.js';
export { jsonRecords } from './planning/json-records.js';
export { csvRecords } from './planning/csv-records.js';
export { addressKindOf, notAPage } from './conversation/not-a-page.js';
export type { AddressKind, NotAPage } from './conversation/not-a-page.js';
export type { JsonRecords } from './planning/json-records.js';
export type { RecordRow } from './planning/apply-record-spec.js';
export { matchFields } from './planning/match-fields.js';
export { canonicalField, conceptOf, fieldKind, nameSimilarity } from './vocabulary/field-words.js';
export type { FieldMatch } from './planning/match-fields.js';
export {
  createConversation,
  handleMessage,
  markCompleted,
  markStartFailed,
  resetConversation,
} from './conversation/engine.js';
export type {
  Conversation,
  ConversationDeps,
  ConversationEvent,
  HistoryEntry,
  Turn,
} from './conversation/engine.js';
export { keywordIntent, parseCorrection, applyCorrection } from './conversation/keywords.js';
export type { Correction } from './conversation/keywords.js';
export {
  ENTITY_PLURALS,
  ENTITY_SINGULARS,
  parseDataCommand,
} from './conversation/data-commands.js';
export type { DataCommand } from './conversation/data-commands.js';
export { fallbackReply, planReply } from './conversation/replies.js';
export { TRAINING_STEPS, initialSteps } from './conversation/steps.js';
export type { PlannerModel } from './model/model-seam.js';
export { getModel } from './model/get-model.js';
export type { ModelSettings } from './model/get-model.js';
export { createLlmPlanner } from './model/llm-planner.js';
export type { LlmPlannerOptions, ModelUsage } from './model/llm-planner.js';
export { modelLabel } from './model/model-label.js';
export type { ModelLabelOptions } from './model/model-label.js';
/** The spec's token estimate, for usage logs. */
export { estimateTokenCount as estimateTokens } from '@gleaner/shared';
export * from './types.js';
export { planRequest, planDetailPages, localPlanSteps } from './run/plan-request.js';
export type { FetchedPage, PageSource, PlannedRequest, PlanSteps } from './run/plan-request.js';
export { runPlan } from './run/run-plan.js';
export type { Row, RunOptions } from './run/run-plan.js';

/** Entities, personal data and labels, loaded on first use: their lexicons cost start-up time. */
export const loadEntityTools = () => import('./entities/index.js');
export type EntityTools = Awaited<ReturnType<typeof loadEntityTools>>;
export * from './data-agent/index.js';
