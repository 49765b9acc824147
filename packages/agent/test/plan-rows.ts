/** Plans a request on a page written in a test and reads the rows the plan finds there. */
import { analysePage } from '../src/analysis/analyse-page.js';
import { parseRequest } from '../src/request/parse-request.js';
import { applyRecordSpec } from '../src/planning/apply-record-spec.js';
import { plan } from '../src/planning/plan.js';

/** A page around `body`, with the navigation and footer every real page has. */
export const page = (body: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><title>Test</title></head><body><nav><a href="/">Home</a><a href="/about">About</a></nav><main>${body}</main><footer><a href="/privacy">Privacy</a></footer></body></html>`;

/** The rows the built-in agent's plan for `request` reads on the page. */
export function rowsFor(request: string, html: string, url: string): unknown[] {
  const extraction = plan(parseRequest(`${request} ${url}`), analysePage(html, url), html, url);
  const spec = extraction.recordSpec;
  return spec ? applyRecordSpec(html, url, spec).map((item) => item.content) : [];
}
