import {
  BrowserSessionParamsSchema,
  BrowserSessionsReplySchema,
  DatabaseStatsReplySchema,
  ModelCostsQuerySchema,
  ModelCostsReplySchema,
  QueueReplySchema,
  SESSION_ENDED_HEADER,
  SystemStatusReplySchema,
} from '@gleaner/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maySee, visibleSessions } from '../../commands/system/browser-sessions.js';
import { databaseStats } from '../../commands/system/database-stats.js';
import { modelCosts } from '../../commands/system/model-costs.js';
import { priceTableOf } from '../../commands/usage/price-table.js';
import { queueFigures } from '../../commands/system/queue-figures.js';
import { systemStatus } from '../../commands/system/system-status.js';
import { reasonOf, resolveViewer, type SystemViewer } from '../../commands/system/viewer.js';
import { ConflictError, NotFoundError, SessionEndedError } from '../../errors.js';

export interface SystemRoutesOptions {
  /** Whether this process runs the job worker (for the workers check). */
  runsWorker: boolean;
}

/** A source that fails answers 200 with its reason, so the card shows it and a Retry. */
async function orUnavailable<T extends object>(
  request: FastifyRequest,
  what: string,
  run: () => Promise<T>,
): Promise<
  (T & { success: true; available: true }) | { success: true; available: false; reason: string }
> {
  try {
    return { success: true as const, available: true as const, ...(await run()) };
  } catch (error) {
    request.log.warn({ err: error }, `${what} unavailable`);
    return {
      success: true as const,
      available: false as const,
      reason: `${what}: ${reasonOf(error)}`,
    };
  }
}

/** The System Command Center (spec/dashboard.md System tab), product-neutral `/api/system/...`. */
const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = (app, options) => {
  const { database } = app;
  const costControl = { database, prices: priceTableOf(app.config) };
  const viewerOf = (request: FastifyRequest): Promise<SystemViewer> =>
    resolveViewer(database.db, request.auth?.userId ?? '', app.config.ADMIN_EMAILS);
  const sessionBoard = () => {
    const board = app.jobs.browserSessions;
    if (!board) throw new Error('this process keeps no record of browser sessions');
    return board;
  };

  app.get(
    '/api/system/status',
    { preHandler: app.authenticate, schema: { response: { 200: SystemStatusReplySchema } } },
    async (request) => {
      const viewer = await viewerOf(request);
      const checks = await systemStatus({
        database,
        runsWorker: options.runsWorker,
        chromiumPath: app.config.CHROMIUM_PATH,
        showsServerPaths: viewer.scope === 'all',
        workerLostSeconds: app.config.WORKER_LOST_SECONDS,
      });
      return {
        success: true as const,
        overall: checks.every((check) => check.ok)
          ? ('operational' as const)
          : ('degraded' as const),
        checks,
        checkedAt: new Date().toISOString(),
        scope: viewer.scope,
      };
    },
  );

  app.get(
    '/api/system/model-costs',
    {
      preHandler: app.authenticate,
      schema: { querystring: ModelCostsQuerySchema, response: { 200: ModelCostsReplySchema } },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { window } = request.query;
      return orUnavailable(request, 'Model usage log', async () => {
        const costs = await modelCosts(costControl, viewer, window);
        return {
          scope: viewer.scope,
          window,
          since: costs.since.toISOString(),
          models: costs.models,
          othersRequests: costs.othersRequests,
          spent: costs.spent,
        };
      });
    },
  );

  app.get(
    '/api/system/sessions',
    { preHandler: app.authenticate, schema: { response: { 200: BrowserSessionsReplySchema } } },
    async (request) => {
      const viewer = await viewerOf(request);
      return orUnavailable(request, 'Browser sessions', async () => ({
        scope: viewer.scope,
        ...(await visibleSessions(database.db, sessionBoard(), viewer)),
      }));
    },
  );

  app.get(
    '/api/system/sessions/:id/screenshot',
    { preHandler: app.authenticate, schema: { params: BrowserSessionParamsSchema } },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const board = sessionBoard();
      const record = await board.get(request.params.id);
      if (!record || !(await maySee(database.db, viewer, record))) {
        throw new NotFoundError('No browser session with this id among yours');
      }
      const send = (image: Uint8Array, ended: boolean) =>
        reply
          .header('content-type', 'image/jpeg')
          .header('cache-control', 'no-store')
          // The watcher stops asking and says the page has finished, showing this last picture.
          .header(SESSION_ENDED_HEADER, ended ? 'true' : 'false')
          .send(Buffer.from(image));
      const finished = () => {
        const last = board.lastScreenshot(record.id);
        if (last) return send(last, true);
        throw new SessionEndedError();
      };
      if (record.status !== 'active') return finished();
      // Taken now, because someone is watching: nothing is captured while nobody looks. A page
      // open in another process is photographed there, asked through the database.
      const image = await board.screenshot(record.id).catch((error: unknown) => {
        throw new ConflictError(`No screenshot could be taken: ${reasonOf(error)}`, {
          cause: error,
        });
      });
      return image ? send(image, false) : finished();
    },
  );

  app.get(
    '/api/system/database',
    { preHandler: app.authenticate, schema: { response: { 200: DatabaseStatsReplySchema } } },
    async (request) =>
      orUnavailable(request, 'Database statistics', async () => ({
        kind: database.kind,
        ...(await databaseStats(database)),
      })),
  );

  app.get(
    '/api/system/queue',
    { preHandler: app.authenticate, schema: { response: { 200: QueueReplySchema } } },
    async (request) => {
      const viewer = await viewerOf(request);
      return orUnavailable(request, 'Job queue', async () => ({
        scope: viewer.scope,
        ...(await queueFigures(database, viewer, app.config.JOB_CHUNK_TIMEOUT_SECONDS * 0.75)),
      }));
    },
  );
  return Promise.resolve();
};

export default systemRoutes;
