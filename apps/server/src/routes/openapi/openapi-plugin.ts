import swagger from '@fastify/swagger';
import { ANONYMOUS_ID_HEADER, ApiErrorSchema, PRODUCT_VERSION } from '@gleaner/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Where the description is served. */
export const OPENAPI_PATH = '/api/openapi.json';

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0];

/** Every failure leaves through one error handler in this shape (see plugins/error-handler.ts). */
const ERROR_RESPONSES = {
  '4XX': ApiErrorSchema.describe('The request was refused; `error` says why'),
  '5XX': ApiErrorSchema.describe('The server failed; `error` says so, without internals'),
};

/** Replies that are files or pages, not JSON: their success is described by hand. */
const NON_JSON_REPLIES: Record<string, { description: string; types: string[] }> = {
  '/api/jobs/:id/export': {
    description: 'The results as a file (Content-Disposition: attachment), streamed',
    types: ['application/json', 'text/csv'],
  },
  '/api/share/:token/export': {
    description: "The shared job's results as a file (Content-Disposition: attachment), streamed",
    types: ['application/json', 'text/csv'],
  },
  '/api/preview': {
    description: 'A static, sandboxed HTML snapshot of the page with the element picker',
    types: ['text/html'],
  },
};
const OTHER_REPLY = { description: 'Success (not JSON)', types: ['*/*'] };

type Requirement = Record<string, string[]>;
const SIGNED_IN: Requirement[] = [{ bearerAuth: [] }, { apiKey: [] }];
/** Jobs and one-page scrapes also serve a browser that is not signed in, by its anonymous id. */
const SIGNED_IN_OR_ANONYMOUS: Requirement[] = [...SIGNED_IN, { anonymousId: [] }, {}];

function requiresSignIn(route: RouteOptions, app: FastifyInstance): boolean {
  const handlers = [route.preHandler].flat();
  return handlers.includes(app.authenticate);
}

/**
 * The routes' zod schemas as OpenAPI (fastify-type-provider-zod's transform), plus what every
 * route shares: the error shape and who may call it. Only `/api` routes are described; the web
 * app's pages, WebSockets and `/mcp` speak other protocols.
 */
function describeRoute(app: FastifyInstance): Transform {
  return (input: TransformInput) => {
    const { url, route } = input;
    if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
    const schema = input.schema ?? {};
    const response = { ...(schema.response as Record<string, unknown> | undefined) };
    for (const [status, errorSchema] of Object.entries(ERROR_RESPONSES)) {
      response[status] ??= errorSchema;
    }
    const tag = url.split('/')[2] ?? 'api';
    const described = jsonSchemaTransform({
      ...input,
      schema: {
        tags: [tag],
        security: requiresSignIn(route, app) ? SIGNED_IN : SIGNED_IN_OR_ANONYMOUS,
        ...schema,
        response,
      },
    });
    const replies = described.schema.response as Record<string, unknown>;
    // A redirect (the sign-in providers' callback) is that route's success.
    if (!Object.keys(replies).some((status) => /^[23]/.test(status))) {
      const { description, types } = NON_JSON_REPLIES[url] ?? OTHER_REPLY;
      replies['200'] = {
        description,
        content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' } }])),
      };
    }
    return described;
  };
}

/**
 * `GET /api/openapi.json`: OpenAPI 3.1 for every `/api` route, generated from the same zod
 * schemas that validate requests and serialize replies, so it cannot drift from them. Register
 * before the routes: @fastify/swagger learns routes as they are added.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Gleaner API',
          version: PRODUCT_VERSION,
          description:
            'Gather data from websites: plan, scrape one page, crawl a site as a job, read and export what it captured. Failures are `{ "success": false, "error": "…" }`.',
        },
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'Access token from POST /api/auth/login (valid one hour).',
            },
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'glnr_…',
              description:
                'An API key made at POST /api/keys, sent as `Authorization: Bearer glnr_…`; it acts as its owner.',
            },
            anonymousId: {
              type: 'apiKey',
              in: 'header',
              name: ANONYMOUS_ID_HEADER,
              description:
                'Without signing in: a random id of 16 to 128 letters, digits, - or _ naming one browser or program; its jobs are its own.',
            },
          },
        },
      },
      transform: describeRoute(app),
    });

    app.get(
      OPENAPI_PATH,
      {
        schema: {
          summary: 'This description (OpenAPI 3.1)',
          security: [{}],
          response: { 200: z.looseObject({ openapi: z.string() }) },
        },
      },
      () => app.swagger() as unknown as { openapi: string },
    );
  },
  { name: 'openapi', dependencies: ['authenticate'] },
);
