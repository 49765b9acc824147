import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backends } from './support/backends.js';
import { signedInUser } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: Record<string, string[]>[];
}
interface Spec {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Every `/api` route the server answers, as "METHOD /path/{param}", from Fastify's route tree
 * (each line holds its segment after its parent's, indented four characters per level).
 */
function registeredApiRoutes(server: TestServer): Set<string> {
  const tree = server.app.printRoutes({ commonPrefix: false });
  const routes = new Set<string>();
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? '').length / 4;
    parents.length = depth;
    const path = (parents.at(-1) ?? '') + match[2];
    parents.push(path);
    if (!path.startsWith('/api/') || !match[3]) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') {
        routes.add(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
      }
    }
  }
  return routes;
}

describe.each(backends)('OpenAPI description on %s', (kind) => {
  let server: TestServer;
  let spec: Spec;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const res = await server.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    spec = res.body as unknown as Spec;
  });
  afterAll(() => server.close());

  it('is OpenAPI 3.1 with both ways to sign in and the one error shape', () => {
    expect(spec.openapi).toBe('3.1.0');
    expect(spec.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(spec.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const keys = spec.paths['/api/keys']?.post;
    expect(keys?.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    expect(keys?.requestBody).toBeDefined();
    const error = keys?.responses['4XX']?.content?.['application/json']?.schema;
    expect(z.fromJSONSchema(error as never).safeParse({ success: false, error: 'x' }).success).toBe(
      true,
    );
  });

  it('documents every /api route the server answers, with its replies', () => {
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!METHODS.includes(method)) continue;
        documented.add(`${method.toUpperCase()} ${path}`);
        const statuses = Object.keys(operation.responses);
        expect(statuses, `${method} ${path}`).toContain('4XX');
        // Success is a 2xx reply, or for a provider's sign-in callback, a redirect.
        expect(
          statuses.some((s) => /^2\d\d$/.test(s) || (path.endsWith('/callback') && s === '302')),
          `${method} ${path} success`,
        ).toBe(true);
      }
    }
    const registered = registeredApiRoutes(server);
    expect(registered.size).toBeGreaterThan(10);
    expect([...registered].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('each documented GET route without parameters answers in its documented shape', async () => {
    const user = await signedInUser(server);
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      const operation = operations.get;
      if (!operation || path.includes('{')) continue;
      if (operation.parameters?.some((p) => p.required)) continue;
      const res = await server.call('GET', path, { token: user.token });
      const documented =
        operation.responses[String(res.status)] ??
        operation.responses[`${String(res.status)[0]}XX`];
      expect(documented, `${path} answered ${res.status}, which is not documented`).toBeDefined();
      const schema = documented?.content?.['application/json']?.schema;
      if (!schema) continue;
      const parsed = z.fromJSONSchema(schema as never).safeParse(res.body);
      expect(parsed.success, `${path}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      checked.push(`${path} ${res.status}`);
    }
    expect(checked).toContain('/api/health 200');
    expect(checked).toContain('/api/keys 200');
    expect(checked).toContain('/api/jobs 200');
  });
});
