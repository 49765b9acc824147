import {
  CreateMonitorBodySchema,
  MonitorChangesQuerySchema,
  MonitorChangesReplySchema,
  MonitorIdParamsSchema,
  MonitorNotificationsReplySchema,
  MonitorReplySchema,
  MonitorRunParamsSchema,
  MonitorRunReplySchema,
  MonitorRunsQuerySchema,
  MonitorRunsReplySchema,
  MonitorsListReplySchema,
  UpdateMonitorBodySchema,
  WebhookDeliveriesReplySchema,
  WebhookDeliveryReplySchema,
} from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createMonitor,
  deleteMonitor,
  listMonitors,
  loadOwnedMonitor,
  rotateWebhookSecret,
  updateMonitor,
} from '../../commands/monitors/manage-monitors.js';
import {
  listDeliveries,
  listNotifications,
  listRuns,
  loadRunChanges,
  presentMonitors,
  sendTestEvent,
} from '../../commands/monitors/read-monitors.js';
import { startMonitorRun } from '../../commands/monitors/start-run.js';
import { assertJobMayRun } from '../../commands/jobs/job-limits.js';
import { presentDelivery, presentRun } from '../../presenters/monitor.js';

/** Monitors: saved requests run on a schedule, what changed between runs, and their webhooks. */
const monitorRoutes: FastifyPluginAsyncZod = (app) => {
  const runtime = app.monitors;
  const userOf = (auth: { userId: string } | null) => auth?.userId ?? '';
  const signedIn = { preHandler: app.authenticate };
  const one = async (monitorId: string, userId: string, secret: string | null = null) => {
    const monitor = await loadOwnedMonitor(runtime, userId, monitorId);
    const [presented] = await presentMonitors(runtime, [monitor], secret);
    return { success: true as const, monitor: presented! };
  };

  app.post(
    '/api/monitors',
    {
      ...signedIn,
      config: { rateLimit: app.usageLimits.jobs },
      schema: { body: CreateMonitorBodySchema, response: { 201: MonitorReplySchema } },
    },
    async (request, reply) => {
      const userId = userOf(request.auth);
      const { monitor, secret } = await createMonitor(runtime, userId, request.body);
      return reply.status(201).send(await one(monitor.id, userId, secret));
    },
  );

  app.get(
    '/api/monitors',
    { ...signedIn, schema: { response: { 200: MonitorsListReplySchema } } },
    async (request) => {
      const rows = await listMonitors(runtime, userOf(request.auth));
      return { success: true as const, monitors: await presentMonitors(runtime, rows) };
    },
  );

  app.get(
    '/api/monitors/notifications',
    { ...signedIn, schema: { response: { 200: MonitorNotificationsReplySchema } } },
    async (request) => ({
      success: true as const,
      notifications: await listNotifications(runtime, userOf(request.auth)),
    }),
  );

  app.get(
    '/api/monitors/:id',
    {
      ...signedIn,
      schema: { params: MonitorIdParamsSchema, response: { 200: MonitorReplySchema } },
    },
    (request) => one(request.params.id, userOf(request.auth)),
  );

  app.patch(
    '/api/monitors/:id',
    {
      ...signedIn,
      schema: {
        params: MonitorIdParamsSchema,
        body: UpdateMonitorBodySchema,
        response: { 200: MonitorReplySchema },
      },
    },
    async (request) => {
      const userId = userOf(request.auth);
      const { secret } = await updateMonitor(runtime, userId, request.params.id, request.body);
      return one(request.params.id, userId, secret);
    },
  );

  app.delete(
    '/api/monitors/:id',
    {
      ...signedIn,
      schema: {
        params: MonitorIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      await deleteMonitor(runtime, userOf(request.auth), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/monitors/:id/run',
    {
      ...signedIn,
      config: { rateLimit: app.usageLimits.jobs },
      schema: { params: MonitorIdParamsSchema, response: { 202: MonitorRunReplySchema } },
    },
    async (request, reply) => {
      const userId = userOf(request.auth);
      const monitor = await loadOwnedMonitor(runtime, userId, request.params.id);
      // A budget already reached is said now (402), rather than as a failed run.
      await assertJobMayRun(runtime.jobs, { userId, totalResults: 0 });
      const run = await startMonitorRun(runtime, monitor, { kind: 'manual' });
      return reply.status(202).send({ success: true as const, run: presentRun(run) });
    },
  );

  app.get(
    '/api/monitors/:id/runs',
    {
      ...signedIn,
      schema: {
        params: MonitorIdParamsSchema,
        querystring: MonitorRunsQuerySchema,
        response: { 200: MonitorRunsReplySchema },
      },
    },
    async (request) => {
      const monitor = await loadOwnedMonitor(runtime, userOf(request.auth), request.params.id);
      const runs = await listRuns(runtime, monitor.id, request.query.limit);
      return { success: true as const, runs: runs.map(presentRun) };
    },
  );

  app.get(
    '/api/monitors/:id/runs/:runId/changes',
    {
      ...signedIn,
      schema: {
        params: MonitorRunParamsSchema,
        querystring: MonitorChangesQuerySchema,
        response: { 200: MonitorChangesReplySchema },
      },
    },
    async (request) => {
      const monitor = await loadOwnedMonitor(runtime, userOf(request.auth), request.params.id);
      return {
        success: true as const,
        ...(await loadRunChanges(runtime, monitor.id, request.params.runId, request.query)),
      };
    },
  );

  app.get(
    '/api/monitors/:id/deliveries',
    {
      ...signedIn,
      schema: { params: MonitorIdParamsSchema, response: { 200: WebhookDeliveriesReplySchema } },
    },
    async (request) => {
      const monitor = await loadOwnedMonitor(runtime, userOf(request.auth), request.params.id);
      const rows = await listDeliveries(runtime, monitor.id);
      return { success: true as const, deliveries: rows.map(presentDelivery) };
    },
  );

  app.post(
    '/api/monitors/:id/webhook/test',
    {
      ...signedIn,
      schema: { params: MonitorIdParamsSchema, response: { 202: WebhookDeliveryReplySchema } },
    },
    async (request, reply) => {
      const monitor = await loadOwnedMonitor(runtime, userOf(request.auth), request.params.id);
      const delivery = await sendTestEvent(runtime, monitor);
      return reply
        .status(202)
        .send({ success: true as const, delivery: presentDelivery(delivery) });
    },
  );

  app.post(
    '/api/monitors/:id/webhook/rotate',
    {
      ...signedIn,
      schema: { params: MonitorIdParamsSchema, response: { 200: MonitorReplySchema } },
    },
    async (request) => {
      const userId = userOf(request.auth);
      const secret = await rotateWebhookSecret(runtime, userId, request.params.id);
      return one(request.params.id, userId, secret);
    },
  );
  return Promise.resolve();
};

export default monitorRoutes;
