/**
 * Whether running the plan would gather what was asked: records, tables, links, images or
 * e-mails need at least one found on the page; the page's text, metadata and forms are always
 * there to read. A plan that answers nothing is shown with its reason and never started: a job
 * of it would keep the page's boilerplate as if it were the data.
 */
export function planAnswersRequest(plan: { kind: string; recordCount: number }): boolean {
  return (
    plan.recordCount > 0 ||
    plan.kind === 'text' ||
    plan.kind === 'metadata' ||
    plan.kind === 'forms'
  );
}
