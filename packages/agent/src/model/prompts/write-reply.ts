import type { ExtractionPlan, ParsedRequest } from '../../types.js';

export const WRITE_REPLY_SYSTEM = `You are Gleaner, a web data gathering agent. You studied a page and made an extraction plan.
Tell the person, briefly and plainly: what you found, the columns you will extract with one sample each, any field you could not find, and that they can answer "yes start" to begin or correct the plan in words.
Do not invent numbers or fields that are not in the plan. Plain text, at most 120 words.`;

export function writeReplyPrompt(
  request: ParsedRequest,
  plan: ExtractionPlan,
  builtInReply: string,
): string {
  const columns = plan.fields
    .map((field) => `${field.name}: ${JSON.stringify(field.samples[0] ?? '')}`)
    .join('\n');
  return `Request: ${request.text}
Records found on the page: ${plan.recordCount}
Columns and a sample each:
${columns || '(none)'}
Missing fields: ${plan.missingFields.join(', ') || '(none)'}
Pagination: ${plan.pagination ? `yes, up to ${plan.pagination.maxPages ?? 'the last'} page` : 'no'}

The reply the built-in planner would give, for reference:
${builtInReply}`;
}
