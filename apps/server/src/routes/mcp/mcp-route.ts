import { API_KEY_PREFIX } from '@gleaner/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkKeyScope } from '../../commands/api-keys/key-scopes.js';
import { injectCaller } from './inject-call.js';

const MCP_PATH = '/mcp';

/** A JSON-RPC error reply, as MCP clients read errors before a session exists. */
function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ jsonrpc: '2.0', error: { code: -32001, message }, id: null });
}

/**
 * Browsers send Origin; MCP clients do not. A page on another site must not drive the server
 * through a visitor's browser (DNS rebinding), so an Origin other than the configured public
 * URL's is refused. The request's own Host proves nothing: under DNS rebinding the attacker's
 * name is the Host. Without PUBLIC_URL, the loopback names of our port are ours.
 */
function foreignOrigin(app: FastifyInstance, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  const own = new URL(app.publicUrl);
  const ours = new Set([own.origin]);
  if (!app.config.PUBLIC_URL)
    for (const host of ['localhost', '127.0.0.1', '[::1]'])
      ours.add(`${own.protocol}//${host}${own.port ? `:${own.port}` : ''}`);
  return !ours.has(origin);
}

/** A header value holds printable ASCII only (the message's '…' would make it invalid). */
const headerText = (text: string) => text.replace(/…/g, '...').replace(/[^\x20-\x7e]|"/g, "'");

/** The API key the request carries, or null (any other Authorization is no key). */
function apiKeyOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1]?.startsWith(API_KEY_PREFIX) ? match[1] : null;
}

/**
 * Whether a POST holds a call that asked for progress (`_meta.progressToken`). Its progress
 * notifications need a stream (SSE) to travel on; any other POST is answered as plain JSON.
 */
function wantsProgress(body: unknown): boolean {
  const messages: unknown[] = Array.isArray(body) ? body : [body];
  return messages.some(
    (message) =>
      (message as { params?: { _meta?: { progressToken?: unknown } } } | null)?.params?._meta
        ?.progressToken !== undefined,
  );
}

/**
 * `/mcp`: Gleaner's MCP tools over Streamable HTTP, stateless (each POST is answered on its
 * own, so any API process can take any request). Authenticated by an API key as Bearer; each
 * tool call runs as that key's owner through the HTTP API itself (`inject`), so it meets the
 * same validation, ownership and limits as a REST call.
 */
export default function mcpRoute(app: FastifyInstance): Promise<void> {
  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: MCP_PATH,
    handler: async (request, reply) => {
      if (foreignOrigin(app, request)) {
        return refuse(reply, 403, `Origin ${request.headers.origin} may not use this MCP server`);
      }
      const key = apiKeyOf(request);
      let problem: string | null = key ? null : 'Send an API key: Authorization: Bearer glnr_…';
      if (key) {
        try {
          checkKeyScope((await app.apiKeys.verify(key)).scopes, 'POST', '/mcp');
        } catch (error) {
          problem = error instanceof Error ? error.message : 'Invalid API key';
        }
      }
      if (problem) {
        void reply.header(
          'WWW-Authenticate',
          `Bearer realm="gleaner", error="invalid_token", error_description="${headerText(problem)}"`,
        );
        return refuse(reply, 401, problem);
      }
      if (request.method !== 'POST') {
        void reply.header('Allow', 'POST');
        return refuse(reply, 405, 'This MCP server is stateless: send each request as a POST');
      }

      // The MCP SDK and the tools load with the first call: the idle server holds neither.
      const [{ StreamableHTTPServerTransport }, { createGleanerMcpServer }] = await Promise.all([
        import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
        import('@gleaner/shared/mcp-server'),
      ]);
      const call = injectCaller(app, { authorization: `Bearer ${key}` });
      const server = createGleanerMcpServer(call);
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: !wantsProgress(request.body),
      });
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      reply.hijack();
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
      return reply;
    },
  });
  return Promise.resolve();
}
