/**
 * Requests for the route fuzz (fuzz-routes.test.ts): each route with the schemas it declares,
 * the people who call it (anonymous, signed in, with forged or broken credentials), valid and
 * hostile inputs drawn from those schemas, and paths no route declares.
 */
import {
  AnalyzeRiskBodySchema,
  ChatSocketQuerySchema,
  ConversationsQuerySchema,
  CreateJobRequestSchema,
  CreateMonitorBodySchema,
  MonitorChangesQuerySchema,
  MonitorRunsQuerySchema,
  UpdateMonitorBodySchema,
  ExecuteScrapingBodySchema,
  ExportBodySchema,
  ExportQuerySchema,
  ExtractBodySchema,
  JobDetailQuerySchema,
  JobsListQuerySchema,
  LabelBodySchema,
  RedactBodySchema,
  LoginBodySchema,
  LogoutBodySchema,
  PreviewQuerySchema,
  RefreshBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordConfirmBodySchema,
  DashboardJobsQuerySchema,
  ModelCostsQuerySchema,
  CreateApiKeyBodySchema,
  JobResultsQuerySchema,
  PagePlanBodySchema,
  BudgetsSchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  UsageSummaryQuerySchema,
  ContactRequestSchema,
  DataAgentAskBodySchema,
  DataAgentRowsQuerySchema,
  DeleteAnnotationQuerySchema,
  SaveAnnotationBodySchema,
  SignInCallbackQuerySchema,
  DocumentQuerySchema,
  SharedExportQuerySchema,
  SharedResultsQuerySchema,
} from '@gleaner/shared';
import fc from 'fast-check';
import { z } from 'zod';
import { hostileText, schemaArbitrary, validText } from './schema-arbitrary.js';
import type { TestServer } from './test-server.js';

/** How many anonymous browsers the requests come from (`x-gleaner-anonymous-id`). */
export const BROWSER_COUNT = 2;

/** Mostly what a plan holds, so requests get past validation to the code behind it. */
const mostly = (usual: string[], other: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: fc.constantFrom(...usual), weight: 5 }, { arbitrary: other, weight: 1 });
const SELECTORS = [
  'h1',
  '.item',
  'li',
  'a[href]',
  'div.product .price',
  'img',
  'table',
  '#main > li:nth-child(2)',
  ':scope > a',
];
export const PLAN_FIELDS = {
  selector: mostly(SELECTORS, validText(0, 100)),
  container: mostly(SELECTORS, validText(1, 100)),
  paginationSelector: mostly(SELECTORS, validText(1, 100)),
  detailLinkSelector: mostly(SELECTORS, validText(1, 100)),
  pattern: mostly(['(\\d+)', 'Price: (.*)', '^(\\w+)'], validText(1, 100)),
  name: mostly(['name', 'price', 'title', 'Rating', 'in stock', 'ünï'], validText(1, 100)),
  type: mostly(['text', 'link', 'image', 'table', 'Product', 'Recipe'], validText(1, 50)),
  attribute: mostly(['href', 'src', 'content', 'class'], validText(0, 100)),
};

interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
}

// The WebSocket routes answer plain HTTP too; their query is read by hand, so it is written here.
const JobSocketQuery = z.object({
  token: z.string().optional(),
  anonymous_id: z.string().optional(),
});

