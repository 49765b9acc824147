/** A thread that reads fetched pages for jobs (see `page-analysers.ts`). */
import { parentPort } from 'node:worker_threads';
import { analysePage, type PageAnalysis, type PageAnalysisInput } from './page-analysis.js';

export interface AnalysisRequest {
  id: number;
  input: PageAnalysisInput;
}
export type AnalysisReply =
  { id: number; ok: true; analysis: PageAnalysis } | { id: number; ok: false; message: string };
/** Sent once the thread has loaded its modules, so loading is not counted in a page's budget. */
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
parentPort?.postMessage({ ready: true } satisfies ThreadReady);
