import type { PlanSteps } from '@gleaner/agent';
import { AppError } from '../errors.js';
import { siblingModule } from '../threads/start-thread.js';
import { TaskPool, type TaskPoolError } from '../threads/task-pool.js';

/** Longest a preview snapshot may take to be made. */
export const SNAPSHOT_TIME_LIMIT_MS = 10_000;
/** Longest planning may read one page (the first, then a detail page). */
export const PLAN_TIME_LIMIT_MS = 15_000;

/** The reading a person's request does on a fetched page, run on a page-work thread. */
export interface PageWorkOps {
  [op: string]: (...args: never[]) => unknown;
  snapshot: (html: string, url: string, inject: { head: string; body: string }) => string;
  planPage: PlanSteps['planPage'];
  planDetail: PlanSteps['planDetail'];
  pageLinks: PlanSteps['pageLinks'];
  planLinked: PlanSteps['planLinked'];
}

/** A page was too costly to read within its budget: the page, not our server, is at fault. */
export class PageTooCostlyError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super(422, message, 'PAGE_TOO_COSTLY', options);
  }
}

const failureError = (failure: TaskPoolError): Error =>
  new PageTooCostlyError(
    failure.failure === 'memory'
      ? 'The page needed more memory to read than a request may use; it is too large to read here'
      : `The page could not be read: ${failure.message}`,
    { cause: failure },
  );

/**
 * Threads for the page reading a request does (a preview's snapshot, planning), so the thread
 * serving HTTP never parses a page: a 20,000-level or 5 MB page costs its own request a 422 at its
 * deadline, never everyone's. Started on first use; a thread idle for 30 s ends.
 */
export function createPageWork(size = 2): TaskPool<PageWorkOps> {
  return new TaskPool<PageWorkOps>({
    entry: siblingModule(import.meta.url, 'page-work-thread'),
    name: 'gleaner-pagework',
    size,
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
    failureError,
    replyError: (message, status) =>
      status ? new AppError(status, message, 'PAGE_WORK_FAILED') : new Error(message),
  });
}

/** Planning's steps on the page-work threads, each within PLAN_TIME_LIMIT_MS, in `owner`'s turn. */
export function threadPlanSteps(pool: TaskPool<PageWorkOps>, owner: string): PlanSteps {
  const overrun = (url: string) => () =>
    new PageTooCostlyError(
      `Planning on ${url} took longer than ${PLAN_TIME_LIMIT_MS / 1000} s and was stopped; the page is too large or too deeply nested to plan`,
    );
  return {
    planPage: (requestText, requestUrl, html, url) =>
      pool.run(
        { ms: PLAN_TIME_LIMIT_MS, owner, overrun: overrun(url) },
        'planPage',
        requestText,
        requestUrl,
        html,
        url,
      ),
    planDetail: (html, url, fields, entity) =>
      pool.run(
        { ms: PLAN_TIME_LIMIT_MS, owner, overrun: overrun(url) },
        'planDetail',
        html,
        url,
        fields,
        entity,
      ),
    pageLinks: (html, url, levelSelector) =>
      pool.run(
        { ms: PLAN_TIME_LIMIT_MS, owner, overrun: overrun(url) },
        'pageLinks',
        html,
        url,
        levelSelector,
      ),
    planLinked: (requestText, requestUrl, html, url, context) =>
      pool.run(
        { ms: PLAN_TIME_LIMIT_MS, owner, overrun: overrun(url) },
        'planLinked',
        requestText,
        requestUrl,
        html,
        url,
        context,
      ),
  };
}
