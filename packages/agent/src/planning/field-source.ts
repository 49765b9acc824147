import type { AgentFieldSpec, ExtractionPlan, FieldOrigin } from '../types.js';

/** Where a field spec reads its value, in words a person can check against the page. */
export function describeSource(spec: AgentFieldSpec): { origin: FieldOrigin; where: string } {
  if (spec.data)
    return {
      origin: 'structured',
      where: `structured data: ${spec.data.type} › ${spec.data.path}`,
    };
  if (spec.label) return { origin: 'label', where: `label “${spec.label}”` };
  if (spec.content === 'main') return { origin: 'selector', where: 'the main content of the page' };
  if (spec.preceding)
    return { origin: 'selector', where: `the heading above each record (${spec.selector})` };
  const element = spec.selector || 'the record itself';
  const attribute = spec.attribute ? ` [${spec.attribute}]` : '';
  const part = spec.line
    ? `, line ${spec.line} of its text`
    : spec.pattern
      ? ', part of its text'
      : '';
  return { origin: 'selector', where: `element ${element}${attribute}${part}` };
}

/**
 * Every field says where it comes from, and no requested field goes unmentioned: each is in
 * the plan, waits on a detail page, or is named as missing.
 */
export function accountForFields(plan: ExtractionPlan, requested: string[]): ExtractionPlan {
  const fields = plan.fields.map((field) =>
    field.where && field.origin ? field : { ...field, ...describeSource(field.spec) },
  );
  const pending = new Set(plan.detail?.recordSpec ? [] : (plan.detail?.fields ?? []));
  const unaccounted = requested.filter(
    (name) =>
      !fields.some((field) => field.name === name) &&
      !plan.missingFields.includes(name) &&
      !pending.has(name),
  );
  if (unaccounted.length === 0) return { ...plan, fields };
  const missingFields = [...plan.missingFields, ...unaccounted];
  const list = missingFields.map((name) => `"${name}"`).join(', ');
  return {
    ...plan,
    fields,
    missingFields,
    missingMessage: `I could not find ${list} on this page${plan.fields.length > 0 ? `; I found ${plan.fields.map((field) => field.name).join(', ')} instead` : ''}.`,
  };
}
