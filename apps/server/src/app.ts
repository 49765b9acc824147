import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/database.js';
import type { Env } from './env.js';
import authenticate from './plugins/authenticate.js';
import { scrubbedLogStream, serializeError, serializeRequest } from './plugins/log-redaction.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import jobs from './plugins/jobs.js';
import monitors from './plugins/monitors.js';
import pageFetchers from './plugins/page-fetchers.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import services from './plugins/services.js';
import usageLimits from './plugins/usage-limits.js';
import { registerWebApp } from './plugins/web-app.js';
import { sharedRateLimitStore } from './services/shared-rate-limit-store.js';
import previewRoute from './preview/preview-route.js';
import apiKeyRoutes from './routes/api-keys/api-key-routes.js';
import openApi from './routes/openapi/openapi-plugin.js';
import jobResultsRoute from './routes/job-results/job-results-route.js';
import mcpRoute from './routes/mcp/mcp-route.js';
import pagePlanRoute from './routes/page-plan/page-plan-route.js';
import accountRoutes from './routes/auth/account.js';
import accountDataRoutes from './routes/account/account-data-routes.js';
import usageRoutes from './routes/usage/usage-routes.js';
import planLimits from './routes/usage/plan-limits-hook.js';
import chatSocketRoute from './routes/chat-socket-route.js';
import conversationsRoute from './routes/conversations-route.js';
import contactRoutes from './routes/contact/contact-routes.js';
import sessionRoutes from './routes/auth/session.js';
import socialSignInRoutes from './routes/auth/social-sign-in.js';
import healthRoutes from './routes/health.js';
import executeScrapingRoute from './routes/jobs/execute-scraping-route.js';
import documentRoutes from './routes/documents/document-routes.js';
import entityRoutes from './routes/documents/entity-routes.js';
import dataAgentRoutes from './routes/data-agent/data-agent-routes.js';
import exportRoute from './routes/jobs/export-route.js';
import jobRoutes from './routes/jobs/job-routes.js';
import jobSocketRoute from './routes/jobs/job-socket-route.js';
import dashboardRoutes from './routes/dashboard/dashboard-routes.js';
import monitorRoutes from './routes/monitors/monitor-routes.js';
import runAgainRoute from './routes/jobs/run-again-route.js';
import shareLinkRoutes from './routes/share-links/share-link-routes.js';
import sharedResultsRoutes from './routes/share-links/shared-results-routes.js';
import systemRoutes from './routes/system/system-routes.js';

export interface AppDeps {
  env: Env;
  database: Database;
  jwtSecret: Uint8Array;
  /** Also run scraping chunks in this process (`all`), or only serve (`web`). @default true */
  worker?: boolean;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The whole HTTP application as one Fastify instance: external plugins, then our services,
 * then routes. It does not listen; server.ts does, and tests boot this directly.
 */
export async function buildApp(
  deps: AppDeps,
  options: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: deps.env.BODY_LIMIT_BYTES,
    trustProxy: deps.env.TRUST_PROXY,
    // Past 100 characters find-my-way answers 414; a long id that is no job should be a 404.
    routerOptions: { maxParamLength: 1000 },
    logger: {
      level: deps.env.LOG_LEVEL,
      serializers: { req: serializeRequest, err: serializeError },
      stream: scrubbedLogStream(),
    },
    ...options,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Captured images and page previews come from other sites.
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        // The knowledge graph lays itself out in a web worker made from a blob of our own script.
        'worker-src': ["'self'", 'blob:'],
        // Would make browsers load our own assets over https on a plain-http LAN address.
        'upgrade-insecure-requests': null,
      },
    },
  });
  // Several API processes share one PostgreSQL: their limits are counted there, for the whole
  // deployment. The embedded PGlite serves one process, so counting in memory is the same.
  await app.register(rateLimit, {
    global: false,
    ...(deps.database.kind === 'postgres' ? { store: sharedRateLimitStore(deps.database) } : {}),
  });
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  await app.register(services, deps);
  await app.register(authenticate);
  await app.register(usageLimits);
  await app.register(planLimits);
  await app.register(pageFetchers);
  await app.register(jobs, { worker: deps.worker ?? true });
  await app.register(monitors, { worker: deps.worker ?? true });

  await app.register(openApi);
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(sessionRoutes);
  await app.register(socialSignInRoutes, { jwtSecret: deps.jwtSecret });
  await app.register(apiKeyRoutes);
  await app.register(pagePlanRoute);
  await app.register(jobResultsRoute);
  await app.register(mcpRoute);
  await app.register(jobRoutes);
  await app.register(exportRoute);
  await app.register(dataAgentRoutes);
  await app.register(entityRoutes);
  await app.register(documentRoutes);
  await app.register(executeScrapingRoute);
  await app.register(jobSocketRoute);
  await app.register(previewRoute);
  await app.register(chatSocketRoute);
  await app.register(conversationsRoute);
  await app.register(contactRoutes);
  await app.register(usageRoutes);
  await app.register(accountDataRoutes);
  await app.register(systemRoutes, { runsWorker: deps.worker ?? true });
  await app.register(dashboardRoutes);
  await app.register(monitorRoutes);
  await app.register(runAgainRoute);
  await app.register(shareLinkRoutes);
  await app.register(sharedResultsRoutes);

  await registerWebApp(app, deps.env.WEB_DIST ?? defaultWebDist);
  return app;
}
