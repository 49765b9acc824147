import type { PageSource } from '@gleaner/agent';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRuntime } from '../jobs/job-runtime.js';
import type { Mailer } from '../services/mailer.js';
import type { MonitorQueue } from './monitor-queue.js';

/** Everything monitor commands need, built once per process (plugins/monitors.ts). */
export interface MonitorRuntime {
  jobs: JobRuntime;
  queue: MonitorQueue;
  mailer: Mailer;
  /** How the agent reads pages, for re-planning a monitor whose site changed its layout. */
  pages: PageSource;
  /** The app's address, for links in e-mails and webhook payloads. */
  publicUrl: string;
  log: FastifyBaseLogger;
  webhooks: {
    /** Deliver to private and loopback addresses too (tests, like scraping). */
    allowPrivateHosts: boolean;
    timeoutMs: number;
  };
}
