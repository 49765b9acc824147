import type { AgentInstruction, JobPlan, SelectorRequest } from '@gleaner/shared';

const ITEM_TYPE = /^extract (text|link|image|table|form)\b/i;

/** The item type an extract instruction asks for, read from its description (default text). */
export function instructionItemType(instruction: AgentInstruction): string {
  return ITEM_TYPE.exec(instruction.description)?.[1]?.toLowerCase() ?? 'text';
}

/**
 * The plan a job runs, after the person's edits: extract instructions with selectors become
 * plan.selectors; the agent's record spec, pagination and follow mode stay. With a record
 * spec, the agent's own extract steps are already its fields, so only added ones count.
 */
export function planWithInstructions(base: JobPlan, instructions: AgentInstruction[]): JobPlan {
  const own = new Set(base.recordSpec ? (base.instructions ?? []).map((i) => i.id) : []);
  const selectors: SelectorRequest[] = instructions
    .filter((i) => i.type === 'extract' && i.selector && !own.has(i.id))
    .map((i) => ({ type: instructionItemType(i), selector: i.selector ?? '' }));
  return {
    ...base,
    instructions,
    ...(selectors.length > 0 ? { selectors } : {}),
  };
}