/** Every route of the API, with the schemas it declares; checked against the app's own list. */
export const ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'POST', path: '/api/auth/register', body: RegisterBodySchema },
  { method: 'POST', path: '/api/auth/login', body: LoginBodySchema },
  { method: 'POST', path: '/api/auth/refresh', body: RefreshBodySchema },
  { method: 'POST', path: '/api/auth/logout', body: LogoutBodySchema },
  { method: 'GET', path: '/api/auth/profile' },
  { method: 'GET', path: '/api/auth/providers' },
  { method: 'POST', path: '/api/auth/oauth/:provider/start' },
  { method: 'GET', path: '/api/auth/oauth/:provider/callback', query: SignInCallbackQuerySchema },
  { method: 'POST', path: '/api/auth/oauth/session' },
  { method: 'POST', path: '/api/auth/reset-password', body: ResetPasswordBodySchema },
  {
    method: 'POST',
    path: '/api/auth/reset-password/confirm',
    body: ResetPasswordConfirmBodySchema,
  },
  { method: 'POST', path: '/api/jobs', body: CreateJobRequestSchema },
  { method: 'POST', path: '/api/jobs/estimate', body: CreateJobRequestSchema },
  { method: 'GET', path: '/api/jobs', query: JobsListQuerySchema },
  { method: 'GET', path: '/api/jobs/:id', query: JobDetailQuerySchema },
  {
    method: 'POST',
    path: '/api/jobs/:id/export',
    query: ExportQuerySchema,
    body: ExportBodySchema,
  },
  { method: 'GET', path: '/api/job-status/:id' },
  { method: 'POST', path: '/api/start-job/:id' },
  { method: 'POST', path: '/api/cancel-job/:id' },
  { method: 'POST', path: '/api/resume-job/:id' },
  { method: 'POST', path: '/api/execute-scraping', body: ExecuteScrapingBodySchema },
  { method: 'POST', path: '/api/extract', body: ExtractBodySchema },
  { method: 'POST', path: '/api/analyze-risk', body: AnalyzeRiskBodySchema },
  { method: 'POST', path: '/api/label', body: LabelBodySchema },
  { method: 'POST', path: '/api/redact', body: RedactBodySchema },
  // Multipart uploads; fuzzed JSON bodies must be refused as such.
  { method: 'POST', path: '/api/process-pdf', query: DocumentQuerySchema },
  { method: 'POST', path: '/api/process-image', query: DocumentQuerySchema },
  { method: 'GET', path: '/api/preview', query: PreviewQuerySchema },
  { method: 'GET', path: '/api/conversations', query: ConversationsQuerySchema },
  { method: 'GET', path: '/api/system/status' },
  { method: 'GET', path: '/api/system/model-costs', query: ModelCostsQuerySchema },
  { method: 'GET', path: '/api/system/sessions' },
  { method: 'GET', path: '/api/system/sessions/:id/screenshot' },
  { method: 'GET', path: '/api/system/database' },
  { method: 'GET', path: '/api/system/queue' },
  { method: 'GET', path: '/api/dashboard/summary' },
  { method: 'GET', path: '/api/dashboard/jobs', query: DashboardJobsQuerySchema },
  { method: 'GET', path: '/api/openapi.json' },
  { method: 'GET', path: '/api/public-config' },
  { method: 'POST', path: '/api/contact', body: ContactRequestSchema },
  { method: 'POST', path: '/api/keys', body: CreateApiKeyBodySchema },
  { method: 'GET', path: '/api/keys' },
  { method: 'DELETE', path: '/api/keys/:id' },
  { method: 'POST', path: '/api/plan', body: PagePlanBodySchema },
  { method: 'GET', path: '/api/jobs/:id/results', query: JobResultsQuerySchema },
  { method: 'GET', path: '/api/usage/summary', query: UsageSummaryQuerySchema },
  { method: 'GET', path: '/api/usage/prices' },
  { method: 'GET', path: '/api/usage/alerts' },
  { method: 'GET', path: '/api/budgets' },
  { method: 'PUT', path: '/api/budgets', body: BudgetsSchema },
  { method: 'POST', path: '/api/auth/change-password', body: ChangePasswordBodySchema },
  { method: 'GET', path: '/api/account/export' },
  { method: 'DELETE', path: '/api/account', body: DeleteAccountBodySchema },
  { method: 'POST', path: '/api/data-agent/ask', body: DataAgentAskBodySchema },
  { method: 'POST', path: '/api/data-agent/demo' },
  { method: 'GET', path: '/api/data-agent/jobs/:id/columns' },
  { method: 'GET', path: '/api/data-agent/jobs/:id/rows', query: DataAgentRowsQuerySchema },
  { method: 'GET', path: '/api/data-agent/jobs/:id/overview' },
  { method: 'GET', path: '/api/data-agent/jobs/:id/annotations' },
  { method: 'PUT', path: '/api/data-agent/jobs/:id/annotations', body: SaveAnnotationBodySchema },
  {
    method: 'DELETE',
    path: '/api/data-agent/jobs/:id/annotations',
    query: DeleteAnnotationQuerySchema,
  },
  { method: 'POST', path: '/api/monitors', body: CreateMonitorBodySchema },
  { method: 'POST', path: '/api/jobs/:id/run-again' },
  { method: 'GET', path: '/api/monitors' },
  { method: 'GET', path: '/api/monitors/notifications' },
  { method: 'GET', path: '/api/monitors/:id' },
  { method: 'PATCH', path: '/api/monitors/:id', body: UpdateMonitorBodySchema },
  { method: 'DELETE', path: '/api/monitors/:id' },
  { method: 'POST', path: '/api/monitors/:id/run' },
  { method: 'GET', path: '/api/monitors/:id/runs', query: MonitorRunsQuerySchema },
  {
    method: 'GET',
    path: '/api/monitors/:id/runs/:runId/changes',
    query: MonitorChangesQuerySchema,
  },
  { method: 'GET', path: '/api/monitors/:id/deliveries' },
  { method: 'POST', path: '/api/monitors/:id/webhook/test' },
  { method: 'POST', path: '/api/monitors/:id/webhook/rotate' },
  { method: 'POST', path: '/api/jobs/:id/share-links' },
  { method: 'GET', path: '/api/jobs/:id/share-links' },
  { method: 'DELETE', path: '/api/jobs/:id/share-links/:linkId' },
  { method: 'GET', path: '/api/share/:token', query: SharedResultsQuerySchema },
  { method: 'GET', path: '/api/share/:token/export', query: SharedExportQuerySchema },
  { method: 'GET', path: '/ws', query: ChatSocketQuerySchema },
  { method: 'GET', path: '/ws/jobs', query: JobSocketQuery },
];

