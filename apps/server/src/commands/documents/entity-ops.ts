import type { EntityTools } from '@gleaner/agent';
import type {
  Entity,
  LabelResult,
  Language,
  PersonalDataFinding,
  PersonalDataKind,
  RiskAnalysis,
} from '@gleaner/shared';
import { redactContent } from './redact-item.js';

/**
 * The entity work the server hands to its entity thread, one operation per name. compromise
 * and the pattern finders are synchronous and take up to a second on 50,000 characters, which
 * would stall every other request on the main thread.
 */
export type EntityOps = {
  extract: (text: string) => { entities: Entity[]; language: Language };
  /** Entities of one type in many texts (a batch of a job's items), each read alone. */
  extractMany: (texts: string[], type: Entity['type']) => Entity[];
  risk: (text: string) => RiskAnalysis;
  /** Findings of many texts (a batch of a job's items), each read alone. */
  riskMany: (texts: string[]) => PersonalDataFinding[];
  riskOf: (
    findings: { kind: PersonalDataKind }[],
    counted: string,
  ) => Pick<RiskAnalysis, 'risk_level' | 'reasons'>;
  label: (raw: unknown, extractionType: string) => LabelResult;
  /** Contents of captured items with their personal data masked, in order. */
  redact: (contents: unknown[]) => unknown[];
  language: (text: string) => Language;
};

export function entityOps(tools: EntityTools): EntityOps {
  return {
    extract: (text) => tools.extractEntities(text),
    extractMany: (texts, type) =>
      texts.flatMap((text) =>
        tools.extractEntities(text).entities.filter((entity) => entity.type === type),
      ),
    risk: (text) => tools.analyzeRisk(text),
    riskMany: (texts) => texts.flatMap((text) => tools.analyzeRisk(text).findings),
    riskOf: (findings, counted) => tools.riskOf(findings, counted),
    label: (raw, extractionType) => tools.labelData(raw, extractionType),
    redact: (contents) => contents.map((content) => redactContent(tools, content)),
    language: (text) => tools.detectLanguage(text),
  };
}
