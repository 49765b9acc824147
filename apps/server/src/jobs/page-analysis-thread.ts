/** A thread that reads fetched pages for jobs (see `page-analysers.ts`). */
import { parentPort } from 'node:worker_threads';
import { analysePage, type PageAnalysis, type PageAnalysisInput } from './page-analysis.js';
import { WARM_UP_PAGE } from './warm-up-page.js';

export interface AnalysisRequest {
  id: number;
  input: PageAnalysisInput;
}
export type AnalysisReply =
  { id: number; ok: true; analysis: PageAnalysis } | { id: number; ok: false; message: string };
/**
 * Sent once the thread has loaded its modules and read one small page, so neither loading nor a
 * first read's cold code is counted in a page's budget.
 */
export interface ThreadReady {
  ready: true;
}

parentPort?.on('message', ({ id, input }: AnalysisRequest) => {
  let reply: AnalysisReply;
  try {
    reply = { id, ok: true, analysis: analysePage(input) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
// The first read on a thread runs cold code (and loads what a page's reading loads on first use):
// over half a second on a busy machine, which a small budget would count against a real page.
analysePage(WARM_UP_PAGE);
parentPort?.postMessage({ ready: true } satisfies ThreadReady);