/** Method and path of every route the app serves, from Fastify's printed route tree. */
export function servedRoutes(server: TestServer): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[└├]── (\S+) \(([^)]+)\)/.exec(line);
    if (match?.[1] === undefined || !match[2] || !match[3]) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const path = stack.join('');
    for (const method of match[3].split(', ')) routes.push(`${method} ${path}`);
  }
  return routes;
}

export type Caller =
  | { kind: 'nobody' }
  | { kind: 'browser'; index: number }
  | { kind: 'user' }
  | { kind: 'forged'; claims: Record<string, unknown>; expires: number | null }
  | { kind: 'garbage'; authorization?: string; anonymousId?: string };

interface FuzzRequest {
  route: string;
  method: string;
  path: string;
  query: string;
  /** JSON body, or a raw body with its content type. */
  body?: { json: unknown } | { raw: string; type: string | null };
  caller: Caller;
  forwardedFor: string;
  /** What replaces `:id` in the path. */
  idPart: { known: number } | { text: string } | undefined;
}

const headerText = fc
  .string({ unit: 'grapheme-ascii', maxLength: 60 })
  .filter((text) => /^[\x20-\x7E]*$/.test(text));

const caller: fc.Arbitrary<Caller> = fc.oneof(
  fc.constant({ kind: 'nobody' as const }),
  fc.nat({ max: BROWSER_COUNT - 1 }).map((index) => ({ kind: 'browser' as const, index })),
  { arbitrary: fc.constant({ kind: 'user' as const }), weight: 3 },
  fc.record({
    kind: fc.constant('forged' as const),
    claims: fc.record(
      {
        sub: fc.oneof(fc.uuid(), fc.string(), fc.integer()),
        sid: fc.oneof(fc.uuid(), fc.string(), fc.constant(null)),
      },
      { requiredKeys: [] },
    ),
    expires: fc.oneof(fc.constant(null), fc.integer({ min: -3600, max: 3600 })),
  }),
  fc.record(
    { kind: fc.constant('garbage' as const), authorization: headerText, anonymousId: headerText },
    { requiredKeys: ['kind'] },
  ),
);

/** Raw bodies a JSON parser and a schema must both refuse politely. */
const rawBody = fc.oneof(
  fc.record({
    raw: fc.constantFrom(
      '{',
      '{"url":',
      'null',
      '[]',
      '""',
      '12',
      '{"__proto__":{"polluted":true},"url":"x"}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      `{"plan":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
      '\u0000',
      '\uFEFF{}',
    ),
    type: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/json; charset=utf-16',
      null,
    ),
  }),
  fc.record({ raw: fc.string({ maxLength: 50 }), type: fc.constantFrom('application/json', null) }),
);

function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return '';
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item])
      params.append(key, typeof one === 'string' ? one : (JSON.stringify(one) ?? ''));
  }
  return params.toString();
}

