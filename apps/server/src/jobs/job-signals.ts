import { EventEmitter } from 'node:events';
import { DocumentReadingSchema, JobEventTypeSchema, type LiveResult } from '@gleaner/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { listenToChannel } from '../db/channel-listener.js';
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
  /** A document being read (null: none any more), sent on as the event's `reading`. */
  reading: DocumentReadingSchema.nullable().optional(),
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
 * re-connects when it drops, so an API process sees progress of a job run by any worker.
 */
async function postgresSignals(database: Database, log: FastifyBaseLogger): Promise<JobSignals> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const connection = await listenToChannel(
    database,
    CHANNEL,
    (payload) => {
      const parsed = JobSignalSchema.safeParse(JSON.parse(payload));
      if (parsed.success) emitter.emit('signal', parsed.data);
    },
    log,
    'job events',
  );

  return {
    publish: async ({ live: _inProcessOnly, ...signal }) => {
      await database.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(signal)]);
    },
    subscribe: (listener) => {
      emitter.on('signal', listener);
      return () => emitter.off('signal', listener);
    },
    close: () => connection.close(),
  };
}

export function createJobSignals(database: Database, log: FastifyBaseLogger): Promise<JobSignals> {
  return database.kind === 'postgres'
    ? postgresSignals(database, log)
    : Promise.resolve(localSignals());
}
