export { extractEntities } from './extract-entities.js';
export type { ExtractOptions, Extraction } from './extract-entities.js';
export { detectLanguage } from './language.js';
export { analyzeRisk, redactText, riskOf } from './personal-data.js';
export { maskValue } from './mask.js';
export { labelData } from './label-data.js';
export { isCardNumber, isIban, passesLuhn } from './checksums.js';