/** Every byte of the text's UTF-8 percent-encoded (a lone surrogate too, as U+FFFD). */
function encodeSegment(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');
}

/** Path segments for `:id`: jobs that exist (mine or another's), ids of none, and junk. */
const jobId = fc.oneof(
  { arbitrary: fc.nat().map((index) => ({ known: index })), weight: 4 },
  fc.uuid().map((id) => ({ text: id })),
  fc.oneof(validText(0, 60), hostileText(2000)).map((text) => ({ text: encodeSegment(text) })),
  fc.constantFrom('%E0%A4%A', '%', '..%2F..%2Fetc%2Fpasswd', '%00').map((text) => ({ text })),
);

/** A path no route declares, for the not-found handler and the static files. */
const strayPath = fc.oneof(
  validText(0, 40).map((text) => `/api/${encodeSegment(text)}`),
  fc.constantFrom(
    '/assets/..%2f..%2fpackage.json',
    '/%',
    '/%E0%A4%A',
    '/api/jobs/%00/export',
    '/index.html%00',
    '/.env',
    `/${'a'.repeat(5000)}`,
  ),
);

export function fuzzRequests(fields: Record<string, fc.Arbitrary<unknown>>) {
  const routeRequest = (route: RouteSpec): fc.Arbitrary<FuzzRequest> => {
    const value = (schema: z.ZodType | undefined, hostility: number) =>
      schema ? schemaArbitrary(schema, { fields, hostility }) : fc.constant(undefined);
    const input = (schema: z.ZodType | undefined) =>
      fc.oneof(
        { arbitrary: value(schema, 0), weight: 3 },
        { arbitrary: value(schema, 1), weight: 2 },
        { arbitrary: value(schema, 4), weight: 1 },
      );
    return fc
      .record({
        id: jobId,
        query: fc.oneof(
          { arbitrary: input(route.query), weight: 6 },
          fc.dictionary(validText(0, 12), fc.oneof(validText(0, 20), hostileText(100)), {
            maxKeys: 3,
          }),
        ),
        extraQuery: fc.oneof(
          { arbitrary: fc.constant(''), weight: 8 },
          fc.constantFrom('&limit=1&limit=2', '&%zz', '&__proto__=x', '&a=%E0%A4%A'),
        ),
        body: fc.oneof(
          { arbitrary: input(route.body).map((json) => ({ json })), weight: 8 },
          rawBody,
        ),
        head: fc.boolean(),
        caller,
        forwardedFor: fc.ipV4(),
        provider: fc.constantFrom('google', 'github', 'gitlab', '%00'),
      })
      .map((drawn) => ({
        route: `${route.method} ${route.path}`,
        method: route.method === 'GET' && drawn.head ? 'HEAD' : route.method,
        path: route.path.replace(':provider', drawn.provider),
        query: queryString(drawn.query) + drawn.extraQuery,
        ...(route.method === 'POST' || route.body ? { body: drawn.body } : {}),
        caller: drawn.caller,
        forwardedFor: drawn.forwardedFor,
        idPart: route.path.includes(':id') ? drawn.id : undefined,
      }));
  };
  const stray = fc
    .record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      path: strayPath,
      caller,
      forwardedFor: fc.ipV4(),
    })
    .map((drawn) => ({ ...drawn, route: 'stray path', query: '', idPart: undefined }));
  return fc.oneof(...ROUTES.map(routeRequest), stray);
}

export type FuzzRequestDrawn =
  ReturnType<typeof fuzzRequests> extends fc.Arbitrary<infer T> ? T : never;

/** No request may make the server fetch a site: any address in it must be a local one. */
export function reachesOutside(request: FuzzRequestDrawn): boolean {
  const texts: string[] = [request.query ? decodeURIComponentSafe(request.query) : ''];
  const body = 'body' in request ? request.body : undefined;
  if (body) texts.push('json' in body ? (JSON.stringify(body.json) ?? '') : body.raw);
  return texts.some(namesRemoteSite);
}

/** Whether the text holds an http(s) address of another machine (the agent reads those). */
export function namesRemoteSite(text: string): boolean {
  return [...text.matchAll(/https?:[^\s<>"'`]*/gi)].some(([candidate]) => {
    try {
      return !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(candidate).hostname);
    } catch {
      return false;
    }
  });
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}
