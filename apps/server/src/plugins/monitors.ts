import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { closeWebhookDispatcher } from '../commands/monitors/deliver-webhook.js';
import { PROCESS_NAME } from '../jobs/process-name.js';
import { createMonitorQueue } from '../monitors/monitor-queue.js';
import type { MonitorRuntime } from '../monitors/monitor-runtime.js';
import {
  monitorHandlers,
  startSweeping,
  sweepRuns,
  watchJobEnds,
} from '../monitors/monitor-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    monitors: MonitorRuntime;
  }
}

/** Monitors: their pg-boss schedules and, with `worker: true`, their runs and webhooks here. */
export default fp(
  async (app: FastifyInstance, opts: { worker: boolean }) => {
    const env = app.config;
    const queue = await createMonitorQueue(app.database, app.log, {
      pollSeconds: env.MONITOR_POLL_SECONDS,
      cronCheckSeconds: env.MONITOR_CRON_CHECK_SECONDS,
      webhookRetryLimit: env.WEBHOOK_RETRY_LIMIT,
      webhookRetryDelaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS,
      lostSeconds: env.WORKER_LOST_SECONDS,
      processName: PROCESS_NAME,
    });
    const runtime: MonitorRuntime = {
      jobs: app.jobs,
      queue,
      mailer: app.mailer,
      pages: app.agentPages,
      publicUrl: app.publicUrl,
      log: app.log,
      webhooks: {
        allowPrivateHosts: env.ALLOW_PRIVATE_HOSTS,
        timeoutMs: env.WEBHOOK_TIMEOUT_SECONDS * 1000,
      },
    };
    app.decorate('monitors', runtime);
    const stops: (() => void)[] = [];
    if (opts.worker) {
      stops.push(watchJobEnds(runtime), startSweeping(runtime));
      queue.work(monitorHandlers(runtime));
      // Runs a stop left half done are taken up at once, not half a minute later.
      sweepRuns(runtime).catch((error: unknown) =>
        app.log.warn({ err: error }, 'monitor run sweep failed'),
      );
    }
    app.addHook('onClose', async () => {
      for (const stop of stops) stop();
      await queue.stop();
      await closeWebhookDispatcher(runtime);
    });
  },
  { name: 'monitors', dependencies: ['jobs', 'page-fetchers', 'services'] },
);
