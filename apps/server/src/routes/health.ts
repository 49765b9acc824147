import { HealthSchema, PRODUCT_VERSION } from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../db/database.js';

const healthRoutes: FastifyPluginAsyncZod = (app) => {
  app.get('/api/health', { schema: { response: { 200: HealthSchema } } }, async () => {
    await pingDatabase(app.database);
    return {
      success: true as const,
      database: app.database.kind,
      version: PRODUCT_VERSION,
      mail: app.config.SMTP_URL ? ('smtp' as const) : ('none' as const),
    };
  });
  return Promise.resolve();
};

export default healthRoutes;
