/**
 * Reading addresses that are data, not pages (JSON, CSV, text): what a job's page processor
 * needs of the agent, apart from the rest of it so that a job does not load the planner.
 */
export { addressKindOf } from './conversation/not-a-page.js';
export type { AddressKind } from './conversation/not-a-page.js';
export { csvRecords } from './planning/csv-records.js';
export { jsonRecords } from './planning/json-records.js';
export type { JsonRecords } from './planning/json-records.js';
