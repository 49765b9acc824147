import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobRuntime } from '../jobs/create-job-runtime.js';
import type { JobRuntime } from '../jobs/job-runtime.js';
import { JobSocketHub } from '../jobs/job-socket-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRuntime;
    jobSockets: JobSocketHub;
  }
}

/** The job machinery as decorators; with `worker: true` this process also runs chunks. */
export default fp(
  async (app: FastifyInstance, opts: { worker: boolean }) => {
    const handle = await createJobRuntime(app.database, app.config, app.log);
    app.decorate('jobs', handle.runtime);
    app.decorate(
      'jobSockets',
      new JobSocketHub(
        app.database,
        handle.runtime.signals,
        app.log,
        app.config.WS_MAX_BUFFERED_BYTES,
      ),
    );
    if (opts.worker) await handle.startWorker();
    app.addHook('onClose', async () => {
      app.jobSockets.close();
      await handle.stop();
    });
  },
  { name: 'jobs', dependencies: ['services'] },
);
