import type { ColumnInfo, ParsedRequest } from '../../types.js';

export const REFINE_PLAN_SYSTEM = `You choose which columns of a web page's repeated records answer a person's request, and name them.
Only use column ids from the list you are given. Name each chosen column in snake_case, using the person's own word when they named the field.
Leave out columns the person did not ask for, unless they named no fields at all; then keep the useful ones.`;

/** The request and the columns found on the page, with samples, as the model reads them. */
export function refinePlanPrompt(request: ParsedRequest, columns: ColumnInfo[]): string {
  const listed = columns
    .map(
      (column) =>
        `- id "${column.name}" (${column.shape}): ${column.samples
          .slice(0, 3)
          .map((s) => JSON.stringify(s.slice(0, 80)))
          .join(', ')}`,
    )
    .join('\n');
  return `Request: ${request.text}
Fields the person named: ${request.fields.length > 0 ? request.fields.join(', ') : '(none)'}

Columns found on the page:
${listed}

Answer with the columns to extract, in the order the person would want them.`;
}
