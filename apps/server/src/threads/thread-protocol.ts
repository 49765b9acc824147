/** Messages between a `TaskPool` and the `serveOps` of its threads. */

/** What a thread answers: a result, or the error's message and, for AppErrors, status. */
export type ThreadReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string; status?: number };

/** Sent by an operation while it runs (see `reportProgress`): how far it has got. */
export interface ThreadProgress {
  id: number;
  progress: { page: number; pages: number };
}

export interface ThreadRequest {
  id: number;
  op: string;
  args: unknown[];
}
