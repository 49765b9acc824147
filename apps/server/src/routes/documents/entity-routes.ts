import {
  AnalyzeRiskBodySchema,
  AnalyzeRiskResponseSchema,
  DOCUMENT_HELPER_MODELS,
  ExtractBodySchema,
  ExtractResponseSchema,
  LabelBodySchema,
  LabelResponseSchema,
  RedactBodySchema,
  RedactResponseSchema,
} from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyzeJobRisk, analyzeTextRisk } from '../../commands/documents/analyze-risk.js';
import { ENTITY_TASK_MS, entityThread } from '../../commands/documents/entity-pool.js';
import { runHelper } from '../../commands/documents/helper-call.js';
import { storedJobRisk, storeJobRisk } from '../../commands/documents/job-risk-checks.js';
import { labelRawData, type LabelModel } from '../../commands/documents/label-data.js';
import { contentRedactor } from '../../commands/documents/redact-item.js';
import { loadOwnedJob } from '../../commands/jobs/control-job.js';
import { UnauthorizedError } from '../../errors.js';
import { ownerOf } from '../../jobs/job-owner.js';
import { taskOwner } from '../../threads/task-owner.js';
import { configuredModel } from '../../services/configured-model.js';

/**
 * The spec's model helpers over text, without a model: entities (`/api/extract`), personal
 * data and its risk (`/api/analyze-risk`), labels (`/api/label`) and masking (`/api/redact`).
 * Anyone may call them, like a one-page scrape; a job they name must be the caller's.
 */
const entityRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = { rateLimit: app.usageLimits.documents };
  const { db } = app.database;
  // With a model configured, labels are the model's pick (the rules' when it fails).
  const model = await configuredModel(app.config);
  const labelModel: LabelModel | undefined = model ? { ...model, db, log: app.log } : undefined;
  const userIdOf = async (request: Parameters<typeof app.optionalAuth>[0]) =>
    (await app.optionalAuth(request))?.userId ?? null;

  app.post(
    '/api/extract',
    {
      config: limits,
      schema: { body: ExtractBodySchema, response: { 200: ExtractResponseSchema } },
    },
    async (request) => {
      const { text } = request.body;
      const started = performance.now();
      const model = DOCUMENT_HELPER_MODELS.extract;
      const userId = await userIdOf(request);
      const owner = taskOwner(request, userId);
      const result = await runHelper({
        db,
        log: request.log,
        userId,
        model,
        requestType: 'extract',
        input: text,
        run: () => entityThread.run({ ms: ENTITY_TASK_MS, owner }, 'extract', text),
        output: (r) => r.entities.map((e) => e.text).join(' '),
      });
      return {
        success: true as const,
        ...result,
        model,
        processing_time_ms: Math.round(performance.now() - started),
      };
    },
  );

  app.post(
    '/api/analyze-risk',
    {
      config: limits,
      schema: { body: AnalyzeRiskBodySchema, response: { 200: AnalyzeRiskResponseSchema } },
    },
    async (request) => {
      const { text, jobId } = request.body;
      const model = DOCUMENT_HELPER_MODELS.analyzeRisk;
      if (!jobId) {
        const result = await runHelper({
          db,
          log: request.log,
          userId: await userIdOf(request),
          model,
          requestType: 'analyze-risk',
          input: text ?? '',
          run: () => analyzeTextRisk(text ?? ''),
          output: (r) => r.reasons.join('\n'),
        });
        return { success: true as const, ...result, model };
      }
      const owner = await ownerOf(app, request);
      if (!owner)
        throw new UnauthorizedError(
          'Sign in, or send the x-gleaner-anonymous-id header, to check a job',
        );
      const job = await loadOwnedJob(app.jobs, owner, jobId);
      // Shown beside a job's data on every view: checked once per version of the job, and
      // only that check is counted as a call.
      const stored = await storedJobRisk(db, job);
      if (stored) return { success: true as const, ...stored, model };
      const result = await runHelper({
        db,
        log: request.log,
        userId: await userIdOf(request),
        model,
        requestType: 'analyze-risk-job',
        input: '',
        run: () => analyzeJobRisk(db, job.id),
        output: (r) => r.reasons.join('\n'),
      });
      await storeJobRisk(db, job, result);
      return { success: true as const, ...result, model };
    },
  );

  app.post(
    '/api/label',
    { config: limits, schema: { body: LabelBodySchema, response: { 200: LabelResponseSchema } } },
    async (request) => {
      const owner = await ownerOf(app, request);
      const model = DOCUMENT_HELPER_MODELS.label;
      const raw = request.body.raw_data;
      const result = await runHelper({
        db,
        log: request.log,
        userId: owner?.kind === 'user' ? owner.userId : null,
        model,
        requestType: 'label',
        input: typeof raw === 'string' ? raw : JSON.stringify(raw),
        run: () => labelRawData(app.jobs, owner, request.body, labelModel),
        output: (r) => r.label,
      });
      const { by, ...label } = result;
      return {
        success: true as const,
        ...label,
        document_type: request.body.document_type,
        model: by ?? model,
      };
    },
  );
  // Captured Data exports the items the browser holds; with redaction on it masks them here first.
  app.post(
    '/api/redact',
    { config: limits, schema: { body: RedactBodySchema, response: { 200: RedactResponseSchema } } },
    async (request) => {
      const model = DOCUMENT_HELPER_MODELS.analyzeRisk;
      const { contents } = request.body;
      const userId = await userIdOf(request);
      const redact = contentRedactor(taskOwner(request, userId));
      const masked = await runHelper({
        db,
        log: request.log,
        userId,
        model,
        requestType: 'redact',
        input: JSON.stringify(contents),
        run: () => redact(contents),
        output: (r) => JSON.stringify(r),
      });
      return { success: true as const, contents: masked, model };
    },
  );
};

export default entityRoutes;
