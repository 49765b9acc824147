import { EventEmitter } from 'node:events';
import { JobEventTypeSchema, type LiveResult } from '@gleaner/shared';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import type { Database } from '../db/database.js';

/**
 * What happened to a job, small enough for a PostgreSQL NOTIFY (8 kB): receivers re-load the
 * job and the results by `seq` range, so payloads never carry captured data.
 */
export const JobSignalSchema = z.object({
  type: JobEventTypeSchema,
  jobId: z.string(),
  /**
   * The results it added, as inclusive `scraped_data.seq` ranges in order (one per page with
   * results). One progress signal covers a whole write batch, so a busy job costs one NOTIFY,
   * one read and one event per batch, not per page.
   */
  results: z.array(z.tuple([z.number(), z.number()])).optional(),
});
/**
 * A signal as published. In the process that stored them, a signal also carries its results
 * ready to send, so its own watchers need not read back what it has just written; a NOTIFY to
 * other processes carries the ranges alone, and they read the results by range.
 */
export type JobSignal = z.infer<typeof JobSignalSchema> & { live?: LiveResult[] };

export interface JobSignals {
  publish(signal: JobSignal): Promise<void>;
  subscribe(listener: (signal: JobSignal) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'gleaner_job_events';

/** In one process (PGlite): an event emitter. */
function localSignals(): JobSignals {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (signal) => {
      emitter.emit('signal', signal);
      return Promise.resolve();
    },
    subscribe: (listener) => {
      emitter.on('signal', listener);
      return () => emitter.off('signal', listener);
    },
    close: () => Promise.resolve(),
  };
}

/**
 * Across processes (PostgreSQL): NOTIFY on publish, and one LISTEN connection per process that
 * re-connects when it drops, retrying with growing pauses (up to 10 s) for as long as the
 * database is away, so an API process sees progress of a job run by any worker.
 */
async function postgresSignals(database: Database, log: FastifyBaseLogger): Promise<JobSignals> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | undefined;
  let closed = false;

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: database.url });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const parsed = JobSignalSchema.safeParse(JSON.parse(message.payload));
      if (parsed.success) emitter.emit('signal', parsed.data);
    });
    const lost = (error?: Error) => {
      if (client !== next) return; // still connecting (`listen` reports it), or closed
      client = undefined;
      log.warn({ err: error }, 'job event connection lost; reconnecting');
      void next.end().catch(() => undefined);
      reconnect(0);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void next.end().catch(() => undefined);
    client = next;
  };
  const reconnect = (attempt: number) => {
    if (closed) return;
    setTimeout(
      () =>
        void listen().catch((error: unknown) => {
          log.warn({ err: error, attempt }, 'job events: could not reconnect; trying again');
          reconnect(attempt + 1);
        }),
      Math.min(10_000, 1000 * 2 ** attempt),
    ).unref();
  };
  await listen();

  return {
    publish: async ({ live: _inProcessOnly, ...signal }) => {
      await database.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(signal)]);
    },
    subscribe: (listener) => {
      emitter.on('signal', listener);
      return () => emitter.off('signal', listener);
    },
    close: async () => {
      closed = true;
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

export function createJobSignals(database: Database, log: FastifyBaseLogger): Promise<JobSignals> {
  return database.kind === 'postgres'
    ? postgresSignals(database, log)
    : Promise.resolve(localSignals());
}
