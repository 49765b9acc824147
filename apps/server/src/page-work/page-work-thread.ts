/** The page-work thread (see page-work.ts): previews and planning, off the thread serving HTTP. */
import { localPlanSteps } from '@gleaner/agent';
import { makeSnapshot } from '../preview/page-snapshot.js';
import { serveOps } from '../threads/serve-ops.js';
import type { PageWorkOps } from './page-work.js';

const ops: PageWorkOps = {
  snapshot: (html, url, inject) => makeSnapshot(html, url, inject),
  planPage: (requestText, requestUrl, html, url) =>
    localPlanSteps.planPage(requestText, requestUrl, html, url),
  planDetail: (html, url, fields, entity) => localPlanSteps.planDetail(html, url, fields, entity),
  pageLinks: (html, url, levelSelector) => localPlanSteps.pageLinks(html, url, levelSelector),
  planLinked: (requestText, requestUrl, html, url, context) =>
    localPlanSteps.planLinked(requestText, requestUrl, html, url, context),
};
serveOps(ops);
